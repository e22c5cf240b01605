import { DEFAULT_TAG_COLOR } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attachTag, changeTag, createTag, detachTag, type FoundTag, loadObjectTags, type ObjectTag, tagsKey } from './tags-api.ts';

type Add = { name: string; existing?: FoundTag };
type Change = { tag: ObjectTag; name?: string; color?: string };

let tempRow = 0;

/** The object's tags and their optimistic mutations (rolled back on error; spec 3 §8: failures only logged). */
export function useTags(module: string, itemId: number | string) {
  const client = useQueryClient();
  const key = tagsKey(module, itemId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => loadObjectTags(module, itemId, signal) });

  const optimistic = async (update: (list: ObjectTag[]) => ObjectTag[]) => {
    await client.cancelQueries({ queryKey: key });
    const before = client.getQueryData<ObjectTag[]>(key);
    client.setQueryData<ObjectTag[]>(key, (list) => update(list ?? []));
    return { before };
  };
  const rollback = (error: unknown, _v: unknown, ctx?: { before?: ObjectTag[] }) => {
    console.error('tags: call failed', error);
    if (ctx?.before) client.setQueryData(key, ctx.before);
  };

  const add = useMutation({
    mutationFn: ({ name, existing }: Add) =>
      existing ? attachTag(module, itemId, existing.tag_id) : createTag(module, itemId, name, DEFAULT_TAG_COLOR),
    onMutate: ({ name, existing }: Add) => {
      tempRow -= 1;
      const row = tempRow;
      const tag: ObjectTag = {
        tag_id: existing?.tag_id ?? row,
        row_id: row,
        name: existing?.name ?? name,
        color: existing?.color ?? DEFAULT_TAG_COLOR,
      };
      return optimistic((list) => [...list, tag]).then((ctx) => ({ ...ctx, row }));
    },
    onSuccess: (res, _v, ctx) => {
      client.setQueryData<ObjectTag[]>(key, (list) =>
        list?.map((t) => (t.row_id === ctx.row ? { ...t, tag_id: res.tag_id, row_id: res.row_id } : t)),
      );
    },
    onError: rollback,
  });

  const change = useMutation({
    mutationFn: ({ tag, name, color }: Change) =>
      changeTag(module, tag.tag_id, name !== undefined ? { name } : { color: color ?? tag.color }),
    onMutate: ({ tag, name, color }: Change) =>
      optimistic((list) => list.map((t) => (t.tag_id === tag.tag_id ? { ...t, name: name ?? t.name, color: color ?? t.color } : t))),
    onError: rollback,
  });

  const remove = useMutation({
    mutationFn: (tag: ObjectTag) => detachTag(module, itemId, tag),
    onMutate: (tag: ObjectTag) => optimistic((list) => list.filter((t) => t.row_id !== tag.row_id)),
    onError: rollback,
  });

  return { tags: query.data ?? [], isPending: query.isPending, add: add.mutate, change: change.mutate, remove: remove.mutate };
}
