import { describe, expect, it } from 'vitest';
import { batchShortfall } from './upload-quota.ts';

const sizes = (used: number, total: number) => ({ size_gb: total / 1024 ** 3, used_size_bytes: used, size_bytes: total });

describe('quota across a batch (spec 3 §9, nothing half-written)', () => {
  it('lets a batch through when its total fits, exactly at the quota included', () => {
    expect(batchShortfall(sizes(0, 100), [{ size: 40 }, { size: 60 }])).toBeNull();
    expect(batchShortfall(sizes(90, 100), [{ size: 10 }])).toBeNull();
    expect(batchShortfall(sizes(0, 0), [])).toBeNull();
  });

  it('refuses the whole batch when the total does not fit, even if every file alone would', () => {
    expect(batchShortfall(sizes(50, 100), [{ size: 30 }, { size: 30 }])).toEqual({ incoming: 60, free: 50, quota: 100 });
  });

  it('never answers negative free space (already over the quota)', () => {
    expect(batchShortfall(sizes(150, 100), [{ size: 1 }])).toEqual({ incoming: 1, free: 0, quota: 100 });
  });
});
