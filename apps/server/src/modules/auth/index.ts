/**
 * Sign-in, sessions and two-factor. Public: the auth service factory (the app wires its
 * `resolveSession` into the auth plugin and realtime), the routes, and the token hash.
 */
export { authRoutes, forcedLogoutRoutes } from './auth.routes.ts';
export * from './auth.schema.ts';
export { type AuthService, createAuthService, DEMO_PASSWORD, hashToken, TOKEN_LIFETIME_MS } from './auth.service.ts';
export { createForcedLogout, type ForcedLogout } from './forced-logout.ts';
export { createSessionSockets, type SessionSockets } from './session-sockets.ts';
