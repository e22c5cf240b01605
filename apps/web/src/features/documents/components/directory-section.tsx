import { useTranslation } from 'react-i18next';
import { RegistrySectionSwitch } from '../../registry/index.ts';

/** `/documents/directory`: the categories and types of documents, switched above the list. */
export function DirectorySection() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (
    <RegistrySectionSwitch
      views={[
        { path: '/documents/directory/categories', label: en ? 'Categories' : 'Категории' },
        { path: '/documents/directory/types', label: en ? 'Types' : 'Типы' },
      ]}
    />
  );
}
