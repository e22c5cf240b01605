import { SECTION_ROUTES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { menuSections, selectedSection } from './menu-sections.ts';

const paths = (user: Parameters<typeof menuSections>[0]) => menuSections(user).map((s) => s.path);
const unbuilt = SECTION_ROUTES.filter((s) => !s.built).map((s) => s.path);
const openToAll = SECTION_ROUTES.filter((s) => s.built && s.menu && !s.permit && !s.anyPermit).map((s) => s.path);

describe('side menu', () => {
  it('shows only built sections the user may open', () => {
    const plain = paths({ type: 2, permits: {} });
    expect(plain).toEqual(openToAll);
    expect(plain).toContain('/');
    expect(plain).not.toContain('/users');
    expect(plain.filter((p) => unbuilt.includes(p))).toEqual([]);
    expect(paths({ type: 2, permits: { users_access: 1 } })).toContain('/users');
    expect(paths({ type: 1, permits: {} })).toContain('/users');
    expect(paths({ type: 1, permits: {} }).filter((p) => unbuilt.includes(p))).toEqual([]);
    expect(menuSections(null)).toEqual([]);
  });
  it('shows /invoices only to users with one of the invoices rights', () => {
    expect(paths({ type: 2, permits: {} })).not.toContain('/invoices');
    expect(paths({ type: 2, permits: { contracts_view: 1 } })).not.toContain('/invoices');
    for (const permit of ['invoices_view', 'paid_view', 'registry_paid_view', 'invoices_requiredIntervalsView']) {
      expect(paths({ type: 2, permits: { [permit]: 1 } })).toContain('/invoices');
    }
    expect(paths({ type: 1, permits: {} })).toContain('/invoices');
  });
  it('selects the section of the address', () => {
    expect(selectedSection('/users/roles/2')).toBe('/users');
    expect(selectedSection('/')).toBe('/');
  });
});
