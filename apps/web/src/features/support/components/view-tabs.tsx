import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { SUPPORT_OPERATOR_PERMIT, SUPPORT_VIEWS, type SupportView } from '@app/contracts';
import { Button, Space, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { can, useMe } from '../../session/index.ts';
import '../texts.ts';

/**
 * Above the list: «Новое обращение» for everyone; operators get the tabs Очередь / Мои в работе /
 * Все / Мои обращения (`?view=`, the queue by default) and the SLA settings.
 */
export function SupportViewTabs() {
  const { t } = useTranslation();
  const me = useMe();
  const operator = can(me, SUPPORT_OPERATOR_PERMIT);
  const [search, setSearch] = useSearchParams();
  const view = search.get('view') as SupportView | null;
  useEffect(() => {
    if (operator && !view)
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('view', 'queue');
          return next;
        },
        { replace: true },
      );
  }, [operator, view, setSearch]);
  const open = (key: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('view', key);
      next.delete('cursor');
      return next;
    });
  return (
    <div style={{ marginBottom: 8 }}>
      <Space wrap style={{ marginBottom: operator ? 0 : 8 }}>
        <Link to="/support/add">
          <Button type="primary" icon={<PlusOutlined />}>
            {t('support.newRequest')}
          </Button>
        </Link>
        {operator && (
          <Link to="/support/settings">
            <Button icon={<SettingOutlined />}>{t('support.settings')}</Button>
          </Link>
        )}
      </Space>
      {operator && (
        <Tabs activeKey={view ?? 'queue'} onChange={open} items={SUPPORT_VIEWS.map((key) => ({ key, label: t(`support.views.${key}`) }))} />
      )}
    </div>
  );
}
