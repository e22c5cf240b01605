import { FolderOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { can, useMe } from '../../session/index.ts';
import { treeQuery } from '../api.ts';
import { ArticleList } from '../components/article-list.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { SectionModal } from '../components/section-modal.tsx';
import '../texts.ts';

/** `/documentation`: the search results when `?q=`, else the root sections and the recently changed articles. */
export function KnowledgeHomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const me = useMe();
  const tree = useQuery(treeQuery());
  const [adding, setAdding] = useState(false);
  if (q) return <SearchResults q={q} />;
  if (tree.isPending) return <Spin />;
  const sections = tree.data?.sections ?? [];
  const roots = sections.filter((s) => s.parent_id === null);
  const childrenOf = (id: number) => sections.filter((s) => s.parent_id === id);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div className="knowledge-article__head">
        <Typography.Title level={3} className="knowledge-article__title" style={{ margin: 0 }}>
          {t('knowledge.title')}
        </Typography.Title>
        {can(me, 'documentation_edit') && <Button onClick={() => setAdding(true)}>{t('knowledge.addSection')}</Button>}
      </div>
      {roots.length === 0 ? (
        <Empty description={t('knowledge.noSections')} />
      ) : (
        <Row gutter={[12, 12]}>
          {roots.map((s) => (
            <Col key={s.id} xs={24} sm={12} xl={8}>
              <Card
                size="small"
                title={
                  <Link to={`/documentation/list/${s.id}`}>
                    <FolderOutlined /> {s.title}
                  </Link>
                }
              >
                {s.description && <Typography.Paragraph type="secondary">{s.description}</Typography.Paragraph>}
                <Space wrap size={[8, 4]}>
                  {childrenOf(s.id).map((c) => (
                    <Link key={c.id} to={`/documentation/list/${c.id}`}>
                      {c.title}
                    </Link>
                  ))}
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <section>
        <Typography.Title level={4}>{t('knowledge.recent')}</Typography.Title>
        <ArticleList articles={tree.data?.recent ?? []} empty={t('knowledge.noArticles')} showSection />
      </section>
      {adding && <SectionModal sections={sections} onClose={() => setAdding(false)} />}
    </Space>
  );
}
