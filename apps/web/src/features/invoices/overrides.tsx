import type { InvoiceListName } from '@app/contracts';
import { Space } from 'antd';
import type { RegistryOverrides } from '../registry/index.ts';
import { ApprovalTab } from './approval/approval-tab.tsx';
import { FilesTab } from './components/files-tab.tsx';
import { InvoiceBadgeTags } from './components/invoice-badges.tsx';
import { InvoiceListSwitcher } from './components/list-switcher.tsx';
import { InvoicePagesMenu } from './components/pages-nav.tsx';
import { PositionsTab } from './components/positions-tab.tsx';
import { InvoiceStateFilterSelect } from './components/state-filter.tsx';
import { PaymentsTab } from './payments/payments-tab.tsx';

/** The card's own tabs and history labels, the same in every list. */
const cardParts: Pick<RegistryOverrides, 'cardTabs' | 'historyFields' | 'actions'> = {
  actions: [{ key: 'badges', render: ({ record }) => <InvoiceBadgeTags id={record.id} urgent={record.urgent === 1} /> }],
  cardTabs: [
    { key: 'positions', label: { ru: 'Позиции', en: 'Positions' }, render: ({ record }) => <PositionsTab invoiceId={record.id} /> },
    {
      key: 'files',
      label: { ru: 'Файлы счёта', en: 'Invoice files' },
      render: ({ record, canEdit }) => <FilesTab invoiceId={record.id} canEdit={canEdit} />,
    },
    { key: 'payments', label: { ru: 'Платежи', en: 'Payments' }, render: ({ record }) => <PaymentsTab invoiceId={record.id} /> },
    { key: 'approval', label: { ru: 'Согласование', en: 'Approval' }, render: ({ record }) => <ApprovalTab invoiceId={record.id} /> },
  ],
  historyFields: { files: { ru: 'Файлы', en: 'Files' }, main_file: { ru: 'Основной файл', en: 'Main file' } },
};

const badgesColumn: RegistryOverrides['columns'] = [
  { key: 'badges', title: '', after: 'number', render: (row) => <InvoiceBadgeTags id={row.id} urgent={row.urgent === 1} /> },
];

/** `/invoices/paid`: the paid invoices of every list the user may see (the card's tabs as in the lists). */
export function paidListOverrides(): RegistryOverrides {
  return { listQuery: { state_filter: 'paid' }, columns: badgesColumn, ...cardParts };
}

/** One list's parts: its `list=` query, the lists' switcher and the card's own tabs. Loaded with the pages. */
export function invoiceListOverrides(name: InvoiceListName): RegistryOverrides {
  return {
    listQuery: (params): Record<string, string> => {
      const state = params.get('state_filter');
      return state ? { list: name, state_filter: state } : { list: name };
    },
    listHeader: () => (
      <Space wrap style={{ marginBottom: 12 }} align="start">
        <InvoiceListSwitcher current={name} />
        <InvoiceStateFilterSelect />
        <InvoicePagesMenu />
      </Space>
    ),
    columns: badgesColumn,
    ...cardParts,
  };
}
