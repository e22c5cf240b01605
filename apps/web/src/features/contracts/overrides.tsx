import { toast } from '../../shared/toast/index.ts';
import type { RegistryOverrides } from '../registry/index.ts';
import { fetchContract, fetchTemplate } from './api/contracts-api.ts';
import { ActsTab } from './components/acts-tab.tsx';
import { AgreementsTab } from './components/agreements-tab.tsx';
import { CreateFromMenu } from './components/create-from-menu.tsx';
import { DocumentTypesCell } from './components/document-types-cell.tsx';
import { DocumentsTab } from './components/documents-tab.tsx';
import { EquipmentTab } from './components/equipment-tab.tsx';
import { InvoicesTab } from './components/invoices-tab.tsx';
import { SignersTab } from './components/signers-tab.tsx';
import { TerminateButton } from './components/terminate-button.tsx';
import { WorksTab } from './components/works-tab.tsx';
import { problemOf } from './model/problem.ts';
import { withTemplateLabels } from './model/template-labels.ts';

/**
 * `/contracts/add?contractId=N&as=agreement|copy`: the template of an additional agreement (the
 * default) or of a copy of contract N (`GET documents/contracts/:id/template`), its selects
 * labelled from contract N itself (the template carries bare ids).
 */
export async function contractPrefill(search: URLSearchParams): Promise<Record<string, unknown> | undefined> {
  const id = Number(search.get('contractId'));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  try {
    const [template, source] = await Promise.all([
      fetchTemplate(id, search.get('as') === 'copy' ? 'copy' : 'agreement'),
      // Without the labels the form still works (the selects show ids until opened).
      fetchContract(id).catch(() => undefined),
    ]);
    return withTemplateLabels(template, source);
  } catch (error) {
    // The contract is gone or not the user's to copy: say so, and offer the empty form.
    toast(1, problemOf(error));
    return undefined;
  }
}

/**
 * The contract card's own tabs and actions, for the list (`main`) or the lawyers' registry
 * (`registry`: its documents tab asks `registry=1`). Loaded with the pages.
 */
export function contractsOverrides(view: 'main' | 'registry'): RegistryOverrides {
  const registry = view === 'registry';
  const base = registry ? '/contracts/registry' : '/contracts';
  return {
    listQuery: registry ? { registry: '1' } : undefined,
    // The lawyers' registry lists each contract's document types (those its reader may see there).
    columns: registry
      ? [
          {
            key: 'documents',
            title: { ru: 'Документы', en: 'Documents' },
            after: 'subject',
            render: (row) => <DocumentTypesCell id={row.id} registry />,
          },
        ]
      : undefined,
    prefill: contractPrefill,
    actions: [
      { key: 'createFrom', render: (context) => <CreateFromMenu {...context} /> },
      { key: 'terminate', render: (context) => <TerminateButton {...context} /> },
    ],
    cardTabs: [
      { key: 'works', label: { ru: 'Работы и услуги', en: 'Works and services' }, render: (context) => <WorksTab {...context} /> },
      { key: 'acts', label: { ru: 'Акты', en: 'Acts' }, render: (context) => <ActsTab {...context} /> },
      { key: 'signers', label: { ru: 'Подписанты', en: 'Signers' }, render: (context) => <SignersTab {...context} /> },
      { key: 'equipment', label: { ru: 'Техника', en: 'Equipment' }, render: (context) => <EquipmentTab {...context} /> },
      { key: 'invoices', label: { ru: 'Счета', en: 'Invoices' }, render: (context) => <InvoicesTab {...context} /> },
      {
        key: 'documents',
        label: { ru: 'Документы', en: 'Documents' },
        render: (context) => <DocumentsTab {...context} registry={registry} />,
      },
      {
        key: 'agreements',
        label: { ru: 'Доп. соглашения', en: 'Agreements' },
        render: (context) => <AgreementsTab {...context} base={base} />,
      },
    ],
    historyFields: CONTRACT_HISTORY_FIELDS,
  };
}

/** Labels of the history rows the contract's parts write (works, acts, signers, equipment, documents). */
const CONTRACT_HISTORY_FIELDS = {
  works: { ru: 'Работы и услуги', en: 'Works and services' },
  acts: { ru: 'Акты', en: 'Acts' },
  act_signed: { ru: 'Акт подписан', en: 'Act signed' },
  signers: { ru: 'Подписанты', en: 'Signers' },
  signature: { ru: 'Подпись', en: 'Signature' },
  equipment: { ru: 'Техника', en: 'Equipment' },
  document: { ru: 'Документ', en: 'Document' },
} as const;
