import { hasPermit, type Permit } from '@app/contracts';
import { useSession } from './session-store.ts';

/** The signed-in user as the modules' screens need it (empty before the session is known). */
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

/**
 * Spec 1 §6: a permit by name — super admins (type 1) pass, 1 allows, anything else (absent
 * included) refuses, as the route table and the server's checks read it (`hasPermit`). The
 * server checks again; this only decides what the screen offers.
 */
export const can = (me: Pick<Me, 'type' | 'permits'>, permit: Permit): boolean => hasPermit(me, permit);
