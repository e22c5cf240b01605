/**
 * Projects (spec 1 §2 `/projects`, issue 12): list, add and the card on the registry engine, with
 * the card's tabs «Участники», «Заявки» (live), «Договоры» (the project's contracts) and «Документы» (the project's documents).
 */
export { projectsRoutes } from './routes.ts';
