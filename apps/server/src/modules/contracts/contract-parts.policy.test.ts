import { describe, expect, it } from 'vitest';
import { cancelTargets, signRefusal, stateBySigners, turnOf } from './contract-signers.policy.ts';
import { addMoney, displayQuantity, lineSum, monthsBetween, overLimit, remainingQuantity, vatPart } from './contract-works.policy.ts';

const people = (...states: string[]) => states.map((state, i) => ({ id: i + 1, user_id: 100 + i, fio: `П${i + 1}`, state }));

describe('works: exact decimals and the limit', () => {
  it('a line is quantity × price rounded half up to kopecks; sums add exactly', () => {
    expect(lineSum('2.5', '3333.33')).toBe('8333.33');
    expect(lineSum('0.333', '0.05')).toBe('0.02');
    expect(lineSum('1.005', '1.00')).toBe('1.01');
    expect(addMoney('0.10', '0.20', null)).toBe('0.30');
    expect(remainingQuantity('10.000', '3.5')).toBe('6.500');
  });
  it('the VAT part of a sum that includes it', () => {
    expect(vatPart('120.00', 20)).toBe('20.00');
    expect(vatPart('10005.00', 20)).toBe('1667.50');
    expect(vatPart('100.00', null)).toBe('0.00');
  });
  it('over the limit answers the remainder before the change; no limit, no refusal', () => {
    expect(overLimit('100.01', '100.00', '40.00')).toEqual({ remainder: '60.00' });
    expect(overLimit('100.00', '100.00', '40.00')).toBeNull();
    expect(overLimit('9999999', null, '0')).toBeNull();
    expect(overLimit('10.00', '5.00', '7.00')).toEqual({ remainder: '0.00' });
  });
  it('quantities print without trailing zeros', () => {
    expect(displayQuantity('1234.500', 'ru')).toBe('1 234,5');
    expect(displayQuantity('6.000', 'ru')).toBe('6');
    expect(displayQuantity('6.250', 'en')).toBe('6.25');
  });
  it('months run across years with their last days', () => {
    const months = monthsBetween(202411, 202502);
    expect(months.map((m) => m.id)).toEqual([202411, 202412, 202501, 202502]);
    expect(months[3]).toEqual({ id: 202502, start: '2025-02-01', end: '2025-02-28' });
  });
});

describe('signing in order', () => {
  it('the turn is the first signer who has not signed', () => {
    expect(turnOf(people('signed', 'waiting', 'waiting'))?.id).toBe(2);
    expect(turnOf(people('signed', 'signed'))).toBeUndefined();
  });
  it('only the signer, only in turn, only under review', () => {
    const list = people('signed', 'waiting', 'waiting');
    expect(signRefusal(list, list[1], 101, 'review')).toBeNull();
    expect(signRefusal(list, list[1], 102, 'review')).toMatchObject({ key: 'notYourSignature', status: 403 });
    expect(signRefusal(list, list[2], 102, 'review')).toMatchObject({ key: 'notYourTurn', fio: 'П2' });
    expect(signRefusal(list, list[0], 100, 'review')).toMatchObject({ key: 'alreadySigned' });
    expect(signRefusal(list, list[1], 101, 'draft')).toMatchObject({ key: 'notSignable' });
    const stopped = people('refused', 'waiting');
    expect(signRefusal(stopped, stopped[1], 101, 'review')).toMatchObject({ key: 'signingStopped', fio: 'П1' });
    expect(signRefusal(stopped, stopped[0], 100, 'review')).toMatchObject({ key: 'alreadyRefused' });
  });
  it('cancel_sign: the own decision and the later ones; an editor without one resets all', () => {
    const list = people('signed', 'signed', 'refused', 'waiting');
    expect(cancelTargets(list, 101, false).map((s) => s.id)).toEqual([2, 3]);
    expect(cancelTargets(list, 103, false)).toEqual([]);
    expect(cancelTargets(list, 103, true).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(cancelTargets(people('waiting'), 999, true)).toEqual([]);
  });
  it('the state follows the signers', () => {
    expect(stateBySigners([])).toBe('draft');
    expect(stateBySigners(people('signed', 'signed'))).toBe('signed');
    expect(stateBySigners(people('signed', 'refused'))).toBe('review');
  });
});
