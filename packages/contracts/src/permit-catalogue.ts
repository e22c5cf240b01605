/**
 * The permit catalogue: every right the specification names, with its labels.
 * Server routes declare one of these (or `public` / `session`); the web menu and
 * guard read the same names. Add a permit here before using it anywhere.
 * Its own module: the web's first screen checks permits (`permits.ts`) without
 * loading the labels, which only the roles screen and the directory index show.
 */
export interface PermitInfo {
  readonly section: PermitSection;
  readonly ru: string;
  readonly en: string;
}

export type PermitSection =
  | 'applications'
  | 'invoices'
  | 'contracts'
  | 'documents'
  | 'tasks'
  | 'chat'
  | 'directories'
  | 'tech'
  | 'staff'
  | 'other'
  | 'admin';

export const PERMIT_SECTIONS: Record<PermitSection, { ru: string; en: string }> = {
  applications: { ru: 'Заявки', en: 'Applications' },
  invoices: { ru: 'Счета и реестры', en: 'Invoices and registries' },
  contracts: { ru: 'Договоры и контрагенты', en: 'Contracts and partners' },
  documents: { ru: 'Документы и база знаний', en: 'Documents and knowledge base' },
  tasks: { ru: 'Задачи', en: 'Tasks' },
  chat: { ru: 'Чат', en: 'Chat' },
  directories: { ru: 'Справочники', en: 'Directories' },
  tech: { ru: 'Техника и объекты', en: 'Equipment and sites' },
  staff: { ru: 'Персонал', en: 'Staff' },
  other: { ru: 'Прочие разделы', en: 'Other sections' },
  admin: { ru: 'Администрирование', en: 'Administration' },
};

