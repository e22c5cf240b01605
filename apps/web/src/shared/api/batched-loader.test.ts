import { describe, expect, it, vi } from 'vitest';
import { batchedLoader } from './batched-loader.ts';

describe('batchedLoader', () => {
  it('sends the asks of one tick together, split by maxIds, and answers each id (empty when missing)', async () => {
    const fetchMany = vi.fn(async (ids: number[]) => new Map(ids.filter((id) => id !== 3).map((id) => [id, [`b${id}`]])));
    const load = batchedLoader(fetchMany, { maxIds: 2, empty: [] as string[] });
    const answers = await Promise.all([load(1), load(2), load(3), load(1)]);
    expect(answers).toEqual([['b1'], ['b2'], [], ['b1']]);
    expect(fetchMany.mock.calls).toEqual([[[1, 2]], [[3]]]);
  });

  it('rejects the asks of a failed call only', async () => {
    const load = batchedLoader(
      async (ids: number[]) => {
        if (ids.includes(2)) throw new Error('down');
        return new Map(ids.map((id) => [id, id]));
      },
      { maxIds: 1, empty: 0 },
    );
    const [one, two] = await Promise.allSettled([load(1), load(2)]);
    expect(one).toEqual({ status: 'fulfilled', value: 1 });
    expect(two.status).toBe('rejected');
  });
});
