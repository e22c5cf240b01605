import { CONTRACT_STATES, contractsRegistry } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import type { CardContext, RegistryRow } from '../../registry/index.ts';
import { type Lang, optionTag, ProjectRecordsTab } from './project-records-tab.tsx';

const contractColumns = (t: TFunction) => (lang: Lang) => [
  {
    key: 'number',
    title: t('projects.contracts.number'),
    render: (_: unknown, r: RegistryRow) => <Link to={`/contracts/${r.id}`}>{String(r.number ?? `№${r.id}`)}</Link>,
  },
  {
    key: 'date',
    title: t('projects.contracts.date'),
    width: 110,
    render: (_: unknown, r: RegistryRow) => formatDate(r.date as string | null),
  },
  { key: 'subject', title: t('projects.contracts.subject'), render: (_: unknown, r: RegistryRow) => String(r.subject ?? '') },
  { key: 'state', title: t('projects.col.status'), render: (_: unknown, r: RegistryRow) => optionTag(CONTRACT_STATES, r.state, lang) },
  {
    key: 'sum',
    title: t('projects.contracts.sum'),
    align: 'right' as const,
    render: (_: unknown, r: RegistryRow) => formatMoney(r.sum as string | null),
  },
  {
    key: 'contractor',
    title: t('projects.contracts.contractor'),
    responsive: ['md' as const],
    render: (_: unknown, r: RegistryRow) => String(r.contractor_id_name ?? ''),
  },
  {
    key: 'expiry',
    title: t('projects.contracts.expiry'),
    responsive: ['lg' as const],
    render: (_: unknown, r: RegistryRow) => formatDate(r.expiry_date as string | null),
  },
];

/** The project card's «Договоры» tab: the contracts linked to the project, each opening its card (`/contracts/:id`). */
export function ContractsTab({ record }: CardContext) {
  const { t } = useTranslation();
  return (
    <ProjectRecordsTab
      registry={contractsRegistry}
      projectId={record.id}
      columns={contractColumns(t)}
      failedKey="projects.contractsFailed"
      emptyKey="projects.noContracts"
      testId="project-contracts"
    />
  );
}
