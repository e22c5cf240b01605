/** Every page of the section: the lazy chunk `routes.tsx` loads. */
export { KnowledgeHomePage } from './pages/home-page.tsx';
