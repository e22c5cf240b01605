/**
 * One call for the cells of one render: a list page's rows each ask for their own piece (an
 * invoice's badges, a contract's document types), and the asks of the same tick go out together as
 * one `fetchMany(ids)` per `maxIds`. Answers `load(id)`, resolving with the id's piece or `empty`.
 */
export function batchedLoader<T>(
  fetchMany: (ids: number[]) => Promise<ReadonlyMap<number, T>>,
  options: { maxIds: number; empty: T },
): (id: number) => Promise<T> {
  type Waiter = { resolve: (value: T) => void; reject: (e: unknown) => void };
  let waiting = new Map<number, Waiter[]>();
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += options.maxIds) {
      const chunk = ids.slice(i, i + options.maxIds);
      try {
        const found = await fetchMany(chunk);
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(found.get(id) ?? options.empty);
      } catch (e) {
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(e);
      }
    }
  }

  return (id) =>
    new Promise((resolve, reject) => {
      waiting.set(id, [...(waiting.get(id) ?? []), { resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setTimeout(() => void flush(), 0);
      }
    });
}
