import { describe, expect, it } from 'vitest';
import { mayOpenPath, permitForPath, SECTION_ROUTES, sectionAllowed } from './routes.ts';

const user = (permits: Record<string, number> = {}) => ({ type: 2, permits });
const invoices = SECTION_ROUTES.find((s) => s.path === '/invoices')!;

describe('route rights (spec 1 §2)', () => {
  it('the invoices section opens with any one of its rights, never without', () => {
    expect(sectionAllowed(user(), invoices)).toBe(false);
    expect(sectionAllowed(user({ contracts_view: 1 }), invoices)).toBe(false);
    expect(sectionAllowed(user({ paid_view: 1 }), invoices)).toBe(true);
    expect(sectionAllowed(user({ registry_paid_view: 1 }), invoices)).toBe(true);
    expect(sectionAllowed({ type: 1, permits: {} }, invoices)).toBe(true);
    expect(mayOpenPath(user(), '/invoices')).toBe(false);
    expect(mayOpenPath(user(), '/invoices/awaiting')).toBe(false);
  });

  it("each invoices page needs its own right; a list's right opens only that list", () => {
    expect(permitForPath('/invoices/history')).toBe('invoices_view');
    expect(permitForPath('/invoices/paid')).toBe('invoices_view');
    expect(permitForPath('/invoices/directories/procuratories/3')).toBe('invoices_view');
    expect(permitForPath('/invoices/directories/leftovers')).toBe('registry_paid_view');
    const paid = user({ paid_view: 1 });
    expect(mayOpenPath(paid, '/invoices/list/regular')).toBe(true);
    expect(mayOpenPath(paid, '/invoices/list/applications')).toBe(false);
    expect(mayOpenPath(paid, '/invoices/paid')).toBe(false);
    const register = user({ registry_paid_view: 1 });
    expect(mayOpenPath(register, '/invoices/list/register')).toBe(true);
    expect(mayOpenPath(register, '/invoices/directories/leftovers')).toBe(true);
  });

  it('sections without a right stay open to every signed-in user; others need theirs', () => {
    expect(mayOpenPath(user(), '/applications/5')).toBe(true);
    expect(mayOpenPath(user(), '/users')).toBe(false);
    expect(mayOpenPath(user({ users_access: 1 }), '/users')).toBe(true);
  });

  it('the warehouse opens to everyone for their own debts; its registers need warehouse_view, its forms warehouse_edit', () => {
    expect(mayOpenPath(user(), '/warehouse/debts')).toBe(true);
    expect(mayOpenPath(user(), '/warehouse/storages/3')).toBe(false);
    expect(mayOpenPath(user({ warehouse_view: 1 }), '/warehouse/storages/3/checkout')).toBe(true);
    expect(mayOpenPath(user({ warehouse_view: 1 }), '/warehouse/acts/output-clothes')).toBe(false);
    expect(mayOpenPath(user({ warehouse_edit: 1 }), '/warehouse/acts/output-clothes')).toBe(true);
  });
});
