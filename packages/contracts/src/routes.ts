import { hasPermit, type Permit } from './permits.ts';

/**
 * The web route table of spec 1 §2: one entry per section. The web menu and the
 * route guard both read it; `built` says whether the section's module exists yet
 * (sections not built are absent from the menu and show "section in development").
 */
export interface SectionRoute {
  /** Top-level path, e.g. `/applications`. */
  readonly path: string;
  /** i18n key of the menu label. */
  readonly label: string;
  /** Right needed to open the section; absent means any signed-in user. */
  readonly permit?: Permit;
  /** Rights of which any one opens the section (a section whose pages each need their own right). */
  readonly anyPermit?: readonly Permit[];
  /** Plain layout (no menu, no header). */
  readonly plain?: boolean;
  /** Public (no sign-in needed). */
  readonly public?: boolean;
  readonly built: boolean;
  /** Shown in the side menu. */
  readonly menu: boolean;
}

export const SECTION_ROUTES: readonly SectionRoute[] = [
  { path: '/login', label: 'menu.login', plain: true, public: true, built: true, menu: false },
  { path: '/error', label: 'menu.error', plain: true, public: true, built: true, menu: false },
  { path: '/survey', label: 'menu.survey', plain: true, built: true, menu: false },
  { path: '/', label: 'menu.home', built: true, menu: true },
  { path: '/applications', label: 'menu.applications', built: true, menu: true },
  { path: '/tickets', label: 'menu.tickets', built: true, menu: true },
  // The equipment's addresses of before the registry: they redirect to /tech/equipment.
  { path: '/equipment', label: 'menu.tech', built: true, menu: false },
  { path: '/disk', label: 'menu.disk', built: true, menu: true },
  {
    path: '/invoices',
    label: 'menu.invoices',
    anyPermit: ['invoices_view', 'paid_view', 'invoices_requiredIntervalsView', 'registry_paid_view'],
    built: true,
    menu: true,
  },
  { path: '/contracts', label: 'menu.contracts', permit: 'contracts_view', built: true, menu: true },
  { path: '/partners', label: 'menu.partners', permit: 'contractors_view', built: true, menu: true },
  { path: '/documents', label: 'menu.documents', permit: 'documents_view', built: true, menu: true },
  { path: '/documentation', label: 'menu.documentation', built: true, menu: true },
  { path: '/contacts', label: 'menu.contacts', built: true, menu: true },
  { path: '/projects', label: 'menu.projects', built: true, menu: true },
  { path: '/nomenclature', label: 'menu.nomenclature', permit: 'nomenclature_view', built: true, menu: true },
  // Every signed-in user opens the section for their own debts; its pages need warehouse_view (SUBROUTE_PERMITS).
  { path: '/warehouse', label: 'menu.warehouse', built: true, menu: true },
  { path: '/tech', label: 'menu.tech', permit: 'tech_view', built: true, menu: true },
  { path: '/bases', label: 'menu.bases', permit: 'bases_view', built: true, menu: true },
  { path: '/dtp', label: 'menu.dtp', permit: 'dtp_view', built: true, menu: true },
  { path: '/humanresources', label: 'menu.humanresources', permit: 'hr_view', built: true, menu: true },
  { path: '/staffchains', label: 'menu.staffchains', permit: 'staffchains_view', built: true, menu: true },
  { path: '/signers', label: 'menu.signers', built: true, menu: true },
  { path: '/directory', label: 'menu.directory', built: true, menu: true },
  { path: '/budgeting', label: 'menu.budgeting', permit: 'budgeting_view', built: true, menu: true },
  { path: '/cafe', label: 'menu.cafe', permit: 'cafe_view', built: true, menu: true },
  { path: '/canteen', label: 'menu.canteen', permit: 'canteen_view', built: true, menu: true },
  { path: '/news', label: 'menu.news', built: true, menu: true },
  { path: '/notices', label: 'menu.notices', built: true, menu: true },
  { path: '/servers', label: 'menu.servers', permit: 'servers_view', built: true, menu: true },
  // Every signed-in user files support requests and sees their own; the operators' pages need operator_view (SUBROUTE_PERMITS).
  { path: '/support', label: 'menu.support', built: true, menu: true },
  { path: '/trash', label: 'menu.trash', permit: 'trash_view', built: true, menu: true },
  { path: '/users', label: 'menu.users', permit: 'users_access', built: true, menu: true },
];

