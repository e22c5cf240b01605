import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

/** Bases and their types: two views of one section, switched above the list and the card. */
export function BasesSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const value = pathname.startsWith('/bases/types') ? '/bases/types' : '/bases';
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={value}
        onChange={(v) => navigate(String(v))}
        options={[
          { value: '/bases', label: lang === 'en' ? 'Bases' : 'Базы' },
          { value: '/bases/types', label: lang === 'en' ? 'Base types' : 'Типы баз' },
        ]}
      />
      <Outlet />
    </>
  );
}
