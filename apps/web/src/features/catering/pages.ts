/** Every page of the canteen and the cafe: the lazy chunk `routes.tsx` loads. */
export { CafeHomePage, CanteenHomePage } from './pages/home-page.tsx';