/** Sub-route rights inside sections (spec 1 §2), for the guard. Longest prefix wins. */
export const SUBROUTE_PERMITS: Readonly<Record<string, Permit>> = {
  '/users/groups': 'users_groups_access',
  '/users/roles': 'users_roles_access',
  '/contracts/registry': 'contracts_register_view',
  '/contracts/fileregistry': 'contracts_nomenclature_view',
  '/directory/expenditure': 'directory_expenditure',
  '/directory/routes': 'equipment_organization_route_view',
  '/directory/locations': 'locations_list_view',
  '/directory/types-work': 'works_view',
  '/directory/types-tech': 'types_tech_view',
  '/directory/rates': 'staff_rateHelper',
  '/directory/organizations': 'organizations_view',
  '/documents/add': 'documents_create',
  '/nomenclature/add': 'nomenclature_edit',
  '/invoices/list/regular': 'paid_view',
  '/invoices/list/required': 'invoices_requiredIntervalsView',
  '/invoices/list/contracts': 'invoices_view',
  '/invoices/list/applications': 'invoices_view',
  '/invoices/list/register': 'registry_paid_view',
  '/invoices/directories/extracts': 'registry_paid_view',
  '/invoices/directories/banks': 'registry_paid_view',
  '/invoices/directories/leftovers': 'registry_paid_view',
  '/invoices/directories/procuratories': 'invoices_view',
  '/invoices/history': 'invoices_view',
  '/invoices/paid': 'invoices_view',
  '/warehouse/storages': 'warehouse_view',
  '/warehouse/acts/output': 'warehouse_edit',
  '/warehouse/acts/output-clothes': 'warehouse_edit',
  '/warehouse/acts/input': 'warehouse_edit',
  '/warehouse/acts/writeoff': 'warehouse_edit',
  '/warehouse/acts/return': 'warehouse_edit',
  '/warehouse/worktable': 'warehouse_view',
  '/warehouse/marking': 'warehouse_view',
  '/warehouse/stickers': 'warehouse_view',
  '/warehouse/control': 'warehouse_view',
  '/warehouse/reports': 'warehouse_view',
  '/warehouse/it': 'warehouse_view',
  '/support/settings': 'operator_view',
};

/** The permit a web path needs, or undefined when any signed-in user may open it. */
export function permitForPath(pathname: string): Permit | undefined {
  let best: { prefix: string; permit: Permit } | undefined;
  for (const [prefix, permit] of Object.entries(SUBROUTE_PERMITS)) {
    if ((pathname === prefix || pathname.startsWith(`${prefix}/`)) && (!best || prefix.length > best.prefix.length)) {
      best = { prefix, permit };
    }
  }
  if (best) return best.permit;
  const section = sectionForPath(pathname);
  return section?.permit;
}

/**
 * Whether the user may open the web path: the sub-route's right (longest prefix), else the
 * section's `permit`, else any one of its `anyPermit`.
 */
export function mayOpenPath(user: { type: number; permits: Record<string, number> }, pathname: string): boolean {
  const permit = permitForPath(pathname);
  if (permit) return hasPermit(user, permit);
  const section = sectionForPath(pathname);
  return section ? sectionAllowed(user, section) : true;
}

/** Whether the user may open the section itself (its menu item). */
export function sectionAllowed(user: { type: number; permits: Record<string, number> }, section: SectionRoute): boolean {
  if (section.anyPermit) return section.anyPermit.some((p) => hasPermit(user, p));
  return hasPermit(user, section.permit ?? 'session');
}

export function sectionForPath(pathname: string): SectionRoute | undefined {
  if (pathname === '/') return SECTION_ROUTES.find((r) => r.path === '/');
  return SECTION_ROUTES.find((r) => r.path !== '/' && (pathname === r.path || pathname.startsWith(`${r.path}/`)));
}
