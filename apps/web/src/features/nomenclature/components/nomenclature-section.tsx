import { useTranslation } from 'react-i18next';
import { RegistrySectionSwitch } from '../../registry/index.ts';
import '../texts.ts';

/** Items and their groups: two views of one section, switched above the list and the card. */
export function NomenclatureSection() {
  const { t } = useTranslation();
  return (
    <RegistrySectionSwitch
      views={[
        { path: '/nomenclature', label: t('nomenclature.items') },
        { path: '/nomenclature/groups', label: t('nomenclature.groups') },
      ]}
    />
  );
}
