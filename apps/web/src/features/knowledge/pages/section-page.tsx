import { DeleteOutlined, EditOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Popconfirm, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../shared/toast/index.ts';
import { can, useMe } from '../../session/index.ts';
import { deleteSection, knowledgeKey, sectionArticlesQuery, treeQuery } from '../api.ts';
import { ArticleList } from '../components/article-list.tsx';
import { KnowledgeBreadcrumbs } from '../components/knowledge-breadcrumbs.tsx';
import { SectionModal } from '../components/section-modal.tsx';
import '../texts.ts';

/** `/documentation/list/:id`: a section's sub-sections and articles; editors add, change and delete. */
export function KnowledgeSectionPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const me = useMe();
  const editor = can(me, 'documentation_edit');
  const tree = useQuery(treeQuery());
  const articles = useQuery(sectionArticlesQuery(id));
  const client = useQueryClient();
  const navigate = useNavigate();
  const [modal, setModal] = useState<'add' | 'edit' | null>(null);
  if (tree.isPending) return <Spin />;
  const sections = tree.data?.sections ?? [];
  const section = sections.find((s) => s.id === id);
  if (!section) return <Result status="404" title="404" subTitle={t('knowledge.sectionNotFound')} />;
  const children = sections.filter((s) => s.parent_id === id);
  const remove = async () => {
    try {
      await deleteSection(id);
      await client.invalidateQueries({ queryKey: knowledgeKey });
      navigate(section.parent_id ? `/documentation/list/${section.parent_id}` : '/documentation');
    } catch (error) {
      toast(1, error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <KnowledgeBreadcrumbs sections={sections} sectionId={section.parent_id ?? 0} />
        <div className="knowledge-article__head">
          <Typography.Title level={3} className="knowledge-article__title" style={{ margin: 0 }}>
            {section.title}
          </Typography.Title>
          {editor && (
            <Space wrap>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/documentation/${id}/articleAdd`)}>
                {t('knowledge.addArticle')}
              </Button>
              <Button icon={<PlusOutlined />} onClick={() => setModal('add')}>
                {t('knowledge.addSubsection')}
              </Button>
              <Button icon={<EditOutlined />} onClick={() => setModal('edit')} aria-label={t('knowledge.editSection')} />
              <Popconfirm
                okText={t('knowledge.yes')}
                cancelText={t('knowledge.no')}
                title={t('knowledge.deleteSectionConfirm', { title: section.title })}
                onConfirm={remove}
              >
                <Button danger icon={<DeleteOutlined />} aria-label={t('knowledge.deleteSection')} />
              </Popconfirm>
            </Space>
          )}
        </div>
        {section.description && <Typography.Paragraph type="secondary">{section.description}</Typography.Paragraph>}
      </div>
      {children.length > 0 && (
        <section>
          <Typography.Title level={5}>{t('knowledge.subsections')}</Typography.Title>
          <List
            size="small"
            dataSource={children}
            renderItem={(c) => (
              <List.Item key={c.id}>
                <Link to={`/documentation/list/${c.id}`}>
                  <FolderOutlined /> {c.title}
                </Link>
                <Typography.Text type="secondary">{t('knowledge.articlesCount', { count: c.articles })}</Typography.Text>
              </List.Item>
            )}
          />
        </section>
      )}
      <section>
        <Typography.Title level={5}>{t('knowledge.articles')}</Typography.Title>
        {articles.isPending ? <Spin /> : <ArticleList articles={articles.data?.articles ?? []} empty={t('knowledge.noArticles')} />}
      </section>
      {modal && (
        <SectionModal
          sections={sections}
          section={modal === 'edit' ? section : undefined}
          parentId={modal === 'add' ? id : null}
          onClose={() => setModal(null)}
        />
      )}
    </Space>
  );
}
