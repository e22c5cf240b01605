import { describe, expect, it } from 'vitest';
import { partnersRegistry } from '../partners.ts';
import {
  accountWithKey,
  innWithChecksum,
  isValidAccount,
  isValidBik,
  isValidCorrAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  ogrnWithChecksum,
} from './checksums.ts';
import { createInputSchema, crossCheck, listQuerySchema, patchInputSchema } from './schemas.ts';

// Published details of PAO Sberbank: a real, valid set.
const SBER = {
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  bik: '044525225',
  corr: '30101810400000000225',
};

describe('INN', () => {
  it('accepts valid 10- and 12-digit INNs and refuses a wrong check digit', () => {
    expect(isValidInn(SBER.inn)).toBe(true);
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732250')).toBe(false);
    expect(isValidInn('77070838')).toBe(false);
    expect(isValidInn('77070838931')).toBe(false);
    expect(isValidInn('77O7083893')).toBe(false);
  });
  it('completes heads with their check digits', () => {
    expect(innWithChecksum('770708389')).toBe(SBER.inn);
    expect(innWithChecksum('5001007322')).toBe('500100732259');
    for (let i = 0; i < 50; i++) {
      const head = String(100000000 + i * 7919 * 13);
      expect(isValidInn(innWithChecksum(head.slice(0, 9)))).toBe(true);
      expect(isValidInn(innWithChecksum(`${head.slice(0, 9)}${i % 10}`))).toBe(true);
    }
  });
});

describe('KPP, OGRN, BIK', () => {
  it('KPP: 4 digits, 2 digits or capital letters, 3 digits', () => {
    expect(isValidKpp(SBER.kpp)).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidKpp('7736ab001')).toBe(false);
  });
  it('OGRN (13) and OGRNIP (15) check digits', () => {
    expect(isValidOgrn(SBER.ogrn)).toBe(true);
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidOgrn('304500116000157')).toBe(true);
    expect(isValidOgrn('304500116000158')).toBe(false);
    expect(isValidOgrn(ogrnWithChecksum('102770013219'))).toBe(true);
    expect(isValidOgrn(ogrnWithChecksum('30450011600015'))).toBe(true);
  });
  it('BIK: 9 digits starting with 04', () => {
    expect(isValidBik(SBER.bik)).toBe(true);
    expect(isValidBik('144525225')).toBe(false);
    expect(isValidBik('04452522')).toBe(false);
  });
});

describe('account keys (weights 7, 1, 3 over BIK part + account)', () => {
  it('accepts the real correspondent account of the bank and refuses a changed digit', () => {
    expect(isValidCorrAccount(SBER.corr, SBER.bik)).toBe(true);
    expect(isValidCorrAccount('30101810400000000226', SBER.bik)).toBe(false);
    expect(isValidCorrAccount(SBER.corr, '044525226')).toBe(true); // the 5th–6th BIK digits count, not the last three
    expect(isValidCorrAccount(SBER.corr, '044599225')).toBe(false);
  });
  it('checks a settlement account against the last three BIK digits', () => {
    const account = accountWithKey('40702810000000001234', SBER.bik);
    expect(account).toMatch(/^40702810\d00000001234$/);
    expect(isValidAccount(account, SBER.bik)).toBe(true);
    expect(isValidAccount(account, '044525226')).toBe(false);
    const wrongKey = `${account.slice(0, 8)}${(Number(account[8]) + 1) % 10}${account.slice(9)}`;
    expect(isValidAccount(wrongKey, SBER.bik)).toBe(false);
    expect(isValidAccount('4070281000000000123', SBER.bik)).toBe(false);
  });
  it('finds exactly one key for every account', () => {
    for (let i = 0; i < 30; i++) {
      const raw = `40702810${String(i).padStart(12, '7')}`;
      const keyed = accountWithKey(raw, SBER.bik);
      let valid = 0;
      for (let k = 0; k <= 9; k++) if (isValidAccount(`${keyed.slice(0, 8)}${k}${keyed.slice(9)}`, SBER.bik)) valid++;
      expect(valid).toBe(1);
    }
  });
});

describe('schemas derived from the partners definition', () => {
  const create = createInputSchema(partnersRegistry);
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('requires the name, fills defaults and turns blanks into null', () => {
    expect(issues(create.safeParse({}))).toEqual({ name: 'field.fillRequired' });
    expect(issues(create.safeParse({ name: '  ' }))).toEqual({ name: 'field.fillRequired' });
    const ok = create.parse({ name: 'ООО «Ромашка»', kpp: '' });
    expect(ok).toMatchObject({ name: 'ООО «Ромашка»', type: 'organization', blacklist: 0, kpp: null });
  });

  it('answers each checksum failure under its field', () => {
    const result = create.safeParse({
      name: 'X',
      inn: '7707083894',
      kpp: '77360100',
      ogrn: '1027700132196',
      bik: '144525225',
      email: 'nope',
      rating: 9,
    });
    expect(issues(result)).toMatchObject({
      inn: 'inn.checksum',
      kpp: 'kpp.invalid',
      ogrn: 'ogrn.checksum',
      bik: 'bik.invalid',
      email: 'email.invalid',
      rating: expect.any(String),
    });
  });

  it('checks accounts against the BIK, the INN length against the type, and the blacklist reason', () => {
    expect(issues(create.safeParse({ name: 'X', bik: SBER.bik, corr_account: '30101810400000000226' }))).toEqual({
      corr_account: 'corrAccount.checksum',
    });
    expect(issues(create.safeParse({ name: 'X', account: accountWithKey('40702810000000001234', SBER.bik) }))).toEqual({
      bik: 'field.fillRequired',
    });
    expect(issues(create.safeParse({ name: 'X', type: 'person', inn: SBER.inn }))).toEqual({ inn: 'inn.personLength' });
    expect(issues(create.safeParse({ name: 'X', blacklist: '1' }))).toEqual({ blacklist_reason: 'field.fillRequired' });
    expect(crossCheck(partnersRegistry, { type: 'organization', inn: SBER.inn, bik: SBER.bik, corr_account: SBER.corr })).toEqual({});
  });

  it('patch: any subset, a required field may not be emptied', () => {
    const patch = patchInputSchema(partnersRegistry);
    expect(patch.parse({ rating: '4' })).toEqual({ rating: 4 });
    expect(issues(patch.safeParse({ name: '' }))).toEqual({ name: 'field.fillRequired' });
    expect(patch.parse({ kpp: '' })).toEqual({ kpp: null });
  });

  it('list query: filters by kind, sorts by sortable fields only', () => {
    const query = listQuerySchema(partnersRegistry);
    expect(query.parse({ type: 'organization,person', blacklist: '1', rating_from: '3', limit: '10' })).toMatchObject({
      type: ['organization', 'person'],
      blacklist: 1,
      rating_from: 3,
      limit: 10,
    });
    expect(query.safeParse({ sort: 'address' }).success).toBe(false);
    expect(query.safeParse({ sort: 'rating', order: 'desc' }).success).toBe(true);
    expect(query.safeParse({ limit: '201' }).success).toBe(false);
  });
});
