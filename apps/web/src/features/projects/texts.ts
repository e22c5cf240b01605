import { registerResources } from '../../shared/i18n/index.ts';

/** Texts of the projects' own tabs (`projects.*`); the screens' texts are the registry engine's. */
registerResources(
  'projects',
  {
    members: 'Участники проекта',
    membersPlaceholder: 'Выберите сотрудников',
    noMembers: 'Участников пока нет',
    saved: 'Участники сохранены',
    noApplications: 'Заявок по проекту пока нет',
    noneFound: 'Заявок по этим условиям нет',
    status: 'Статус',
    allStatuses: 'Все статусы',
    search: 'Номер или название',
    total: 'Всего: {{total}}',
    more: 'Показать ещё',
    col: { id: '№', name: 'Название', status: 'Статус', dateAdd: 'Создана', dateWant: 'Нужна к', author: 'Автор' },
    noContracts: 'Договоров по проекту пока нет',
    contractsFailed: 'Не удалось загрузить договоры проекта',
    contracts: { number: 'Номер', date: 'Дата', subject: 'Предмет', sum: 'Сумма', contractor: 'Контрагент', expiry: 'Срок действия' },
    later: {
      documents: 'Документы проекта появятся здесь, когда заработает раздел «Документы».',
    },
  },
  {
    members: 'Project members',
    membersPlaceholder: 'Choose employees',
    noMembers: 'No members yet',
    saved: 'Members saved',
    noApplications: 'No applications for the project yet',
    noneFound: 'No applications match',
    status: 'Status',
    allStatuses: 'All statuses',
    search: 'Number or name',
    total: 'Total: {{total}}',
    more: 'Show more',
    col: { id: 'No.', name: 'Name', status: 'Status', dateAdd: 'Created', dateWant: 'Needed by', author: 'Author' },
    noContracts: 'No contracts for the project yet',
    contractsFailed: 'Could not load the project’s contracts',
    contracts: { number: 'Number', date: 'Date', subject: 'Subject', sum: 'Sum', contractor: 'Contractor', expiry: 'Expiry' },
    later: {
      documents: 'The project’s documents will appear here once the Documents section works.',
    },
  },
);
