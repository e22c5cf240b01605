import { api } from '../../api/index.ts';

/** Spec 3 §3 tag: tag_id, row_id (link between tag and record), name, color. */
export interface ObjectTag {
  tag_id: number;
  row_id: number;
  name: string;
  color: string;
}
export type FoundTag = Pick<ObjectTag, 'tag_id' | 'name' | 'color'>;

export const tagsKey = (module: string, itemId: number | string) => ['tags', module, String(itemId)] as const;

export const loadObjectTags = (module: string, itemId: number | string, signal?: AbortSignal) =>
  api<ObjectTag[]>('widgets/tags/item', { query: { module, item_id: itemId }, signal });

/** GET widgets/tags with name, or users_last=true for the user's recent tags; attached ones are left out. */
export const searchTags = (module: string, itemId: number | string, name: string, signal?: AbortSignal) =>
  api<FoundTag[]>('widgets/tags', {
    query: name ? { module, name, item_id: itemId } : { module, users_last: 'true', item_id: itemId },
    signal,
  });

export const createTag = (module: string, itemId: number | string, name: string, color: string) =>
  api<{ tag_id: number; row_id: number }>('widgets/tags', { method: 'POST', json: { module, name, item_id: Number(itemId), color } });

export const attachTag = (module: string, itemId: number | string, tagId: number) =>
  api<{ tag_id: number; row_id: number }>(`widgets/tags/${tagId}`, { method: 'POST', json: { module, item_id: Number(itemId) } });

export const changeTag = (module: string, tagId: number, change: { name: string } | { color: string }) =>
  api<unknown>(`widgets/tags/${tagId}`, { method: 'POST', json: { module, ...change } });

export const detachTag = (module: string, itemId: number | string, tag: ObjectTag) =>
  api<unknown>(`widgets/tags/${tag.tag_id}/${tag.row_id}`, { method: 'POST', json: { module, item_id: Number(itemId), status: 0 } });
