import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { STORAGE_KEYS, session } from '../shared/storage.ts';
import { FullScreenSpin } from '../shared/ui/full-screen-spin.tsx';

const ErrorCard = lazy(() => import('../shared/ui/error-card.tsx').then((m) => ({ default: m.ErrorCard })));

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk/i;
/** A reload done more than this long ago does not count: a later deployment may reload again. */
const RELOAD_WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return CHUNK_ERROR.test(message);
}

/** A failed chunk load reloads the page once; the sessionStorage flag stops a reload loop. */
export function reloadOnceForChunkError(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  const at = Number(session.get(STORAGE_KEYS.chunkReload));
  if (at && now - at < RELOAD_WINDOW_MS) return false;
  session.set(STORAGE_KEYS.chunkReload, String(now));
  reload();
  return true;
}

/** Route load error: an error card, or one reload for a stale chunk after a deployment. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return <FullScreenSpin />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Suspense fallback={<FullScreenSpin />}>
      {notFound ? <ErrorCard title={t('error.notFound')} /> : <ErrorCard title={t('error.routeLoad')} hint={t('error.routeLoadHint')} />}
    </Suspense>
  );
}
