/** Every page of the section: the lazy chunk `routes.tsx` loads. */
export { BudgetingHomePage } from './pages/home-page.tsx';
