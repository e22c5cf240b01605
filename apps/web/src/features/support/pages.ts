/** Every page of the section: the lazy chunk `routes.tsx` loads. */
export { SupportHomePage } from './pages/home-page.tsx';
