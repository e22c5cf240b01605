import { registerResources } from '../../../shared/i18n/index.ts';

/** Texts of the invoices' history page (`invoices.history.*`), the paid list and the pages' menu (`invoices.pages.*`). */
registerResources(
  'invoices',
  {
    history: {
      title: 'История изменений счетов',
      empty: 'Изменений пока нет',
      date: 'Когда',
      who: 'Кто',
      invoice: 'Счёт',
      field: 'Поле',
      old: 'Было',
      new: 'Стало',
      more: 'Показать ещё',
      invoiceOf: 'Счёт №{{number}}',
      payment: 'Платёж',
    },
    paidTitle: 'Оплаченные счета',
    pages: {
      title: 'Разделы',
      paid: 'Оплаченные',
      history: 'История',
      awaiting: 'Ждут моей подписи',
      procuratories: 'Доверенности',
      leftovers: 'Остатки',
      extracts: 'Выписки',
      banks: 'Банки',
    },
  },
  {
    history: {
      title: 'History of invoice changes',
      empty: 'No changes yet',
      date: 'When',
      who: 'Who',
      invoice: 'Invoice',
      field: 'Field',
      old: 'Before',
      new: 'After',
      more: 'Show more',
      invoiceOf: 'Invoice #{{number}}',
      payment: 'Payment',
    },
    paidTitle: 'Paid invoices',
    pages: {
      title: 'Pages',
      paid: 'Paid',
      history: 'History',
      awaiting: 'Awaiting my signature',
      procuratories: 'Powers of attorney',
      leftovers: 'Leftovers',
      extracts: 'Extracts',
      banks: 'Banks',
    },
  },
);
