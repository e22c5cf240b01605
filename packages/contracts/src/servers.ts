import { defineRegistry } from './registry/definition.ts';

/** What a server is for (issue 12 "Servers"). */
export const SERVER_ROLES = [
  { value: 'web', ru: 'Веб-сервер', en: 'Web server', color: 'blue' },
  { value: 'database', ru: 'Сервер баз данных', en: 'Database server', color: 'purple' },
  { value: 'onec', ru: 'Сервер 1С', en: '1C server', color: 'gold' },
  { value: 'file', ru: 'Файловый сервер', en: 'File server', color: 'cyan' },
  { value: 'mail', ru: 'Почтовый сервер', en: 'Mail server', color: 'geekblue' },
  { value: 'domain', ru: 'Контроллер домена', en: 'Domain controller', color: 'magenta' },
  { value: 'backup', ru: 'Резервное копирование', en: 'Backup', color: 'lime' },
  { value: 'virtualization', ru: 'Виртуализация', en: 'Virtualization', color: 'volcano' },
  { value: 'monitoring', ru: 'Мониторинг', en: 'Monitoring', color: 'green' },
  { value: 'network', ru: 'Сетевое оборудование', en: 'Network equipment', color: 'orange' },
  { value: 'other', ru: 'Другое', en: 'Other', color: 'default' },
] as const;

export const SERVER_ENVIRONMENTS = [
  { value: 'production', ru: 'Продуктив', en: 'Production', color: 'red' },
  { value: 'staging', ru: 'Предпродуктив', en: 'Staging', color: 'orange' },
  { value: 'test', ru: 'Тестовая', en: 'Test', color: 'blue' },
  { value: 'development', ru: 'Разработка', en: 'Development', color: 'default' },
] as const;

/** Operating state: working, under maintenance, switched off. */
export const SERVER_STATES = [
  { value: 'working', ru: 'Работает', en: 'Working', color: 'green' },
  { value: 'maintenance', ru: 'На обслуживании', en: 'Under maintenance', color: 'orange' },
  { value: 'off', ru: 'Выключен', en: 'Switched off', color: 'red' },
] as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+$/i;

/** An IPv4 address in dotted form, or an IPv6 address (hex groups with colons, `::` at most once). */
export function isIpAddress(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (!IPV6.test(value) || !value.includes(':') || value.split('::').length > 2) return false;
  const groups = value.split(':').filter((g) => g !== '');
  return groups.every((g) => g.length <= 4) && (value.includes('::') ? groups.length < 8 : groups.length === 8);
}

/**
 * Servers and services of the company: spec 1 §2 `/servers [servers_view]` with `{id}`
 * (issue 12). `servers_view` lists, opens, creates, edits and deletes them; the credentials
 * (login, password, notes) are secret fields of the separate right `servers_credentials`
 * (admins by default): absent from the list, the export, the search, the look-up and the
 * events, answered by the card and accepted in a create or patch only with that right, and
 * recorded in history as "changed" without the value. The look-up needs `servers_view` too.
 * Rule of its own: the IP address is a valid IPv4 or IPv6 address.
 */
export const serversRegistry = defineRegistry({
  name: 'servers',
  label: { ru: 'Серверы', en: 'Servers' },
  permits: { view: 'servers_view', create: 'servers_view', edit: 'servers_view', delete: 'servers_view' },
  lookup: 'servers_view',
  title: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  chat: true,
  groups: [
    { label: { ru: 'Ответственные', en: 'People' }, fields: ['owner_id', 'responsible_id'] },
    { label: { ru: 'Учётные данные', en: 'Credentials' }, fields: ['login', 'password', 'credentials_notes'] },
  ],
  fields: [
    { name: 'name', kind: 'text', label: { ru: 'Название', en: 'Name' }, required: true, list: true, sort: true, search: 'A' },
    { name: 'host', kind: 'text', label: { ru: 'Имя хоста', en: 'Host name' }, list: true, sort: true, filter: true, search: 'A' },
    { name: 'ip', kind: 'text', max: 45, label: { ru: 'IP-адрес', en: 'IP address' }, list: true, sort: true, filter: true, search: 'A' },
    {
      name: 'role',
      kind: 'enum',
      label: { ru: 'Назначение', en: 'Role' },
      options: SERVER_ROLES,
      default: 'other',
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'environment',
      kind: 'enum',
      label: { ru: 'Среда', en: 'Environment' },
      options: SERVER_ENVIRONMENTS,
      default: 'production',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'os', kind: 'text', label: { ru: 'Операционная система', en: 'Operating system' }, list: true, filter: true, search: 'B' },
    {
      name: 'state',
      kind: 'enum',
      label: { ru: 'Состояние', en: 'State' },
      options: SERVER_STATES,
      default: 'working',
      required: true,
      list: true,
      filter: true,
    },
    { name: 'owner_id', kind: 'user', label: { ru: 'Владелец', en: 'Owner' }, list: true, filter: true },
    { name: 'responsible_id', kind: 'user', label: { ru: 'Ответственный', en: 'Responsible' }, list: true, filter: true },
    { name: 'description', kind: 'longText', label: { ru: 'Описание', en: 'Description' }, search: 'C' },
    { name: 'login', kind: 'text', label: { ru: 'Логин', en: 'Login' }, secret: 'servers_credentials' },
    { name: 'password', kind: 'text', label: { ru: 'Пароль', en: 'Password' }, secret: 'servers_credentials' },
    {
      name: 'credentials_notes',
      kind: 'longText',
      label: { ru: 'Примечания к доступу', en: 'Access notes' },
      secret: 'servers_credentials',
    },
    { name: 'tags', kind: 'tags', label: { ru: 'Теги', en: 'Tags' }, list: true, filter: true },
    { name: 'documents', kind: 'files', label: { ru: 'Документы', en: 'Documents' } },
  ],
  check: (values): Record<string, string[]> => {
    const ip = values.ip;
    return typeof ip === 'string' && ip !== '' && !isIpAddress(ip) ? { ip: ['ip.invalid'] } : {};
  },
});
