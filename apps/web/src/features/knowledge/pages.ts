/** Every page of the section: the lazy chunk `routes.tsx` loads. */
export { KnowledgeLayout } from './components/knowledge-layout.tsx';
export { KnowledgeArticleEditPage } from './pages/article-edit-page.tsx';
export { KnowledgeArticlePage, KnowledgeArticleRedirect } from './pages/article-page.tsx';
export { KnowledgeFavoritesPage } from './pages/favorites-page.tsx';
export { KnowledgeHomePage } from './pages/home-page.tsx';
export { KnowledgeSectionPage } from './pages/section-page.tsx';
