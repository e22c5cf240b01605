import { mayOpenPath, sectionForPath } from '@app/contracts';

/** Paths outside the section table that the shell handles itself. */
export const SPECIAL_ROUTES: readonly { path: string; public: boolean; plain: boolean }[] = [
  { path: '/sso', public: true, plain: true },
  { path: '/webservice/globallink', public: false, plain: false },
];

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function specialRoute(pathname: string) {
  return SPECIAL_ROUTES.find((r) => matches(pathname, r.path));
}

export function isPlainPath(pathname: string): boolean {
  return Boolean(specialRoute(pathname)?.plain ?? sectionForPath(pathname)?.plain);
}

export type HashCheck = { value: string; state: 'pending' | 'valid' | 'invalid' };

export interface GuardInput {
  pathname: string;
  search: string;
  status: 'unknown' | 'anonymous' | 'authenticated';
  user: { type: number; permits: Record<string, number> } | null;
  /** Address stored when the user was sent to sign in. */
  storedTarget: string | null;
  /** Last address the user opened successfully. */
  lastAddress: string | null;
  /** Validation state of the `hash` query parameter of this address, if any. */
  hashCheck: HashCheck | null;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'wait' }
  | { type: 'validate-hash'; hash: string }
  | { type: 'redirect'; to: string; storeTarget?: string; clearTarget?: boolean; noAccess?: boolean };

export const LINK_ERROR_ADDRESS = '/error?reason=link';

const safeTarget = (target: string | null) =>
  target?.startsWith('/') && !target.startsWith('//') && !matches(target.split('?')[0], '/login') ? target : null;

/** Spec 1 §2, the route guard, as a pure function of the address and the session. */
export function decideGuard(input: GuardInput): GuardDecision {
  const { pathname, search, status, user } = input;
  const hash = new URLSearchParams(search).get('hash');

  // A link carrying a hash is validated first.
  if (hash) {
    const check = input.hashCheck?.value === hash ? input.hashCheck : null;
    if (!check || check.state === 'pending') return { type: 'validate-hash', hash };
    if (check.state === 'invalid') return { type: 'redirect', to: LINK_ERROR_ADDRESS };
  }

  const special = specialRoute(pathname);
  const section = special ? undefined : sectionForPath(pathname);

  // Any unknown path leaves for the stored or the root address.
  if (!special && !section) {
    const stored = safeTarget(input.lastAddress);
    return { type: 'redirect', to: stored && stored.split('?')[0] !== pathname ? stored : '/' };
  }

  const isPublic = special ? special.public : Boolean(section?.public);
  if (isPublic) {
    if (matches(pathname, '/login')) {
      if (status === 'unknown') return { type: 'wait' };
      if (status === 'authenticated') return { type: 'redirect', to: safeTarget(input.storedTarget) ?? '/', clearTarget: true };
    }
    return { type: 'allow' };
  }

  if (status === 'unknown') return { type: 'wait' };
  if (status === 'anonymous' || !user) return { type: 'redirect', to: '/login', storeTarget: pathname + search };

  if (!mayOpenPath(user, pathname)) return { type: 'redirect', to: '/', noAccess: true };
  return { type: 'allow' };
}
