import { RequirePermit } from '../components/section.tsx';
import { CafeQueuePage } from './cafe-queue-page.tsx';
import { KitchenPage } from './kitchen-page.tsx';

/** `/canteen/kitchen` for canteen_manage only (the server checks again). */
export const KitchenRoute = () => (
  <RequirePermit permit="canteen_manage">
    <KitchenPage />
  </RequirePermit>
);

/** `/cafe/queue` for cafe_manage only. */
export const CafeQueueRoute = () => (
  <RequirePermit permit="cafe_manage">
    <CafeQueuePage />
  </RequirePermit>
);
