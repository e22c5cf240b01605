import { FileTextOutlined } from '@ant-design/icons';
import type { ArticleItem } from '@app/contracts';
import { Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { articlePath } from '../model/tree.ts';
import '../texts.ts';

/** Articles as links, with their section (when asked) and the last change. */
export function ArticleList({ articles, empty, showSection }: { articles: ArticleItem[]; empty: string; showSection?: boolean }) {
  const { t } = useTranslation();
  if (articles.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <List
      size="small"
      dataSource={articles}
      renderItem={(a) => (
        <List.Item key={a.id}>
          <List.Item.Meta
            avatar={<FileTextOutlined />}
            title={<Link to={articlePath(a.section_id, a.id)}>{a.title}</Link>}
            description={
              <Typography.Text type="secondary">
                {showSection ? `${a.section_title} · ` : ''}
                {a.who_edit_fio
                  ? t('knowledge.updatedBy', { date: formatDate(a.date_edit), who: a.who_edit_fio })
                  : t('knowledge.updated', { date: formatDate(a.date_edit) })}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
