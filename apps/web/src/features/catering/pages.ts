/** Every page of the canteen and the cafe: the lazy chunk `routes.tsx` loads. */
export { dishesRegistry } from '@app/contracts';
export { CafeSection, CanteenSection } from './components/section.tsx';
export { DeductionsPage } from './pages/deductions-page.tsx';
export { CafeQueueRoute, KitchenRoute } from './pages/guarded.tsx';
export { CafeHomePage, CanteenHomePage } from './pages/home-page.tsx';
