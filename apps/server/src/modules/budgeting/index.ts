/**
 * Budgeting: plan and fact per organization, expenditure item and month (issue 17). Public: the routes and the demo seed.
 */
export { budgetingRoutes } from './budgeting.routes.ts';
export { seedBudgeting } from './budgeting.seed.ts';
