import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound } from '../../shared/errors.ts';

/** Decides whether a user may see (or edit) one object of a business module. */
export type ObjectCheck = (user: SessionUser, objectId: number) => Promise<boolean>;

/**
 * What a business module declares about its objects, all in one place: who may see and
 * change them, and what the collaboration kit (chat, tags, attachments, notifications)
 * offers on them. Everything but `read` has a default.
 */
export interface ObjectCapabilities {
  /** Who may see an object: chat, tags, links, attachments, history, favourites and realtime rooms ask it. */
  read: ObjectCheck;
  /** Who may change it; `read` by default. */
  edit?: ObjectCheck;
  /** The in-app address of an object, for notification links; `/<module>/<id>` by default. */
  link?: (objectId: number) => string;
  /** The object's participants (performers, watchers...): who an `@all` mention reaches besides the chat's own members. */
  participants?: (objectId: number) => Promise<number[]>;
  /**
   * Who may use the object's chat besides seeing the object (e.g. tasks refuse holders of
   * `tickets_commentDisabled`); everyone who may see the object by default.
   */
  chat?: ObjectCheck;
  /**
   * Who may attach, detach and rename the object's tags (e.g. tasks: editors only, while
   * performers also edit files); the `edit` check by default.
   */
  tags?: ObjectCheck;
  /**
   * The extra file groups an upload may name (`column_name`, e.g. a task board's custom
   * columns); none by default, and an upload naming another is refused.
   */
  fileColumns?: (objectId: number) => Promise<string[]>;
}

/** A registered module's capabilities with every default filled in. */
type Entry = Required<ObjectCapabilities>;

const defaultLink = (module: string, objectId: number) => `/${module}/${objectId}`;
const everyone: ObjectCheck = async () => true;
const none = async (): Promise<never[]> => [];

function withDefaults(module: string, capabilities: ObjectCapabilities): Entry {
  const edit = capabilities.edit ?? capabilities.read;
  return {
    read: capabilities.read,
    edit,
    link: capabilities.link ?? ((objectId) => defaultLink(module, objectId)),
    participants: capabilities.participants ?? none,
    chat: capabilities.chat ?? everyone,
    tags: capabilities.tags ?? edit,
    fileColumns: capabilities.fileColumns ?? none,
  };
}

const registry = new Map<string, Entry>();
const realtimes = new Set<Realtime>();

/** A positive integer id from a path or socket message, or null. */
export function toObjectId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

function guardFor(module: string) {
  return async (user: SessionUser, id: string) => {
    const objectId = toObjectId(id);
    return objectId !== null && canRead(user, module, objectId);
  };
}

/**
 * A business module declares its objects' capabilities: who may see (`read`) and change
 * them, and what chat, tags and attachments offer on them. Chat, tags, network links,
 * attachments, history and favourites consult it on every call, and realtime
 * subscriptions to the module's object rooms use `read`.
 */
export function registerObjectAccess(module: string, capabilities: ObjectCapabilities) {
  registry.set(module, withDefaults(module, capabilities));
  for (const realtime of realtimes) realtime.guardModule(module, guardFor(module));
}

/** Lets realtime subscriptions follow the registry (modules registered before and after). Answers a detach. */
export function attachObjectAccess(realtime: Realtime): () => void {
  realtimes.add(realtime);
  for (const module of registry.keys()) realtime.guardModule(module, guardFor(module));
  return () => realtimes.delete(realtime);
}

export function isRegisteredModule(module: string): boolean {
  return registry.has(module);
}

export async function canRead(user: SessionUser, module: string, objectId: number): Promise<boolean> {
  const entry = registry.get(module);
  return entry ? entry.read(user, objectId).catch(() => false) : false;
}

export async function canEdit(user: SessionUser, module: string, objectId: number): Promise<boolean> {
  const entry = registry.get(module);
  if (!entry) return false;
  return (await canRead(user, module, objectId)) && (await entry.edit(user, objectId).catch(() => false));
}

/** 404 unless the user may see the object (unknown modules and objects included). */
export async function assertReadable(user: SessionUser, module: string, objectId: number) {
  if (!(await canRead(user, module, objectId))) throw new NotFound();
}

/** 404 unless the user may see the object, 403 unless they may also change it. */
export async function assertEditable(user: SessionUser, module: string, objectId: number) {
  await assertReadable(user, module, objectId);
  const entry = registry.get(module)!;
  if (!(await entry.edit(user, objectId).catch(() => false))) throw new Forbidden();
}

/** May the user tag the object: read access and the module's `tags` check (its `edit` check when it has none)? */
export async function canTag(user: SessionUser, module: string, objectId: number): Promise<boolean> {
  const entry = registry.get(module);
  if (!entry) return false;
  return (await canRead(user, module, objectId)) && (await entry.tags(user, objectId).catch(() => false));
}

/** 404 unless the user may see the object, 403 unless they may also change its tags. */
export async function assertTaggable(user: SessionUser, module: string, objectId: number) {
  await assertReadable(user, module, objectId);
  const entry = registry.get(module)!;
  if (!(await entry.tags(user, objectId).catch(() => false))) throw new Forbidden();
}

/** The extra file groups (`column_name`) the module offers on this object; none by default. */
export async function objectFileColumns(module: string, objectId: number): Promise<string[]> {
  return (await registry.get(module)?.fileColumns(objectId)) ?? [];
}

/** 404 unless the user may see the object, 403 unless the module lets them use its chat. */
export async function assertChatAllowed(user: SessionUser, module: string, objectId: number) {
  await assertReadable(user, module, objectId);
  const entry = registry.get(module)!;
  if (!(await entry.chat(user, objectId).catch(() => false))) throw new Forbidden('chat.forbidden');
}

/**
 * Of these users, the ids of those who may see the object (with `chat`, also use its
 * chat): notifications about an object reach only them.
 */
export async function readersAmong(
  module: string,
  objectId: number,
  users: readonly SessionUser[],
  opts: { chat?: boolean } = {},
): Promise<number[]> {
  const entry = registry.get(module);
  if (!entry) return [];
  const allowed = await Promise.all(
    users.map(
      async (user) => (await canRead(user, module, objectId)) && (!opts.chat || (await entry.chat(user, objectId).catch(() => false))),
    ),
  );
  return users.filter((_, i) => allowed[i]).map((u) => u.id);
}

export function objectLink(module: string, objectId: number): string {
  return registry.get(module)?.link(objectId) ?? defaultLink(module, objectId);
}

export async function objectParticipants(module: string, objectId: number): Promise<number[]> {
  return (await registry.get(module)?.participants(objectId)) ?? [];
}
