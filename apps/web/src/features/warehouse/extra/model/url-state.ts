import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Patch = Record<string, string | number | boolean | null | undefined>;

/**
 * Filters, tabs and pages of a screen kept in the URL (ARCHITECTURE.md "Web conventions"), so a
 * link reproduces the view. `set` merges a patch (empty values removed) and, unless the patch names
 * the page, goes back to page 1.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string): string => params.get(key) ?? '', [params]);
  const getId = useCallback(
    (key: string): number | null => {
      const n = Number(params.get(key));
      return Number.isInteger(n) && n > 0 ? n : null;
    },
    [params],
  );
  const set = useCallback(
    (patch: Patch) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!('page' in patch)) next.delete('page');
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === undefined || v === '' || v === false) next.delete(k);
            else next.set(k, v === true ? '1' : String(v));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, get, getId, set };
}
