import type { RegistryOverrides } from '../registry/index.ts';
import { RequestActions } from './components/request-actions.tsx';
import { SlaTimer } from './components/sla-timer.tsx';
import { SupportViewTabs } from './components/view-tabs.tsx';

/**
 * The support desk's parts on the registry engine: the views' tabs above the list (`view=` goes to
 * the server), the SLA timer column, and the card's buttons (take, status, ticket).
 */
export const supportOverrides: RegistryOverrides = {
  listQuery: (params): Record<string, string> => {
    const view = params.get('view');
    return view ? { view } : {};
  },
  listHeader: () => <SupportViewTabs />,
  columns: [{ key: 'sla', title: { ru: 'SLA', en: 'SLA' }, after: 'state', render: (row) => <SlaTimer row={row} /> }],
  actions: [{ key: 'work', render: ({ record }) => <RequestActions record={record} /> }],
};
