/** The knowledge base: sections, articles, history, search (issue 17). */
export { knowledgeRoutes } from './routes.tsx';
