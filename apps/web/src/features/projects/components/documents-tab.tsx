import { DOCUMENT_DIRECTIONS, DOCUMENT_STATES, documentsRegistry } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import type { CardContext, RegistryRow } from '../../registry/index.ts';
import { type Lang, optionTag, ProjectRecordsTab } from './project-records-tab.tsx';

const documentColumns = (t: TFunction) => (lang: Lang) => [
  {
    key: 'number',
    title: t('projects.documents.number'),
    render: (_: unknown, r: RegistryRow) => <Link to={`/documents/${r.id}`}>{String(r.number ?? `№${r.id}`)}</Link>,
  },
  {
    key: 'date',
    title: t('projects.documents.date'),
    width: 110,
    render: (_: unknown, r: RegistryRow) => formatDate(r.date as string | null),
  },
  { key: 'subject', title: t('projects.documents.subject'), render: (_: unknown, r: RegistryRow) => String(r.subject ?? '') },
  {
    key: 'inbox',
    title: t('projects.documents.direction'),
    responsive: ['md' as const],
    render: (_: unknown, r: RegistryRow) => optionTag(DOCUMENT_DIRECTIONS, r.inbox, lang),
  },
  { key: 'state', title: t('projects.col.status'), render: (_: unknown, r: RegistryRow) => optionTag(DOCUMENT_STATES, r.state, lang) },
  {
    key: 'organization',
    title: t('projects.documents.organization'),
    responsive: ['lg' as const],
    render: (_: unknown, r: RegistryRow) => String(r.organization_id_name ?? ''),
  },
];

/** The project card's «Документы» tab (spec 1 §2 `/projects` {id}): the documents whose project is this one (`/documents/:id`). */
export function DocumentsTab({ record }: CardContext) {
  const { t } = useTranslation();
  return (
    <ProjectRecordsTab
      registry={documentsRegistry}
      projectId={record.id}
      columns={documentColumns(t)}
      failedKey="projects.documentsFailed"
      emptyKey="projects.noDocuments"
      testId="project-documents"
    />
  );
}
