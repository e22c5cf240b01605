import { Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { ExpenditureTreeView } from './expenditure-tree.tsx';
import '../texts.ts';

/**
 * `/directory/expenditure`: the list (the registry engine's page) or, with `?view=tree` in the
 * URL, the items as a tree; the «Список | Дерево» switch sits above the list only (cards and
 * the form render as usual).
 */
export function ExpenditureSection() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  if (!/^\/directory\/expenditure\/?$/.test(pathname)) return <Outlet />;
  const view = params.get('view') === 'tree' ? 'tree' : 'list';
  const choose = (next: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'tree') copy.set('view', 'tree');
      else copy.delete('view');
      return copy;
    });
  const toggle = (
    <Segmented
      aria-label={t('directory.view')}
      style={{ marginBottom: 12 }}
      value={view}
      onChange={(v) => choose(String(v))}
      options={[
        { value: 'list', label: t('directory.list') },
        { value: 'tree', label: t('directory.tree') },
      ]}
    />
  );
  return view === 'tree' ? (
    <>
      {toggle}
      <Card>
        <ExpenditureTreeView />
      </Card>
    </>
  ) : (
    <>
      {toggle}
      <Outlet />
    </>
  );
}
