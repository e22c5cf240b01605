import type { Db } from '../../plugins/db.ts';

/**
 * What the collaboration kit keeps of an object (chat, files, tags, links, favourites,
 * notifications), forgotten when the object is purged for good. Each kit module registers
 * how to delete its rows of `(module, objectId)` inside the purge's transaction; it answers
 * the storage keys of the files whose rows it deleted, removed after the commit.
 */
export type TraceForgetter = (tx: Db, module: string, objectId: number) => Promise<string[]>;

const forgetters = new Map<string, TraceForgetter>();

export function registerObjectTraces(kit: string, forget: TraceForgetter) {
  forgetters.set(kit, forget);
}

/** Deletes every kit row of the object (one transaction: the caller's); answers the files to remove. */
export async function forgetObjectTraces(tx: Db, module: string, objectId: number): Promise<string[]> {
  const keys: string[] = [];
  for (const forget of forgetters.values()) keys.push(...(await forget(tx, module, objectId)));
  return keys;
}
