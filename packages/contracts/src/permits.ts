import type { RouteAccess } from './permit-catalogue.ts';

export type { AnyPermit, Permit, RouteAccess } from './permit-catalogue.ts';

/**
 * Spec 1 §6: permits arrive as a map; a value that is a non-empty list is reduced to
 * its first element; super admin (type 1) has every right.
 */
export type PermitsMap = Record<string, number | number[]>;

export function normalizePermits(raw: PermitsMap): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) {
      if (value.length > 0) out[name] = Number(value[0]);
    } else {
      out[name] = Number(value);
    }
  }
  return out;
}

export function hasPermit(user: { type: number; permits: Record<string, number> }, permit: RouteAccess): boolean {
  if (permit === 'public' || permit === 'session') return true;
  if (user.type === 1) return true;
  if (typeof permit !== 'string') return permit.some((p) => user.permits[p] === 1);
  return user.permits[permit] === 1;
}
