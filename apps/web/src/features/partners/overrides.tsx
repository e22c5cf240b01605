import type { RegistryOverrides } from '../registry/index.ts';
import { InvoiceDetails } from './components/invoice-details.tsx';

/** The partners' own parts on the engine's card: the «Реквизиты для счёта» tab. Loaded with the pages. */
export const partnersOverrides: RegistryOverrides = {
  cardTabs: [
    {
      key: 'invoice',
      label: { ru: 'Реквизиты для счёта', en: 'Invoice details' },
      render: ({ record }) => <InvoiceDetails record={record} />,
    },
  ],
};
