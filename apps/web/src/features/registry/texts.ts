import { registerResources } from '../../shared/i18n/index.ts';

/**
 * Texts of the registry screens (`registry.*`), and the validation message keys of the
 * contracts' registry schemas (`packages/contracts/src/registry/schemas.ts`): the form checks
 * with the same schemas as the server, so it shows the same messages (the server's own
 * translations are in apps/server/src/shared/i18n.ts).
 */
registerResources(
  'registry',
  {
    add: 'Добавить',
    export: 'Excel',
    columns: 'Столбцы',
    total: 'Всего: {{total}}',
    searchPlaceholder: 'Поиск: {{fields}}…',
    resetFilters: 'Сбросить фильтры',
    from: 'от',
    to: 'до',
    any: 'Все',
    emptyTitle: 'Записей пока нет',
    emptyFiltered: 'По этим условиям ничего не найдено',
    notFound: 'Запись не найдена или удалена',
    toList: 'К списку',
    deletedBadge: 'В корзине',
    new: 'Новое',
    deleteConfirm: 'Удалить запись «{{title}}»?',
    deleteHint: 'Запись попадёт в корзину, её можно будет восстановить.',
    deleted: 'Запись перемещена в корзину',
    restore: 'Восстановить',
    restored: 'Запись восстановлена',
    created: 'Запись создана',
    saved: 'Изменения сохранены',
    stale: 'Запись изменил другой пользователь. Загружена актуальная версия — внесите изменения ещё раз.',
    newTitle: 'Новая запись',
    main: 'Основное',
    author: 'Создал',
    dateAdd: 'Дата создания',
    dateEdit: 'Дата изменения',
    tabs: { fields: 'Карточка', chat: 'Чат', files: 'Файлы и ссылки', history: 'История' },
    tags: 'Теги',
    links: 'Ссылки',
  },
  {
    add: 'Add',
    export: 'Excel',
    columns: 'Columns',
    total: 'Total: {{total}}',
    searchPlaceholder: 'Search: {{fields}}…',
    resetFilters: 'Reset filters',
    from: 'from',
    to: 'to',
    any: 'All',
    emptyTitle: 'No records yet',
    emptyFiltered: 'Nothing matches these filters',
    notFound: 'The record does not exist or was deleted',
    toList: 'Back to the list',
    deletedBadge: 'In the trash',
    new: 'New',
    deleteConfirm: 'Delete «{{title}}»?',
    deleteHint: 'The record goes to the trash and can be restored.',
    deleted: 'The record was moved to the trash',
    restore: 'Restore',
    restored: 'The record was restored',
    created: 'The record was created',
    saved: 'Changes saved',
    stale: 'Someone else changed this record. The current version is loaded: make your changes again.',
    newTitle: 'New record',
    main: 'Main',
    author: 'Created by',
    dateAdd: 'Created',
    dateEdit: 'Changed',
    tabs: { fields: 'Card', chat: 'Chat', files: 'Files and links', history: 'History' },
    tags: 'Tags',
    links: 'Links',
  },
);

/** The message keys of the registry schemas, merged into the app's root namespaces (`inn.checksum`). */
const MESSAGES_RU = {
  field: { invalid: 'Неверное значение', tooLong: 'Слишком длинное значение' },
  phone: { invalid: 'Неверный номер телефона' },
  email: { invalid: 'Неверный адрес электронной почты' },
  ip: { invalid: 'Неверный IP-адрес' },
  route: { samePoints: 'Пункт назначения совпадает с пунктом отправления' },
  inn: {
    checksum: 'Неверный ИНН: 10 или 12 цифр с верным контрольным числом',
    organizationLength: 'ИНН организации состоит из 10 цифр',
    personLength: 'ИНН предпринимателя или физического лица состоит из 12 цифр',
  },
  kpp: { invalid: 'Неверный КПП: 9 знаков' },
  ogrn: { checksum: 'Неверный ОГРН: 13 цифр (ОГРНИП — 15) с верным контрольным числом' },
  bik: { invalid: 'Неверный БИК: 9 цифр, начинается с 04' },
  account: { invalid: 'Счёт состоит из 20 цифр', checksum: 'Расчётный счёт не соответствует БИК: не сходится контрольный ключ' },
  corrAccount: { checksum: 'Корреспондентский счёт не соответствует БИК: не сходится контрольный ключ' },
};

const MESSAGES_EN: typeof MESSAGES_RU = {
  field: { invalid: 'Invalid value', tooLong: 'The value is too long' },
  phone: { invalid: 'Invalid phone number' },
  email: { invalid: 'Invalid e-mail address' },
  ip: { invalid: 'Invalid IP address' },
  route: { samePoints: 'The destination is the same as the start' },
  inn: {
    checksum: 'Invalid INN: 10 or 12 digits with a correct check digit',
    organizationLength: 'An organization INN has 10 digits',
    personLength: 'The INN of an entrepreneur or a person has 12 digits',
  },
  kpp: { invalid: 'Invalid KPP: 9 characters' },
  ogrn: { checksum: 'Invalid OGRN: 13 digits (OGRNIP 15) with a correct check digit' },
  bik: { invalid: 'Invalid BIK: 9 digits starting with 04' },
  account: { invalid: 'An account has 20 digits', checksum: 'The settlement account does not match the BIK: the control key is wrong' },
  corrAccount: { checksum: 'The correspondent account does not match the BIK: the control key is wrong' },
};

for (const key of Object.keys(MESSAGES_RU) as (keyof typeof MESSAGES_RU)[]) registerResources(key, MESSAGES_RU[key], MESSAGES_EN[key]);
