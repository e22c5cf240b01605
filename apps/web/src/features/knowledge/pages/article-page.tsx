import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { hasPermit } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Grid, Popconfirm, Result, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { FilesList, UploadMenu } from '../../../shared/widgets/attachments/index.ts';
import { Chat } from '../../../shared/widgets/chat/index.ts';
import { CopyButton } from '../../../shared/widgets/copy-button/index.ts';
import { DescriptionEditor } from '../../../shared/widgets/description-editor/index.ts';
import { FavouriteStar } from '../../../shared/widgets/favourite-star/index.ts';
import { HistoryTab } from '../../../shared/widgets/history-tab/index.ts';
import { NetworkLinks } from '../../../shared/widgets/network-links/index.ts';
import { Tags } from '../../../shared/widgets/tags/index.ts';
import { useSession } from '../../session/index.ts';
import { articleQuery, deleteArticle, knowledgeKey, treeQuery } from '../api.ts';
import { KnowledgeBreadcrumbs } from '../components/knowledge-breadcrumbs.tsx';
import { VersionsTab } from '../components/versions-tab.tsx';
import { articlePath } from '../model/tree.ts';
import '../texts.ts';

const MODULE = 'documentation';
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);

/** `/documentation/:id/article/:articleId`: reading an article, its files, discussion, versions and history. */
export function KnowledgeArticlePage() {
  const { t } = useTranslation();
  const articleId = Number(useParams().articleId);
  const user = useSession().user;
  const wide = Grid.useBreakpoint().md ?? true;
  const editor = user ? hasPermit(user, 'documentation_edit') : false;
  const article = useQuery(articleQuery(articleId));
  const tree = useQuery(treeQuery());
  const client = useQueryClient();
  const navigate = useNavigate();
  if (article.isPending) return <Spin />;
  if (!article.data) return <Result status="404" title="404" subTitle={t('knowledge.notFound')} />;
  const a = article.data;
  const remove = async () => {
    try {
      await deleteArticle(a.id);
      await client.invalidateQueries({ queryKey: knowledgeKey });
      toast(0, t('knowledge.deleted'));
      navigate(`/documentation/list/${a.section_id}`);
    } catch (error) {
      toast(1, error instanceof Error ? error.message : String(error));
    }
  };
  const address = `${globalThis.location?.origin ?? ''}${articlePath(a.section_id, a.id)}`;
  const historyLabels = {
    title: t('knowledge.history.title'),
    body: t('knowledge.history.body'),
    section_id: t('knowledge.history.section_id'),
  };
  return (
    <article>
      <KnowledgeBreadcrumbs sections={tree.data?.sections ?? []} sectionId={a.section_id} />
      <div className="knowledge-article__head">
        <Space align="center" wrap>
          <Typography.Title level={wide ? 2 : 3} className="knowledge-article__title" style={{ margin: 0 }}>
            {a.title}
          </Typography.Title>
          <FavouriteStar module={MODULE} objectId={a.id} liked={a.liked === 1} size="middle" />
        </Space>
        <Space wrap>
          <CopyButton text={address} kind="link" />
          {editor && (
            <>
              <Button icon={<EditOutlined />} onClick={() => navigate(`/documentation/${a.section_id}/article/${a.id}/edit`)}>
                {t('knowledge.edit')}
              </Button>
              <Popconfirm
                okText={t('knowledge.yes')}
                cancelText={t('knowledge.no')}
                title={t('knowledge.deleteArticleConfirm', { title: a.title })}
                onConfirm={remove}
              >
                <Button danger icon={<DeleteOutlined />} aria-label={t('knowledge.delete')} />
              </Popconfirm>
            </>
          )}
        </Space>
      </div>
      <Typography.Text type="secondary">
        {t('knowledge.updatedBy', { date: formatDateTime(a.date_edit), who: a.who_edit_fio ?? '—' })}
      </Typography.Text>
      <div style={{ margin: '8px 0' }}>
        <Tags module={MODULE} objectId={a.id} hasRights={editor} />
      </div>
      <Tabs
        items={[
          {
            key: 'text',
            label: t('knowledge.tabs.text'),
            children: (
              <div className="knowledge-article__body">
                {a.body ? <DescriptionEditor value={a.body} hasRights={false} onChange={() => {}} /> : null}
              </div>
            ),
          },
          {
            key: 'files',
            label: t('knowledge.tabs.files'),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('knowledge.filesHint')}</Typography.Paragraph>
                {editor && <UploadMenu module={MODULE} objectId={a.id} variants={['device', 'link']} />}
                <FilesList module={MODULE} objectId={a.id} hasRights={editor} />
                <Divider titlePlacement="start">{t('knowledge.links')}</Divider>
                <NetworkLinks module={MODULE} objectId={a.id} hasRights={editor} />
              </>
            ),
          },
          {
            key: 'chat',
            label: t('knowledge.tabs.chat'),
            children: user ? (
              <Chat
                module={MODULE}
                objectId={a.id}
                currentUser={{ id: user.id, fio: user.name, avatar: user.image }}
                canHiddenChat={hasPermit(user, 'hidden_chat_access')}
                canDeleteAny={hasPermit(user, 'chat_all_message_delete')}
                height={420}
              />
            ) : null,
          },
          { key: 'versions', label: t('knowledge.tabs.versions'), children: <VersionsTab articleId={a.id} canEdit={editor} /> },
          {
            key: 'history',
            label: t('knowledge.tabs.history'),
            children: (
              <HistoryTab
                module={MODULE}
                objectId={a.id}
                fieldLabels={historyLabels}
                formatValue={(field, value) => (field === 'body' ? plain(value) : value)}
              />
            ),
          },
        ]}
      />
    </article>
  );
}

/** `/documentation/article/:articleId` (object links of notifications, history): to the article's own address. */
export function KnowledgeArticleRedirect() {
  const articleId = Number(useParams().articleId);
  const article = useQuery(articleQuery(articleId));
  if (article.isPending) return <Spin />;
  if (!article.data) return <Result status="404" title="404" />;
  return <Navigate replace to={articlePath(article.data.section_id, article.data.id)} />;
}
