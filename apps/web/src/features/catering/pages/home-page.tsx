import { CafePage } from './cafe-page.tsx';
import { CanteenMenuPage } from './canteen-menu-page.tsx';

/** The canteen's first page (issue 17): the day's menu and one's order. */
export function CanteenHomePage() {
  return <CanteenMenuPage />;
}

/** The cafe's first page (issue 17): the menu, the cart, one's orders. */
export function CafeHomePage() {
  return <CafePage />;
}
