import type { FastifyInstance, FastifyRequest } from 'fastify';
import { langFromHeader } from '../shared/i18n.ts';
import type { SessionUser } from './types.ts';

export const TOKEN_COOKIE = 'token';

/** The session token of a request: the `token` cookie, or `Authorization: Bearer <token>`. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return cookie || null;
}

export type SessionResolver = (token: string, options?: { allowExpired?: boolean }) => Promise<SessionUser | null>;

/**
 * Resolves the caller on every request. The resolver comes from the auth module (plugins
 * never import modules); it reads the session, the user's status and permits afresh, so a
 * block or a removed permit takes effect on the next request.
 */
export function registerAuth(app: FastifyInstance, resolveSession: SessionResolver) {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorateRequest('lang', 'ru');
  app.addHook('onRequest', async (request) => {
    request.lang = langFromHeader(request.headers['accept-language']);
    if (!request.url.startsWith('/api') && !request.url.startsWith('/upload')) return;
    const token = tokenOf(request);
    request.token = token;
    const allowExpired = request.routeOptions.config?.allowExpiredToken === true;
    request.user = token ? await resolveSession(token, { allowExpired }) : null;
  });
}
