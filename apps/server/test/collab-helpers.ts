import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { registerObjectAccess } from '../src/modules/objects/index.ts';
import { queryRows } from '../src/plugins/db.ts';
import type { SessionUser } from '../src/plugins/types.ts';
import type { TestApp } from './helpers.ts';

/**
 * The `test` object module of the collaboration tests: objects 1-99 are seen by everyone,
 * 1-49 changed by everyone, 50-99 changed by super admins only; 500 is seen by super
 * admins only; any other id does not exist.
 */
export function registerTestObjects() {
  registerObjectAccess('test', {
    read: async (user: SessionUser, id: number) => (id >= 1 && id <= 99) || (id === 500 && user.type === 1),
    edit: async (user: SessionUser, id: number) => id < 50 || user.type === 1,
    link: (id) => `/test/${id}`,
  });
}

export async function userId(t: TestApp, login: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`);
  return row.id;
}

export type Part = [name: string, value: string | { filename: string; content: Buffer | string; type?: string }];

/** A multipart/form-data body for `app.inject`. */
export function multipart(parts: Part[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        Buffer.isBuffer(value.content) ? value.content : Buffer.from(value.content),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export function openSocket(url: string, token: string, sockets: Socket[]): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function subscribe(socket: Socket, module: string, id: number | string): Promise<boolean> {
  return new Promise((resolve) => socket.emit('subscribe', { module, id }, (ok: boolean) => resolve(ok)));
}

/**
 * Resolves once every event the server sent this socket before now has arrived: a round trip
 * on the same connection, whose answer comes after them (socket.io keeps a connection's order).
 * "Nothing arrived" is asserted after this, never after a pause.
 */
export async function delivered(socket: Socket): Promise<void> {
  await subscribe(socket, 'delivery-barrier', 0);
}

export function nextEvent<T>(socket: Socket, channel: string, ms = 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${channel} event within ${ms} ms`)), ms);
    socket.once(channel, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
