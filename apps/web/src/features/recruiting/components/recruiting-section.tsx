import { useTranslation } from 'react-i18next';
import { RegistrySectionSwitch } from '../../registry/index.ts';
import '../texts.ts';

/** The section's three views under one switch: the kanban (with the candidate cards), vacancies, statistics. */
export function RecruitingSection() {
  const { t } = useTranslation();
  return (
    <RegistrySectionSwitch
      views={[
        { path: '/humanresources/kanban', label: t('recruiting.section.kanban') },
        { path: '/humanresources/vacancies', label: t('recruiting.section.vacancies') },
        { path: '/humanresources/statistics', label: t('recruiting.section.statistics') },
      ]}
    />
  );
}
