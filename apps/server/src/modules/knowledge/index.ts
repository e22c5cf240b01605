/**
 * The knowledge base: sections, articles, history, search (issue 17). Public: the routes and the demo seed.
 */
export { knowledgeRoutes } from './knowledge.routes.ts';
export { seedKnowledge } from './knowledge.seed.ts';
