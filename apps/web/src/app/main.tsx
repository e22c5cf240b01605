import '../shared/i18n/index.ts';
import '../shared/ui/lite.css';
import './styles.css';
import './theme.ts';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startSession } from '../features/session/index.ts';
import { setNavigator } from '../shared/navigation.ts';
import { local, STORAGE_KEYS } from '../shared/storage.ts';
import { preloadShell } from './root.tsx';
import { createAppRouter } from './router.tsx';

const Banners = lazy(() => import('./banners/banners.tsx'));

const router = createAppRouter();
setNavigator((to, options) => {
  void router.navigate(to, options);
});
window.addEventListener('vite:preloadError', (event) => {
  // A chunk of an older deployment is gone: RouteError reloads once; this stops Vite's own throw.
  event.preventDefault();
});
void startSession();
preloadShell(window.location.pathname, Boolean(local.get(STORAGE_KEYS.tokenExpired)));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Banners />
    </Suspense>
    <RouterProvider router={router} />
  </StrictMode>,
);
