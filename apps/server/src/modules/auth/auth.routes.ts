import { changePasswordBody, loginBody } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOKEN_COOKIE } from '../../plugins/auth.ts';
import { fromWire, toWireSeconds } from '../../shared/dates.ts';
import { Refusal, ValidationFailed } from '../../shared/errors.ts';
import { type AuthService, type IssuedToken, REFRESH_GRACE_MS, TOKEN_LIFETIME_MS } from './auth.service.ts';
import type { ForcedLogout } from './forced-logout.ts';
import type { SessionSockets } from './session-sockets.ts';

export interface AuthRouteOptions {
  auth: AuthService;
  /** Open pages follow their session: closed on logout, kept on refresh. */
  sessionSockets: SessionSockets;
  secureCookies: boolean;
}

function clientOf(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

export async function authRoutes(fastify: FastifyInstance, { auth, sessionSockets, secureCookies }: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const setTokenCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(TOKEN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secureCookies,
      maxAge: (TOKEN_LIFETIME_MS + REFRESH_GRACE_MS) / 1000,
    });
  const tokenReply = (issued: IssuedToken) => ({ token: issued.token, token_expired: issued.token_expired });

  app.post('/login', { config: { access: 'public' }, schema: { tags: ['session'], body: loginBody } }, async (request, reply) => {
    const outcome = await auth.login(request.body, clientOf(request));
    if (outcome.kind === 'need_code') return { need_code: true, otpauth_uri: outcome.otpauth_uri };
    setTokenCookie(reply, outcome.issued.token);
    return tokenReply(outcome.issued);
  });

  app.get(
    '/',
    { config: { access: 'session' }, schema: { tags: ['session'], querystring: z.object({ get_rights: z.coerce.number().optional() }) } },
    async (request) => auth.rightsReply(request.user!, request.token!),
  );

  app.patch(
    '/login/refresh',
    { config: { access: 'session', allowExpiredToken: true }, schema: { tags: ['session'] } },
    async (request, reply) => {
      const issued = await auth.refresh(request.user!, clientOf(request));
      sessionSockets.renew(request.user!.sessionId, issued.sessionId);
      setTokenCookie(reply, issued.token);
      return tokenReply(issued);
    },
  );

  // Public on purpose: signing out must work (and clear the cookie) even with a dead token.
  app.get('/login/logout', { config: { access: 'public' }, schema: { tags: ['session'] } }, async (request, reply) => {
    if (request.user) {
      await auth.logout(request.user, clientOf(request));
      sessionSockets.end([request.user.sessionId]);
    }
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    return { result: true };
  });

  app.post(
    '/sso/authorization_cookies',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        body: z.object({ token: z.string().min(1, 'field.fillRequired'), token_expired: z.string().optional() }),
      },
    },
    async (request, reply) => {
      if (!(await auth.validateToken(request.body.token))) throw new Refusal('auth.tokenInvalid', undefined, 401);
      setTokenCookie(reply, request.body.token);
      return { result: true };
    },
  );

  app.post(
    '/users/password',
    { config: { access: 'session' }, schema: { tags: ['session'], body: changePasswordBody } },
    async (request) => {
      const ended = await auth.changePassword(request.user!, request.body.old_password, request.body.new_password, clientOf(request));
      sessionSockets.end(ended);
      return { result: true };
    },
  );
}

export async function forcedLogoutRoutes(fastify: FastifyInstance, { forcedLogout }: { forcedLogout: ForcedLogout }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/users/:id/logout',
    {
      config: { access: 'users_access' },
      schema: {
        tags: ['users'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ date: z.string().optional() }).nullish(),
      },
    },
    async (request) => {
      const raw = request.body?.date;
      const date = raw ? fromWire(raw) : undefined;
      if (raw && !date) throw new ValidationFailed({ date: ['field.invalid'] });
      const result = await forcedLogout.schedule(request.params.id, date ?? undefined);
      return { result: true, date: toWireSeconds(result.date) };
    },
  );
}
