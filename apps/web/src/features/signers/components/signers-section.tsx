import { useTranslation } from 'react-i18next';
import { RegistrySectionSwitch } from '../../registry/index.ts';
import '../texts.ts';

/** The user's own signers, signer groups and signer types: three views of one section, switched above. */
export function SignersSection() {
  const { t } = useTranslation();
  return (
    <RegistrySectionSwitch
      views={[
        { path: '/signers', label: t('signers.sectionMine') },
        { path: '/signers/group', label: t('signers.sectionGroups') },
        { path: '/signers/types', label: t('signers.sectionTypes') },
      ]}
    />
  );
}
