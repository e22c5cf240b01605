import { useQuery } from '@tanstack/react-query';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { favoritesQuery } from '../api.ts';
import { ArticleList } from '../components/article-list.tsx';
import '../texts.ts';

/** `/documentation/favorites`: the articles the user starred. */
export function KnowledgeFavoritesPage() {
  const { t } = useTranslation();
  const query = useQuery(favoritesQuery());
  return (
    <>
      <Typography.Title level={3}>{t('knowledge.favorites')}</Typography.Title>
      {query.isPending ? <Spin /> : <ArticleList articles={query.data?.articles ?? []} empty={t('knowledge.noFavorites')} showSection />}
    </>
  );
}
