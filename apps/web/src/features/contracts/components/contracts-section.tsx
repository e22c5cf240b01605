import { hasPermit, type Permit } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { RegistrySectionSwitch, type SectionView } from '../../registry/index.ts';
import { useSession } from '../../session/index.ts';
import '../texts.ts';

const VIEWS: readonly { path: string; label: string; permit?: Permit }[] = [
  { path: '/contracts', label: 'contracts.section.list' },
  { path: '/contracts/registry', label: 'contracts.section.registry', permit: 'contracts_register_view' },
  { path: '/contracts/directory', label: 'contracts.section.directory' },
  { path: '/contracts/fileregistry', label: 'contracts.section.fileregistry', permit: 'contracts_nomenclature_view' },
];

/** The section's views (list, lawyers' registry, directories, file registry) the user may open, switched above them. */
export function ContractsSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const views: SectionView[] = VIEWS.filter((v) => !v.permit || (user && hasPermit(user, v.permit))).map((v) => ({
    path: v.path,
    label: t(v.label),
  }));
  return <RegistrySectionSwitch views={views} />;
}
