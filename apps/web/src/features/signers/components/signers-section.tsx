import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import '../texts.ts';

const VIEWS = ['/signers/group', '/signers/types'] as const;

/** The user's own signers, signer groups and signer types: three views of one section, switched above. */
export function SignersSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const value = VIEWS.find((v) => pathname === v || pathname.startsWith(`${v}/`)) ?? '/signers';
  return (
    <>
      <Segmented
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        value={value}
        onChange={(v) => navigate(String(v))}
        options={[
          { value: '/signers', label: t('signers.sectionMine') },
          { value: '/signers/group', label: t('signers.sectionGroups') },
          { value: '/signers/types', label: t('signers.sectionTypes') },
        ]}
      />
      <Outlet />
    </>
  );
}
