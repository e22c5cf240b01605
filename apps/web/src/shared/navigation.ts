/**
 * Navigation from outside React (session store, API client). The app registers the
 * router's navigate once at start-up; before that, a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  globalThis.location?.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
