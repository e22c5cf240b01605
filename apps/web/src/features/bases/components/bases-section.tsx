import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import '../texts.ts';

/** Bases and their types: two views of one section, switched above the list and the card. */
export function BasesSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const value = pathname.startsWith('/bases/types') ? '/bases/types' : '/bases';
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={value}
        onChange={(v) => navigate(String(v))}
        options={[
          { value: '/bases', label: t('bases.sectionBases') },
          { value: '/bases/types', label: t('bases.sectionTypes') },
        ]}
      />
      <Outlet />
    </>
  );
}
