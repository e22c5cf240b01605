import { useTranslation } from 'react-i18next';
import { RegistrySectionSwitch } from '../../registry/index.ts';
import '../texts.ts';

/** Bases and their types: two views of one section, switched above the list and the card. */
export function BasesSection() {
  const { t } = useTranslation();
  return (
    <RegistrySectionSwitch
      views={[
        { path: '/bases', label: t('bases.sectionBases') },
        { path: '/bases/types', label: t('bases.sectionTypes') },
      ]}
    />
  );
}
