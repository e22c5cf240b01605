import { objectRoom } from '../realtime.ts';

/**
 * Live events of a registry: the event name (channel) is the registry's name; they go to the
 * record's room (`object:<name>:<id>`) and to the list room (`object:<name>_list:all`),
 * which users holding the registry's view permit may join.
 */
export interface RegistryEvent {
  action: 'create' | 'update' | 'delete' | 'restore';
  id: number;
  /** For `update`: the changed fields with their new values. */
  fields?: Record<string, unknown>;
  /** Who made the change: a client ignores its own events. */
  user_id: number | null;
}

export const registryChannel = (name: string) => name;
export const registryListRoom = (name: string) => objectRoom(`${name}_list`, 'all');
export const registryRecordRoom = (name: string, id: number) => objectRoom(name, id);
