import { describe, expect, it } from 'vitest';
import { can } from './use-me.ts';

describe('can(permit): the one permit check of the screens (spec 1 §6)', () => {
  it('super admin passes; 1 allows; 0 and an absent permit refuse, as the server does', () => {
    expect(can({ type: 1, permits: {} }, 'invoices_view')).toBe(true);
    expect(can({ type: 0, permits: { invoices_view: 1 } }, 'invoices_view')).toBe(true);
    expect(can({ type: 0, permits: { invoices_view: 0 } }, 'invoices_view')).toBe(false);
    expect(can({ type: 0, permits: {} }, 'invoices_view')).toBe(false);
  });
});
