import { hasPermit, isRouteAccess, type RouteAccess } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../shared/errors.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The access of the route's look-up form (`model_method=autocomplete`), when it differs. */
  autocompleteAccess?: RouteAccess;
  /** A route served only for one query parameter value (`constraints.query`, e.g. `group_id=2`). */
  query?: string;
}

/** Guarded paths: the API, and stored files served outside it (each also checks its object). */
const GUARDED_PREFIXES = ['/api', '/upload/'];
const isGuarded = (url: string) => GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Paths served by libraries (API docs) that are public by nature. */
const LIBRARY_PUBLIC_PREFIXES = ['/api/docs'];

const isKnownAccess = isRouteAccess;

/**
 * The access a request needs: the route's, or for a look-up call (`model_method=autocomplete`,
 * spec 3 §7) on a route that declares `autocompleteAccess`, that one. Sections' registries
 * need their right, while the look-ups other sections' forms use stay open to those forms'
 * users (e.g. `GET partners?model_method=autocomplete` for the application form).
 */
export function accessOf(request: FastifyRequest): RouteAccess | undefined {
  const config = request.routeOptions.config;
  const query = request.query as Record<string, unknown> | undefined;
  if (config?.autocompleteAccess && query?.model_method === 'autocomplete') return config.autocompleteAccess;
  return config?.access;
}

/** Throws 401 without a session and 403 without the permit; super admin passes every permit. */
export function checkAccess(request: FastifyRequest, access: RouteAccess | undefined) {
  if (access === 'public') return;
  if (!request.user) throw new Unauthorized();
  if (!access || access === 'session') return;
  if (!hasPermit(request.user, access)) throw new Forbidden();
}

/**
 * The route registry: every /api and /upload route declares `config.access`. A route
 * without one fails registration (and so the build and every test); the authorization
 * test walks `app.routeRegistry` with every demo role.
 */
export function registerRights(app: FastifyInstance) {
  const registry: RegisteredRoute[] = [];
  app.decorate('routeRegistry', registry);
  app.addHook('onRoute', (route) => {
    if (!isGuarded(route.url)) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    let access = route.config?.access;
    if (!access && LIBRARY_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
      access = 'public';
      route.config = { ...route.config, access };
    }
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    if (!isKnownAccess(access)) throw new Error(`Route ${route.url} names an unknown permit ${access}`);
    const autocompleteAccess = route.config?.autocompleteAccess;
    if (autocompleteAccess !== undefined && !isKnownAccess(autocompleteAccess))
      throw new Error(`Route ${route.url} names an unknown permit ${autocompleteAccess}`);
    const query = (route.constraints as { query?: unknown } | undefined)?.query;
    for (const method of methods)
      registry.push({
        method,
        url: route.url,
        access,
        ...(autocompleteAccess ? { autocompleteAccess } : {}),
        ...(typeof query === 'string' ? { query } : {}),
      });
  });
  // Before validation, so that a caller without a session or right never learns about the
  // shape of a route's input (and a stale session gets 401, not a form error).
  app.addHook('preValidation', async (request) => {
    if (!isGuarded(request.url)) return;
    checkAccess(request, accessOf(request));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}
