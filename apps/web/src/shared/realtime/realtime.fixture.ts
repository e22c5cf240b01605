import type { Socket } from 'socket.io-client';
import { afterAll, vi } from 'vitest';
import { injectSocket } from './client.ts';

type Handler = (payload: unknown) => void;

/**
 * A fake realtime connection for the calling test file (call it at the top level): the page
 * subscribes through the real client, `emit` delivers what the server would send on a channel,
 * `socket.emit` records what the page sent (room joins), `socket.disconnect` records a sign-out.
 */
export function fakeRealtime({ connected = true }: { connected?: boolean } = {}) {
  const handlers = new Map<string, Set<Handler>>();
  const socket = {
    connected,
    emit: vi.fn(),
    disconnect: vi.fn(),
    on(channel: string, handler: Handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return socket;
    },
    off(channel: string, handler: Handler) {
      handlers.get(channel)?.delete(handler);
      return socket;
    },
  };
  injectSocket(socket as unknown as Socket);
  afterAll(() => injectSocket(null));
  return {
    socket,
    handlers,
    emit(channel: string, payload: unknown) {
      for (const handler of [...(handlers.get(channel) ?? [])]) handler(payload);
    },
  };
}
