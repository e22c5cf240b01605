import { io, type Socket } from 'socket.io-client';

/**
 * One socket.io connection on the same origin, authenticated by the session cookie.
 * Loaded only by signed-in layouts so that the login route stays small.
 */
let socket: Socket | null = null;

export function getSocket(): Socket {
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
  socket?.disconnect();
  socket = null;
}
