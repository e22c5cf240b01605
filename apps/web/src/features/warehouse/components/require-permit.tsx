import type { Permit } from '@app/contracts';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../../session/index.ts';
import '../texts.ts';

/** A page of the warehouse that needs a right the section itself does not (the server checks again). */
export function RequirePermit({ permit, children }: { permit: Permit; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!can(me, permit)) return <Result status="403" title="403" subTitle={t('warehouse.noAccess')} />;
  return <>{children}</>;
}
