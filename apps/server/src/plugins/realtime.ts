import type { Server as HttpServer } from 'node:http';
import { objectRoom, sessionRoom, userRoom } from '@app/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { TOKEN_COOKIE } from './auth.ts';
import type { SessionUser } from './types.ts';

/** Decides whether a user may follow the live events of one object of a module. */
export type SubscribeGuard = (user: SessionUser, objectId: string) => Promise<boolean>;

export interface Realtime {
  emit(room: string, event: string, payload: unknown): void;
  /** Emits to the sockets of a room whose user passes `allowed` (on every instance). */
  emitWhere(room: string, event: string, payload: unknown, allowed: (user: SessionUser) => boolean): Promise<void>;
  /** Registers who may subscribe to the rooms of a module's objects. */
  guardModule(module: string, guard: SubscribeGuard): void;
  /** Closes the user's sockets (after their sessions were revoked). */
  disconnectUser(userId: number): void;
  /** Closes the sockets opened with these sessions only (on every instance). */
  disconnectSessions(sessionIds: number[]): void;
  /** A refreshed token: the sockets of the old session now belong to the new one. */
  moveSessionSockets(fromSessionId: number, toSessionId: number): void;
  /**
   * The users' permits or roles changed: their open sockets take the fresh permits (which
   * `emitWhere` reads) and leave the object rooms they may no longer follow.
   */
  refreshUsers(userIds: number[]): Promise<void>;
  readonly io: Server;
  /**
   * First step of a shutdown (Fastify `preClose`): refuses new sockets and closes the open
   * ones, so that they do not hold the HTTP server's close up (upgraded and long-polling
   * connections count as open connections until they end).
   */
  disconnectAll(): void;
  /** Last step of a shutdown (Fastify `onClose`): closes socket.io and the Redis clients. */
  close(): Promise<void>;
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The module and object id of an object room, or null for any other room. */
function parseObjectRoom(room: string): { module: string; id: string } | null {
  const match = /^object:(.+):([^:]*)$/.exec(room);
  return match ? { module: match[1], id: match[2] } : null;
}

/** Sent between instances (Redis adapter) so that each refreshes its own sockets. */
const REFRESH_USERS = 'platform:refresh-users';

export interface RealtimeOptions {
  resolveSession: (token: string) => Promise<SessionUser | null>;
  /** The user as a session would see them now (permits re-read); null when blocked or gone. */
  reloadUser: (userId: number) => Promise<Omit<SessionUser, 'sessionId'> | null>;
  redisUrl?: string;
  log: FastifyBaseLogger;
}

/**
 * socket.io on the app's HTTP server, authenticated by the session token (cookie or
 * `auth.token`). Every socket joins its user's room and its session's room (so that a
 * revoked session closes its own pages only); object rooms are joined on `subscribe`
 * after the module's guard says yes. With `REDIS_URL`, events reach the sockets of every
 * server instance.
 */
export async function createRealtime(server: HttpServer, options: RealtimeOptions): Promise<Realtime> {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  let redis: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub));
  }
  const guards = new Map<string, SubscribeGuard>();
  let closing = false;

  io.use(async (socket, next) => {
    if (closing) return next(new Error('server shutting down'));
    try {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      const token = typeof auth?.token === 'string' ? auth.token : cookieValue(socket.handshake.headers.cookie, TOKEN_COOKIE);
      const user = token ? await options.resolveSession(token) : null;
      if (!user) return next(new Error('unauthorized'));
      socket.data.user = user;
      await socket.join([userRoom(user.id), sessionRoom(user.sessionId)]);
      next();
    } catch (error) {
      options.log.error({ err: error }, 'realtime auth failed');
      next(new Error('unauthorized'));
    }
  });

  async function mayFollow(user: SessionUser, module: string, id: string): Promise<boolean> {
    const guard = guards.get(module);
    return guard ? await guard(user, id).catch(() => false) : false;
  }

  /** Re-reads the users behind this instance's sockets; see `Realtime.refreshUsers`. */
  async function refreshLocalUsers(userIds: number[]) {
    for (const userId of new Set(userIds)) {
      const socketIds = io.sockets.adapter.rooms.get(userRoom(userId));
      if (!socketIds?.size) continue;
      const fresh = await options.reloadUser(userId);
      for (const socketId of [...socketIds]) {
        const socket = io.sockets.sockets.get(socketId);
        if (!socket) continue;
        if (!fresh) {
          socket.disconnect(true);
          continue;
        }
        const user: SessionUser = { ...fresh, sessionId: (socket.data.user as SessionUser).sessionId };
        socket.data.user = user;
        for (const room of [...socket.rooms]) {
          const object = parseObjectRoom(room);
          if (object && !(await mayFollow(user, object.module, object.id))) await socket.leave(room);
        }
      }
    }
  }
  if (options.redisUrl) {
    io.on(REFRESH_USERS, (userIds: number[]) => {
      refreshLocalUsers(userIds).catch((error) => options.log.error({ err: error }, 'realtime refresh failed'));
    });
  }

  io.on('connection', (socket) => {
    socket.on('subscribe', async (message: { module?: unknown; id?: unknown }, ack?: (ok: boolean) => void) => {
      const module = typeof message?.module === 'string' ? message.module : '';
      const id = message?.id === undefined ? '' : String(message.id);
      const ok = await mayFollow(socket.data.user as SessionUser, module, id);
      if (ok) await socket.join(objectRoom(module, id));
      ack?.(ok);
    });
    socket.on('unsubscribe', async (message: { module?: unknown; id?: unknown }) => {
      if (typeof message?.module === 'string') await socket.leave(objectRoom(message.module, String(message.id)));
    });
  });

  return {
    io,
    emit(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    async emitWhere(room, event, payload, allowed) {
      for (const socket of await io.in(room).fetchSockets()) {
        const user = socket.data.user as SessionUser | undefined;
        if (user && allowed(user)) socket.emit(event, payload);
      }
    },
    guardModule(module, guard) {
      guards.set(module, guard);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    disconnectSessions(sessionIds) {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    moveSessionSockets(fromSessionId, toSessionId) {
      io.in(sessionRoom(fromSessionId)).socketsJoin(sessionRoom(toSessionId));
      io.in(sessionRoom(fromSessionId)).socketsLeave(sessionRoom(fromSessionId));
    },
    async refreshUsers(userIds) {
      if (userIds.length === 0) return;
      // The other instances refresh their own sockets; this one is awaited, so that an event
      // sent right after a rights change already sees the fresh permits here.
      if (options.redisUrl) io.serverSideEmit(REFRESH_USERS, userIds);
      await refreshLocalUsers(userIds);
    },
    disconnectAll() {
      closing = true;
      // Locally only: with the Redis adapter, `io.disconnectSockets` would close the sockets of
      // every instance. `engine.close()` also ends transports that never joined a namespace.
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      closing = true;
      // The HTTP server is closed by Fastify; socket.io's attempt to close it again only answers
      // "not running", which is fine here.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redis.map((r) => r.quit().catch(() => r.disconnect())));
    },
  };
}