export const PERMITS = {
  // applications
  snab_setPriority: { section: 'applications', ru: 'Установка срочности заявки', en: 'Set application urgency' },
  // invoices and registries
  invoices_view: { section: 'invoices', ru: 'Просмотр счетов', en: 'View invoices' },
  invoices_requiredIntervalsView: { section: 'invoices', ru: 'Обязательные платежи', en: 'Required payments' },
  paid_view: { section: 'invoices', ru: 'Регулярные платежи', en: 'Regular payments' },
  registry_paid_view: { section: 'invoices', ru: 'Реестр платежей', en: 'Payment registry' },
  registry_paid_sign: { section: 'invoices', ru: 'Подпись реестра, просмотр срочности', en: 'Sign registry, see urgency' },
  registry_paid_edit: { section: 'invoices', ru: 'Редактирование автосчёта', en: 'Edit auto invoice' },
  // contracts and partners
  contracts_view: { section: 'contracts', ru: 'Договоры', en: 'Contracts' },
  contracts_register_view: { section: 'contracts', ru: 'Реестр договоров', en: 'Contract registry' },
  contracts_nomenclature_view: { section: 'contracts', ru: 'Файловый реестр договоров', en: 'Contract file registry' },
  contracts_edit: { section: 'contracts', ru: 'Создание и изменение договоров', en: 'Create and edit contracts' },
  contracts_lawyer: { section: 'contracts', ru: 'Юрист (все типы документов договора)', en: 'Lawyer (every contract document type)' },
  contractors_view: { section: 'contracts', ru: 'Контрагенты', en: 'Partners' },
  // documents and knowledge base
  documents_view: { section: 'documents', ru: 'Документы', en: 'Documents' },
  documents_create: { section: 'documents', ru: 'Создание документов', en: 'Create documents' },
  documentation_edit: { section: 'documents', ru: 'Редактирование базы знаний', en: 'Edit knowledge base' },
  // tasks
  project_manager: { section: 'tasks', ru: 'Руководитель проектов', en: 'Project manager' },
  tickets_admin: { section: 'tasks', ru: 'Администратор задач', en: 'Task administrator' },
  tickets_commentDisabled: { section: 'tasks', ru: 'Скрыть чат задачи', en: 'Task chat hidden' },
  // chat
  hidden_chat_access: { section: 'chat', ru: 'Скрытый чат', en: 'Hidden chat' },
  chat_all_message_delete: { section: 'chat', ru: 'Удаление любых сообщений', en: 'Delete any message' },
  // directories
  directory_expenditure: { section: 'directories', ru: 'Статьи расходов', en: 'Expenditures' },
  equipment_organization_route_view: { section: 'directories', ru: 'Маршруты', en: 'Routes' },
  locations_list_view: { section: 'directories', ru: 'Локации', en: 'Locations' },
  works_view: { section: 'directories', ru: 'Виды работ', en: 'Types of work' },
  types_tech_view: { section: 'directories', ru: 'Типы техники', en: 'Equipment types' },
  staff_rateHelper: { section: 'directories', ru: 'Ставки', en: 'Rates' },
  organizations_view: { section: 'directories', ru: 'Организации', en: 'Organizations' },
  nomenclature_view: { section: 'directories', ru: 'Номенклатура', en: 'Nomenclature' },
  nomenclature_edit: { section: 'directories', ru: 'Редактирование номенклатуры', en: 'Edit nomenclature' },
  // equipment and sites
  tech_view: { section: 'tech', ru: 'Техника', en: 'Equipment' },
  bases_view: { section: 'tech', ru: 'Базы', en: 'Bases' },
  dtp_view: { section: 'tech', ru: 'ДТП', en: 'Road accidents' },
  servers_view: { section: 'tech', ru: 'Серверы', en: 'Servers' },
  warehouse_view: { section: 'tech', ru: 'Склад', en: 'Warehouse' },
  warehouse_edit: { section: 'tech', ru: 'Кладовщик: акты и перемещения', en: 'Storekeeper: acts and transfers' },
  servers_credentials: { section: 'tech', ru: 'Учётные данные серверов', en: 'Server credentials' },
  // staff
  hr_view: { section: 'staff', ru: 'Подбор персонала', en: 'Recruiting' },
  staffchains_view: { section: 'staff', ru: 'Цепочки согласования', en: 'Staff chains' },
  // other sections
  budgeting_view: { section: 'other', ru: 'Бюджетирование', en: 'Budgeting' },
  budgeting_edit: { section: 'other', ru: 'Бюджетирование: ввод плана', en: 'Budgeting: edit the plan' },
  cafe_view: { section: 'other', ru: 'Кафе', en: 'Cafe' },
  canteen_view: { section: 'other', ru: 'Столовая', en: 'Canteen' },
  canteen_manage: { section: 'other', ru: 'Кухня столовой: меню и заказы', en: 'Canteen kitchen: menus and orders' },
  cafe_manage: { section: 'other', ru: 'Кухня кафе: очередь заказов', en: 'Cafe kitchen: order queue' },
  operator_view: { section: 'other', ru: 'Поддержка', en: 'Support' },
  trash_view: { section: 'other', ru: 'Корзина', en: 'Trash' },
  trash_purge: { section: 'other', ru: 'Очистка корзины', en: 'Purge trash' },
  news_edit: { section: 'other', ru: 'Редактирование новостей', en: 'Edit news' },
  projects_edit: { section: 'other', ru: 'Редактирование проектов', en: 'Edit projects' },
  // administration
  users_access: { section: 'admin', ru: 'Пользователи', en: 'Users' },
  users_groups_access: { section: 'admin', ru: 'Группы пользователей', en: 'User groups' },
  users_roles_access: { section: 'admin', ru: 'Роли', en: 'Roles' },
} as const satisfies Record<string, PermitInfo>;

export type Permit = keyof typeof PERMITS;

export const PERMIT_NAMES = Object.keys(PERMITS) as Permit[];

export function isPermit(name: string): name is Permit {
  return Object.hasOwn(PERMITS, name);
}

/** Any one of several permits (a section each of several rights opens, e.g. the invoices' lists). */
export type AnyPermit = readonly [Permit, ...Permit[]];

/** A route's access: a permit, any one of several, any signed-in user (`session`) or anyone (`public`). */
export type RouteAccess = Permit | AnyPermit | 'session' | 'public';

/** Whether a value is a route access this product knows (a permit name, a list of them, `session`, `public`). */
export function isRouteAccess(access: unknown): access is RouteAccess {
  if (access === 'public' || access === 'session') return true;
  if (Array.isArray(access)) return access.length > 0 && access.every((p) => typeof p === 'string' && isPermit(p));
  return typeof access === 'string' && isPermit(access);
}
