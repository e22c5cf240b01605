/** The support desk: requests, operators, SLA (issue 17). */
export { supportRoutes } from './routes.tsx';
