import { DEFAULT_TAG_COLOR } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { recordChanges } from '../history/index.ts';
import { assertReadable, assertTaggable, canTag, isRegisteredModule, registerObjectTraces } from '../objects/index.ts';
import * as repo from './tags.repository.ts';

registerObjectTraces('tags', repo.forgetObject);

/**
 * Tags of spec 3 §5/§7: one name per module, attached to objects; editing needs the
 * object's tag access (the module's `tags` check of the objects registry, else its edit check). Attaching and detaching write a history row of the object
 * (field `tag`, the tag's name) in the same transaction.
 */

export const TAG_HISTORY_FIELD = 'tag';
/** How many of a tag's objects a rename or recolour looks at for the caller's edit access. */
const TAG_EDIT_PROBE = 200;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function assertModule(module: string) {
  if (!isRegisteredModule(module)) throw new NotFound();
}

async function activeTagOf(db: Db, module: string, tagId: number) {
  const tag = await repo.findTag(db, tagId);
  if (tag?.status !== 1 || tag.module !== module) throw new NotFound();
  return tag;
}

/** Attaches a tag (once: an already attached tag answers its existing row), with its history row. */
async function attach(db: Db, user: SessionUser, tag: repo.TagRow, module: string, objectId: number) {
  const existing = await repo.findActiveLink(db, tag.id, objectId);
  if (existing) return { tag_id: tag.id, row_id: existing.id };
  try {
    const row = await db.transaction(async (tx) => {
      const link = await repo.insertLink(tx, { tag_id: tag.id, module, object_id: objectId, who_add: user.id });
      await recordChanges(tx, module, objectId, user.id, [{ field: TAG_HISTORY_FIELD, old_value: null, new_value: tag.name }]);
      return link;
    });
    return { tag_id: tag.id, row_id: row.id };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await repo.findActiveLink(db, tag.id, objectId);
    return { tag_id: tag.id, row_id: raced!.id };
  }
}

/**
 * A rename or recolour changes the tag on every object of the module that carries it: it
 * needs tag access to one of those objects; a tag attached nowhere, its author (super
 * admins always). 403 `tag.editForbidden` otherwise.
 */
async function assertMayChangeTag(db: Db, user: SessionUser, tag: repo.TagRow) {
  if (user.type === 1) return;
  const objectIds = await repo.findTaggedObjectIds(db, tag.id, TAG_EDIT_PROBE);
  if (objectIds.length === 0 && tag.who_add === user.id) return;
  for (const objectId of objectIds) if (await canTag(user, tag.module, objectId)) return;
  throw new Forbidden('tag.editForbidden');
}

export async function searchTags(
  db: Db,
  user: SessionUser,
  query: { module: string; name?: string; users_last?: boolean; item_id?: number },
) {
  if (query.item_id) await assertReadable(user, query.module, query.item_id);
  else assertModule(query.module);
  if (query.users_last) {
    const rows = await repo.findRecentTags(db, user.id, query.module, query.item_id, 20);
    return rows.map(({ tag_id, name, color }) => ({ tag_id, name, color }));
  }
  return repo.searchTags(db, query.module, query.name?.trim() || undefined, query.item_id, 50);
}

export async function objectTags(db: Db, user: SessionUser, module: string, objectId: number) {
  await assertReadable(user, module, objectId);
  return repo.findObjectTags(db, module, objectId);
}

/** A new tag on an object; a name already attached is refused, a name the module knows attaches that tag. */
export async function createTag(db: Db, user: SessionUser, input: { module: string; name: string; item_id: number; color?: string }) {
  await assertTaggable(user, input.module, input.item_id);
  const attached = await repo.findObjectTags(db, input.module, input.item_id);
  if (attached.some((t) => t.name.toLowerCase() === input.name.toLowerCase()))
    throw new ValidationFailed({ name: ['tag.alreadySelected'] });
  let tag = await repo.findTagByName(db, input.module, input.name);
  if (!tag) {
    try {
      tag = await repo.insertTag(db, { module: input.module, name: input.name, color: input.color ?? DEFAULT_TAG_COLOR, who_add: user.id });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      tag = (await repo.findTagByName(db, input.module, input.name))!;
    }
  }
  return attach(db, user, tag, input.module, input.item_id);
}

/** `POST widgets/tags/:tagId`: with item_id attach (colour optional), otherwise rename or recolour. */
export async function changeTag(
  db: Db,
  user: SessionUser,
  tagId: number,
  input: { module: string; item_id?: number; color?: string; name?: string },
) {
  if (input.item_id !== undefined) {
    await assertTaggable(user, input.module, input.item_id);
    const tag = await activeTagOf(db, input.module, tagId);
    if (input.color && input.color !== tag.color) await repo.updateTag(db, tag.id, { color: input.color });
    return attach(db, user, tag, input.module, input.item_id);
  }
  assertModule(input.module);
  const tag = await activeTagOf(db, input.module, tagId);
  if (input.name === undefined && input.color === undefined) throw new ValidationFailed({ name: ['field.fillRequired'] });
  await assertMayChangeTag(db, user, tag);
  const changes: { name?: string; color?: string } = {};
  if (input.name !== undefined && input.name !== tag.name) {
    const same = await repo.findTagByName(db, input.module, input.name);
    if (same && same.id !== tag.id) throw new ValidationFailed({ name: ['tag.nameTaken'] });
    changes.name = input.name;
  }
  if (input.color !== undefined && input.color !== tag.color) changes.color = input.color;
  if (changes.name !== undefined || changes.color !== undefined) {
    try {
      await repo.updateTag(db, tag.id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ValidationFailed({ name: ['tag.nameTaken'] });
      throw error;
    }
  }
  return { tag_id: tag.id, name: changes.name ?? tag.name, color: changes.color ?? tag.color };
}

/** `POST widgets/tags/:tagId/:rowId` with status 0: detaches the tag from the object. */
export async function detachTag(db: Db, user: SessionUser, tagId: number, rowId: number, input: { module: string; item_id: number }) {
  await assertTaggable(user, input.module, input.item_id);
  const link = await repo.findLink(db, rowId);
  if (link?.status !== 1 || link.tag_id !== tagId || link.module !== input.module || link.object_id !== input.item_id) throw new NotFound();
  const tag = await repo.findTag(db, tagId);
  await db.transaction(async (tx) => {
    await repo.setLinkStatus(tx, link.id, 0);
    await recordChanges(tx, link.module, link.object_id, user.id, [
      { field: TAG_HISTORY_FIELD, old_value: tag?.name ?? null, new_value: null },
    ]);
  });
  return { tag_id: tagId, row_id: rowId, status: 0 };
}
