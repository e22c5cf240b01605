import { sectionForPath } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession, validateHash } from '../../features/session/index.ts';
import { STORAGE_KEYS, session } from '../../shared/storage.ts';
import { toast } from '../../shared/toast/toast.ts';
import { decideGuard, type GuardDecision, type HashCheck } from './decide-guard.ts';

/** Spec 1 §9: the access message appears after 100 ms. */
export const NO_ACCESS_MESSAGE_DELAY_MS = 100;

/** Runs decideGuard for the current address and carries out its decision. */
export function useGuard(): GuardDecision {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const [hashCheck, setHashCheck] = useState<HashCheck | null>(null);
  const validating = useRef<string | null>(null);

  const decision = decideGuard({
    pathname: location.pathname,
    search: location.search,
    status,
    user,
    storedTarget: session.get(STORAGE_KEYS.redirectTarget),
    lastAddress: session.get(STORAGE_KEYS.lastAddress),
    hashCheck,
  });
  const key = JSON.stringify(decision);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the decision key carries every input
  useEffect(() => {
    const d = JSON.parse(key) as GuardDecision;
    if (d.type === 'validate-hash') {
      if (validating.current === d.hash) return;
      validating.current = d.hash;
      setHashCheck({ value: d.hash, state: 'pending' });
      validateHash(d.hash)
        .then((reply) => {
          setHashCheck({ value: d.hash, state: 'valid' });
          const link = typeof reply?.link === 'string' ? reply.link : '';
          if (link.startsWith('/') && !link.startsWith('//') && link.split('?')[0] !== location.pathname) {
            const sep = link.includes('?') ? '&' : '?';
            navigate(`${link}${sep}hash=${encodeURIComponent(d.hash)}`, { replace: true });
          }
        })
        .catch(() => setHashCheck({ value: d.hash, state: 'invalid' }))
        .finally(() => {
          validating.current = null;
        });
      return;
    }
    if (d.type === 'redirect') {
      if (d.storeTarget) session.set(STORAGE_KEYS.redirectTarget, d.storeTarget);
      if (d.clearTarget) session.remove(STORAGE_KEYS.redirectTarget);
      navigate(d.to, { replace: true });
      // Not cleared with the effect: the redirect itself changes the decision.
      if (d.noAccess) setTimeout(() => toast(1, t('guard.noAccess')), NO_ACCESS_MESSAGE_DELAY_MS);
      return;
    }
    if (d.type === 'allow') {
      const section = sectionForPath(location.pathname);
      if (section && !section.plain && !section.public) {
        session.set(STORAGE_KEYS.lastAddress, location.pathname + location.search);
      }
    }
  }, [key, location.pathname, location.search]);

  return decision;
}
