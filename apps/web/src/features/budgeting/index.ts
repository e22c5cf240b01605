/** Budgeting: plan and fact per organization, expenditure item and month (issue 17). */
export { budgetingRoutes } from './routes.tsx';
