import { hasPermit } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../plugins/db.ts';
import { toWireSeconds } from '../../shared/dates.ts';
import { getShortCard } from './lookup.service.ts';
import { createUser, getUserCard, resetUserPassword, setUserBlocked, updateUser, userHistory } from './user-admin.service.ts';
import { avatarOf, listOrganizations, listUsers, markFeedbackGiven, pickUsers } from './users.service.ts';

// Wire schemas. Form bodies send strings, so numbers are coerced; an empty string means "not given".
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const idParams = z.object({ id: z.coerce.number().int().positive() });
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional());
/** 0 or 1; form bodies send '0'/'1'. A missing value stays missing (field.fillRequired). */
const flag = z.preprocess(
  (v) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().int().min(0).max(1),
);
/** A list of ids; a lone value (form body) becomes a list of one, an empty string an empty list. */
const idList = z.preprocess(
  (v) => (v === '' ? [] : v === undefined || Array.isArray(v) ? v : [v]),
  z.array(z.coerce.number().int().positive()).max(5000).optional(),
);
/** Optional text: absent = unchanged, empty or null = cleared. */
const optionalText = (max = 300) =>
  z
    .union([z.string().trim().max(max), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = optionalText(200).refine((v) => !v || EMAIL.test(v), 'field.invalid');
const requiredText = (max = 300) => z.string().trim().min(1, 'field.fillRequired').max(max);

const listQuery = z.object({
  search: z.string().max(200).optional(),
  group_id: optionalId,
  role_id: optionalId,
  blocked: z.preprocess(blankToUndefined, flag.optional()),
  sort: z.enum(['fio', 'id']).default('fio'),
  cursor: z.string().max(2000).optional(),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(200).default(50)),
});

const userFields = {
  fio: requiredText(),
  email: optionalEmail,
  phone: optionalText(100),
  post: optionalText(),
  telegram: optionalText(100),
  can_sign: flag.optional(),
  role_ids: idList,
  group_ids: idList,
  organization_ids: idList,
};

const createUserBody = z.object({
  ...userFields,
  login: z.string().trim().min(1, 'field.fillRequired').max(100).regex(/^\S*$/, 'field.invalid'),
  password: z.string().min(8, 'password.tooShort').max(200),
});

const updateUserBody = z.object({
  ...userFields,
  fio: requiredText().optional(),
  permits: z
    .record(
      z.string(),
      flag.transform((v) => v as 0 | 1),
    )
    .optional(),
});

export interface UsersRouteOptions {
  db: Db;
  /** Called after a user is blocked: the app signs them out everywhere (sessions, open pages). */
  onBlocked?: (userId: number) => Promise<void>;
  /** Called after an administrator resets a password: the app ends that user's sessions. */
  onPasswordReset?: (userId: number) => Promise<void>;
  /** Called after users' permits or roles changed: the app refreshes their open pages' rights. */
  onRightsChanged?: (userIds: number[]) => Promise<void>;
}

/** The survey's answer (`/survey`): a 1–5 rating and a comment; an empty body only dismisses the prompt. */
const feedbackBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    rating: z.coerce.number().int().min(1).max(5).optional(),
    comment: z.string().trim().max(2000).optional(),
    survey_id: z.coerce.number().int().positive().optional(),
  }),
);

export async function usersRoutes(fastify: FastifyInstance, { db, onBlocked, onPasswordReset, onRightsChanged }: UsersRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/users/feedback/general',
    { config: { access: 'session' }, schema: { tags: ['users'], body: feedbackBody } },
    async (request) => {
      const date = await markFeedbackGiven(db, request.user!.id, request.body);
      return { general_feedback_date: toWireSeconds(date) };
    },
  );

  // Users -------------------------------------------------------------------
  const users = { access: 'users_access' } as const;

  app.get('/users', { config: users, schema: { tags: ['users'], querystring: listQuery } }, async (request) =>
    listUsers(db, request.query),
  );

  app.get(
    '/users/autocomplete',
    { config: { access: 'session' }, schema: { tags: ['users'], querystring: z.object({ term: z.string().max(200).optional() }) } },
    async (request) => pickUsers(db, request.query.term),
  );

  app.post('/users', { config: users, schema: { tags: ['users'], body: createUserBody } }, async (request) =>
    createUser(db, request.user!, request.body),
  );

  // Any signed-in user gets the short card (spec 3 §7 `users/{id}?short=true`); holders of
  // users_access get the administration card unless they ask for the short one.
  app.get(
    '/users/:id',
    {
      config: { access: 'session' },
      schema: { tags: ['users'], params: idParams, querystring: z.object({ short: z.enum(['true', 'false', '1', '0']).optional() }) },
    },
    async (request) => {
      const short = request.query.short === 'true' || request.query.short === '1';
      if (short || !hasPermit(request.user!, 'users_access')) return getShortCard(db, request.params.id);
      return getUserCard(db, request.params.id);
    },
  );

  app.patch('/users/:id', { config: users, schema: { tags: ['users'], params: idParams, body: updateUserBody } }, async (request) => {
    const card = await updateUser(db, request.user!, request.params.id, request.body);
    if (request.body.permits || request.body.role_ids) await onRightsChanged?.([request.params.id]);
    return card;
  });

  app.post(
    '/users/:id/block',
    { config: users, schema: { tags: ['users'], params: idParams, body: z.object({ blocked: flag }) } },
    async (request) => {
      const result = await setUserBlocked(db, request.user!, request.params.id, request.body.blocked === 1);
      if (result.status === 0) await onBlocked?.(request.params.id);
      return result;
    },
  );

  app.post('/users/:id/reset-password', { config: users, schema: { tags: ['users'], params: idParams } }, async (request) => {
    const result = await resetUserPassword(db, request.user!, request.params.id);
    // A reset means the old password may be known to someone else: its sessions end too.
    await onPasswordReset?.(request.params.id);
    return result;
  });

  app.get('/users/:id/history', { config: users, schema: { tags: ['users'], params: idParams } }, async (request) =>
    userHistory(db, request.params.id),
  );

  app.get(
    '/users/:id/avatar.svg',
    { config: { access: 'session' }, schema: { tags: ['users'], params: idParams } },
    async (request, reply) => {
      const svg = await avatarOf(db, request.params.id);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );

  app.get('/organizations', { config: { access: 'session' }, schema: { tags: ['users'] } }, async () => ({
    items: await listOrganizations(db),
  }));
}
