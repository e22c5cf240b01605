export { usersRoutes } from './routes.tsx';
