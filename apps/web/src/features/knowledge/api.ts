import type { Article, ArticleDiff, ArticleItem, ArticleVersion, KnowledgeTree, SearchHit } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/index.ts';

export const knowledgeKey = ['knowledge'] as const;

export const treeQuery = () =>
  queryOptions({ queryKey: [...knowledgeKey, 'tree'], queryFn: () => api<KnowledgeTree>('/documentation/tree') });

export const sectionArticlesQuery = (id: number) =>
  queryOptions({
    queryKey: [...knowledgeKey, 'section', id],
    queryFn: () => api<{ articles: ArticleItem[] }>(`/documentation/sections/${id}/articles`),
  });

export const favoritesQuery = () =>
  queryOptions({ queryKey: [...knowledgeKey, 'favorites'], queryFn: () => api<{ articles: ArticleItem[] }>('/documentation/favorites') });

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: [...knowledgeKey, 'search', q],
    queryFn: () => api<{ hits: SearchHit[] }>('/documentation/search', { query: { q } }),
    enabled: q.trim() !== '',
  });

export const articleQuery = (id: number) =>
  queryOptions({ queryKey: [...knowledgeKey, 'article', id], queryFn: () => api<Article>(`/documentation/${id}/read`), retry: false });

export const versionsQuery = (id: number) =>
  queryOptions({
    queryKey: [...knowledgeKey, 'versions', id],
    queryFn: () => api<{ versions: ArticleVersion[] }>(`/documentation/${id}/versions`),
  });

export const diffQuery = (id: number, versionId: number) =>
  queryOptions({
    queryKey: [...knowledgeKey, 'diff', id, versionId],
    queryFn: () => api<ArticleDiff>(`/documentation/${id}/versions/${versionId}/diff`),
  });

/** The engine's card (its `version` guards a stale save with 409). */
export const fetchArticleCard = (id: number) => api<{ id: number; version: number }>(`/documentation/${id}`);

export interface ArticleInput {
  title: string;
  section_id: number;
  body: string;
}

export const createArticle = (input: ArticleInput) => api<{ id: number }>('/documentation', { method: 'POST', json: input });
export const updateArticle = (id: number, input: ArticleInput & { version?: number }) =>
  api<{ id: number }>(`/documentation/${id}`, { method: 'PATCH', json: input });
export const deleteArticle = (id: number) => api<unknown>(`/documentation/${id}`, { method: 'DELETE' });
export const restoreVersion = (id: number, versionId: number) =>
  api<Article>(`/documentation/${id}/versions/${versionId}/restore`, { method: 'POST' });

export interface SectionInput {
  title: string;
  parent_id: number | null;
  description?: string | null;
}
export const createSection = (input: SectionInput) => api<{ id: number }>('/documentation_sections', { method: 'POST', json: input });
export const updateSection = (id: number, input: SectionInput) =>
  api<{ id: number }>(`/documentation_sections/${id}`, { method: 'PATCH', json: input });
export const deleteSection = (id: number) => api<unknown>(`/documentation_sections/${id}`, { method: 'DELETE' });
