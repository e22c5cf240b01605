import { BookOutlined, MenuOutlined, StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Grid, Input, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useParams, useSearchParams } from 'react-router';
import { treeQuery } from '../api.ts';
import '../knowledge.css';
import '../texts.ts';
import { SectionTree } from './section-tree.tsx';

/**
 * The knowledge base's frame: the search box and the links to all sections and favourites on top,
 * the sections tree beside the page (from 768 px) or in a drawer (narrower screens).
 */
export function KnowledgeLayout() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const [drawer, setDrawer] = useState(false);
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tree = useQuery(treeQuery());
  const current = Number(params.sectionId ?? params.id) || undefined;
  const treeView = tree.isPending ? (
    <Spin />
  ) : (
    <SectionTree sections={tree.data?.sections ?? []} current={current} onNavigate={() => setDrawer(false)} />
  );
  return (
    <div className="knowledge">
      <div className="knowledge__bar">
        {!wide && <Button icon={<MenuOutlined />} onClick={() => setDrawer(true)} aria-label={t('knowledge.sections')} />}
        <Input.Search
          key={search.get('q') ?? ''}
          className="knowledge__search"
          placeholder={t('knowledge.searchPlaceholder')}
          defaultValue={search.get('q') ?? ''}
          allowClear
          enterButton
          aria-label={t('knowledge.searchPlaceholder')}
          onSearch={(q) => navigate(q.trim() ? `/documentation?q=${encodeURIComponent(q.trim())}` : '/documentation')}
        />
        <Space wrap>
          <Link to="/documentation">
            <BookOutlined /> {t('knowledge.allSections')}
          </Link>
          <Link to="/documentation/favorites">
            <StarOutlined /> {t('knowledge.favorites')}
          </Link>
        </Space>
      </div>
      <div className="knowledge__body">
        {wide && (
          <aside className="knowledge__aside" aria-label={t('knowledge.sections')}>
            {treeView}
          </aside>
        )}
        <main className="knowledge__main">
          <Outlet />
        </main>
      </div>
      {!wide && (
        <Drawer open={drawer} onClose={() => setDrawer(false)} title={t('knowledge.sections')} placement="left" size="default">
          {treeView}
        </Drawer>
      )}
    </div>
  );
}
