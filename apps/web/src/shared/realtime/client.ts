import { io, type Socket } from 'socket.io-client';

/**
 * One socket.io connection on the same origin, authenticated by the session cookie.
 * Loaded only by signed-in layouts so that the login route stays small.
 */
let socket: Socket | null = null;
/** Tests only: a fake socket standing in for the connection, see `injectSocket`. */
let injected: Socket | null = null;

/**
 * Tests only: `getSocket`, `subscribe` and `disconnectRealtime` use `fake` instead of a real
 * connection until `injectSocket(null)`, so component tests need no module mocking.
 */
export function injectSocket(fake: Socket | null): void {
  injected = fake;
}

export function getSocket(): Socket {
  if (injected) return injected;
  if (!socket) {
    socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
  }
  return socket;
}

/** Listen to a channel; returns the function that stops listening. */
export function subscribe<T>(channel: string, handler: (payload: T) => void): () => void {
  const s = getSocket();
  const listener = (payload: T) => handler(payload);
  s.on(channel, listener);
  return () => {
    s.off(channel, listener);
  };
}

export function disconnectRealtime(): void {
  (injected ?? socket)?.disconnect();
  socket = null;
}
