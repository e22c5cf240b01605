import type { RouteAccess } from '@app/contracts';
import type { Lang } from '../shared/i18n.ts';

/** The signed-in user as every route sees it, read fresh from the database on each request. */
export interface SessionUser {
  id: number;
  login: string;
  fio: string;
  /** 1 = super admin. */
  type: number;
  /** Effective permits: the union of the user's roles and own permits, name → 1. */
  permits: Record<string, number>;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The raw session token the request came with (cookie or bearer), if any. */
    token: string | null;
    lang: Lang;
  }
  interface FastifyContextConfig {
    /** Who may call the route: a permit, any signed-in user, or anyone. Required on every /api route. */
    access?: RouteAccess;
    /** The access of the route's look-up form (`model_method=autocomplete`), when it differs (plugins/rights.ts). */
    autocompleteAccess?: RouteAccess;
    /** The route accepts a session that expired within the refresh grace (token refresh only). */
    allowExpiredToken?: boolean;
  }
}
