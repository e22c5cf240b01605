import { registerResources } from '../../shared/i18n/index.ts';

/** Texts of the partners' own parts (`partners.*`); the screens' texts are the registry engine's. */
registerResources(
  'partners',
  {
    invoiceTab: 'Реквизиты для счёта',
    invoiceEmpty: 'Реквизиты не заполнены',
    copy: 'Скопировать реквизиты',
    lines: {
      name: 'Наименование',
      innKpp: 'ИНН / КПП',
      inn: 'ИНН',
      ogrn: 'ОГРН',
      bank: 'Банк',
      bik: 'БИК',
      account: 'Р/с',
      corrAccount: 'К/с',
      address: 'Адрес',
    },
  },
  {
    invoiceTab: 'Invoice details',
    invoiceEmpty: 'No details filled in',
    copy: 'Copy the details',
    lines: {
      name: 'Name',
      innKpp: 'INN / KPP',
      inn: 'INN',
      ogrn: 'OGRN',
      bank: 'Bank',
      bik: 'BIK',
      account: 'Account',
      corrAccount: 'Corr. account',
      address: 'Address',
    },
  },
);
