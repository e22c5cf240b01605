import type { RouteObject } from 'react-router';

type Pages = typeof import('./pages.ts');
/** The section's pages are one lazy chunk: one import site keeps the login bundle in its budget. */
const pages = (): Promise<Pages> => import('./pages.ts');

/**
 * `/documentation` (spec 1 §2; issue 17): the root list (sections, recent articles, search with
 * `?q=`), favorites, `list/:id` a section, `:id/article/:articleId` reading, `.../edit` and
 * `:id/articleAdd` (documentation_edit; the pages check it and the server again), and
 * `article/:articleId` (object links) redirecting to the article's own address.
 */
export const knowledgeRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await pages()).KnowledgeLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await pages()).KnowledgeHomePage }) },
      { path: 'favorites', lazy: async () => ({ Component: (await pages()).KnowledgeFavoritesPage }) },
      { path: 'list/:id', lazy: async () => ({ Component: (await pages()).KnowledgeSectionPage }) },
      { path: 'article/:articleId', lazy: async () => ({ Component: (await pages()).KnowledgeArticleRedirect }) },
      { path: ':id/article/:articleId', lazy: async () => ({ Component: (await pages()).KnowledgeArticlePage }) },
      { path: ':id/article/:articleId/edit', lazy: async () => ({ Component: (await pages()).KnowledgeArticleEditPage }) },
      { path: ':id/articleAdd', lazy: async () => ({ Component: (await pages()).KnowledgeArticleEditPage }) },
    ],
  },
];
