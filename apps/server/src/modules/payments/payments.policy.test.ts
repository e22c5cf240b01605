import { describe, expect, it } from 'vitest';
import {
  addsUpToTotal,
  exceedsTotal,
  fromKopecks,
  invoiceAcceptsPaymentChanges,
  mayEnterRegister,
  paymentLocked,
  remainderOf,
  sumMoney,
  toKopecks,
} from './payments.policy.ts';
import { splitMoney } from './seed.service.ts';

describe('payments policy', () => {
  it('adds money exactly, without floats', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['9999999999999999.99', '0.01'])).toBe('10000000000000000.00');
    expect(fromKopecks(toKopecks('-12.5'))).toBe('-12.50');
    expect(remainderOf('100.00', ['33.33', '33.33'])).toBe('33.34');
    expect(remainderOf('100', ['100.01'])).toBe('-0.01');
  });

  it('keeps the live payments within the total and knows when they add up', () => {
    expect(exceedsTotal('100.00', ['50', '50.00'])).toBe(false);
    expect(exceedsTotal('100.00', ['50', '50.01'])).toBe(true);
    expect(addsUpToTotal('100.00', ['50', '50.00'])).toBe(true);
    expect(addsUpToTotal('0.00', [])).toBe(false);
  });

  it('locks paid and registered payments; only signed ones enter a register', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(paymentLocked)).toEqual([2, 4]);
    expect([0, 1, 2, 3, 4, 5, 6].filter(mayEnterRegister)).toEqual([1]);
  });

  it('closes a paid, deleted or trashed invoice', () => {
    expect(invoiceAcceptsPaymentChanges({ state: 'active', status: 1 })).toBe(true);
    expect(invoiceAcceptsPaymentChanges({ state: null, status: 1 })).toBe(true);
    expect(invoiceAcceptsPaymentChanges({ state: 'paid', status: 1 })).toBe(false);
    expect(invoiceAcceptsPaymentChanges({ state: 'delete', status: 1 })).toBe(false);
    expect(invoiceAcceptsPaymentChanges({ state: 'active', status: 0 })).toBe(false);
  });

  it('splits a seeded total into exact parts', () => {
    expect(splitMoney('100.00', 3)).toEqual(['33.33', '33.33', '33.34']);
    expect(sumMoney(splitMoney('12345.67', 2))).toBe('12345.67');
  });
});
