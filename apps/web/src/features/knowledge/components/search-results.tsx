import { useQuery } from '@tanstack/react-query';
import { Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchQuery } from '../api.ts';
import { articlePath, snippetParts } from '../model/tree.ts';
import '../texts.ts';

/** Ranked search hits with their snippets (matched words highlighted). */
export function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const query = useQuery(searchQuery(q));
  return (
    <section aria-label={t('knowledge.searchResults', { q })}>
      <Typography.Title level={4}>{t('knowledge.searchResults', { q })}</Typography.Title>
      {query.isPending ? (
        <Spin />
      ) : (query.data?.hits.length ?? 0) === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.nothingFound')} />
      ) : (
        <List
          className="knowledge-search-results"
          dataSource={query.data?.hits ?? []}
          renderItem={(hit) => (
            <List.Item key={hit.id}>
              <List.Item.Meta
                title={<Link to={articlePath(hit.section_id, hit.id)}>{hit.title}</Link>}
                description={
                  <>
                    <Typography.Text type="secondary">{hit.section_title}</Typography.Text>
                    <div className="knowledge-snippet">
                      {snippetParts(hit.snippet).map((p, i) =>
                        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder
                        p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
                      )}
                    </div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
