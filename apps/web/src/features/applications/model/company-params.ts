import { useQuery } from '@tanstack/react-query';
import { fetchCompanyParams, useSession } from '../../session/index.ts';

export interface Me {
  id: number;
  fio: string;
  avatar: string | null;
  type: number;
  canSign: boolean;
  permits: Record<string, number>;
}

export function useMe(): Me {
  const user = useSession().user;
  return {
    id: user?.id ?? 0,
    fio: user?.name ?? '',
    avatar: user?.image ?? null,
    type: user?.type ?? 0,
    canSign: user?.canSign ?? false,
    permits: user?.permits ?? {},
  };
}

/** Spec 1 §6: permissions by name; super admins (type 1) pass. The server checks again. */
export function permitted(me: Pick<Me, 'type' | 'permits'>, name: string): boolean {
  if (me.type === 1) return true;
  return me.permits[name] === 1;
}

/** Company params, shared with the layout's cache entry. */
export const useCompanyParams = () => useQuery({ queryKey: ['company-params'], queryFn: fetchCompanyParams, staleTime: 10 * 60_000 });
