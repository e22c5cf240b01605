import type { DriveSizes } from '../api/drive-api.ts';

export interface QuotaShortfall {
  /** Bytes of the whole batch. */
  incoming: number;
  /** Bytes still free (never negative). */
  free: number;
  /** The quota in bytes. */
  quota: number;
}

/**
 * Spec 3 §9 and the "nothing half-written": a batch is uploaded one request per
 * file (for per-file progress), so the browser checks the whole batch against the user's
 * quota first and refuses all of it if it does not fit. The server stays the authority
 * (it refuses each request past the quota); this only keeps a batch from half-succeeding.
 * Answers null when the batch fits, else the numbers for the server's wording.
 */
export function batchShortfall(sizes: DriveSizes, files: readonly { size: number }[]): QuotaShortfall | null {
  const incoming = files.reduce((sum, f) => sum + f.size, 0);
  if (sizes.used_size_bytes + incoming <= sizes.size_bytes) return null;
  return { incoming, free: Math.max(0, sizes.size_bytes - sizes.used_size_bytes), quota: sizes.size_bytes };
}
