import { FILE_REGISTRY_PATH } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { RegistrySectionSwitch } from '../../../registry/index.ts';
import '../texts.ts';

/** The file registry: the originals, the cases and the divisions as views of one section, switched above the list and the card. */
export function FileRegistrySection() {
  const { t } = useTranslation();
  return (
    <RegistrySectionSwitch
      views={[
        { path: FILE_REGISTRY_PATH, label: t('contractFiles.sectionOriginals') },
        { path: `${FILE_REGISTRY_PATH}/cases`, label: t('contractFiles.sectionCases') },
        { path: `${FILE_REGISTRY_PATH}/divisions`, label: t('contractFiles.sectionDivisions') },
      ]}
    />
  );
}
