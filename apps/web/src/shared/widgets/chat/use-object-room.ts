import { useEffect, useRef } from 'react';
import { getSocket, subscribe } from '../../realtime/index.ts';

/** How many mounted widgets follow each room: the room is left when the last one unmounts. */
const followers = new Map<string, number>();

/**
 * Joins the realtime room of one object (`subscribe` {module, id}; again after every
 * reconnect) and listens to `channel` while mounted. An empty id (0 or '') follows nothing.
 */
export function useObjectRoom<T>(module: string, objectId: number | string, channel: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (objectId === 0 || objectId === '') return;
    const socket = getSocket();
    const room = { module, id: objectId };
    const key = `${module}:${objectId}`;
    followers.set(key, (followers.get(key) ?? 0) + 1);
    const join = () => socket.emit('subscribe', room);
    if (socket.connected) join();
    socket.on('connect', join);
    const off = subscribe<T>(channel, (payload) => latest.current(payload));
    return () => {
      off();
      socket.off('connect', join);
      const left = (followers.get(key) ?? 1) - 1;
      if (left > 0) followers.set(key, left);
      else {
        followers.delete(key);
        socket.emit('unsubscribe', room);
      }
    };
  }, [module, objectId, channel]);
}
