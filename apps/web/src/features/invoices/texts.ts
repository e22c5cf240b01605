import { registerResources } from '../../shared/i18n/index.ts';

/** Texts of the invoices' own parts (`invoices.*`); the list, card and form are the registry engine's. */
registerResources(
  'invoices',
  {
    lists: 'Списки счетов',
    stateFilter: 'Статус счёта',
    urgentBadge: 'Срочный',
    urgent: 'срочных: {{count}}',
    positions: { empty: 'Счёт не связан с позициями заявок', name: 'Позиция', quantity: 'Количество', cost: 'Цена', pack: 'Заявка' },
    files: {
      empty: 'Файлов пока нет',
      upload: 'Загрузить файлы',
      main: 'Основной',
      makeMain: 'Сделать основным',
      remove: 'Удалить',
      removeConfirm: 'Удалить файл «{{name}}»?',
      uploaded: 'Файлы загружены',
      removed: 'Файл удалён',
    },
  },
  {
    lists: 'Invoice lists',
    stateFilter: 'Invoice status',
    urgentBadge: 'Urgent',
    urgent: 'urgent: {{count}}',
    positions: {
      empty: 'The invoice has no application positions',
      name: 'Position',
      quantity: 'Quantity',
      cost: 'Price',
      pack: 'Application',
    },
    files: {
      empty: 'No files yet',
      upload: 'Upload files',
      main: 'Main',
      makeMain: 'Make main',
      remove: 'Delete',
      removeConfirm: 'Delete the file “{{name}}”?',
      uploaded: 'Files uploaded',
      removed: 'File deleted',
    },
  },
);
