import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import '../texts.ts';

/** Items and their groups: two views of one section, switched above the list and the card. */
export function NomenclatureSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const value = pathname.startsWith('/nomenclature/groups') ? '/nomenclature/groups' : '/nomenclature';
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={value}
        onChange={(v) => navigate(String(v))}
        options={[
          { value: '/nomenclature', label: t('nomenclature.items') },
          { value: '/nomenclature/groups', label: t('nomenclature.groups') },
        ]}
      />
      <Outlet />
    </>
  );
}
