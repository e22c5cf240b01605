/** Every page of the section: the lazy chunk `routes.tsx` loads. */
export { RecruitingHomePage } from './pages/home-page.tsx';
