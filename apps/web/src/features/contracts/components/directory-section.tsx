import { useTranslation } from 'react-i18next';
import { RegistrySectionSwitch } from '../../registry/index.ts';
import '../texts.ts';

/** `/contracts/directory`: contract types, profit types and the statuses, switched above the list. */
export function DirectorySection() {
  const { t } = useTranslation();
  return (
    <RegistrySectionSwitch
      views={[
        { path: '/contracts/directory', label: t('contracts.directory.types') },
        { path: '/contracts/directory/profit', label: t('contracts.directory.profit') },
        { path: '/contracts/directory/statuses', label: t('contracts.directory.statuses') },
      ]}
    />
  );
}
