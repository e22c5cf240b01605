import { useTranslation } from 'react-i18next';
import { RegistrySectionSwitch } from '../../registry/index.ts';
import './texts.ts';

/** `/tech`: equipment and handover acts, switched above them (spec 1 §2). */
export function TechSection() {
  const { t } = useTranslation();
  return (
    <RegistrySectionSwitch
      views={[
        { path: '/tech/equipment', label: t('equipmentActs.section.equipment') },
        { path: '/tech/acts', label: t('equipmentActs.section.acts') },
      ]}
    />
  );
}
