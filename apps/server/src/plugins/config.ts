import path from 'node:path';

/** Everything the server reads from its environment, with safe defaults for the embedded mode. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `dataDir/db` (or in memory when `dataDir` is `:memory:`). */
  databaseUrl?: string;
  redisUrl?: string;
  logLevel: string;
  /** Directory of the built web app, served at `/` when it exists. */
  webDist?: string;
  /** Cookies get the Secure flag (behind HTTPS). */
  secureCookies: boolean;
  /**
   * Fastify's `trustProxy`: whose `X-Forwarded-For` gives the client address (sign-in limits
   * per address, the audit log). Off by default: the server faces clients directly, and a
   * client could otherwise name any address it likes.
   */
  trustProxy: TrustProxy;
  /** Start background workers (pg-boss). Tests of pure HTTP behaviour may switch it off. */
  jobs: boolean;
  /**
   * Failed sign-ins allowed per (account, address) in `loginWindowMs` (4 times as many per
   * address); past as many failures of an account from all addresses, its sign-ins slow down
   * (modules/auth/auth.limits.ts).
   */
  loginAttempts: number;
  loginWindowMs: number;
  /** Failed sign-ins allowed per account in any hour, from all addresses: the hard cap. */
  loginAccountHourlyMax: number;
  /** Tests only: how the sign-in slowdown waits (default: an awaited timer). */
  loginSleep?: (ms: number) => Promise<unknown>;
  /** The largest uploaded file, in bytes (`MAX_UPLOAD_MB`, default 200 MB); a bigger one answers 413. */
  maxUploadBytes: number;
  /** Tests only: an embedded database dump to start from instead of an empty database. */
  pgliteTemplate?: Blob;
}

/** `true` trusts any proxy, a list only those addresses/CIDRs; `false` trusts nobody. */
export type TrustProxy = boolean | string[];

/**
 * `TRUST_PROXY`: unset, empty, `false` or `0` = off; `true`; or a comma list of the proxies'
 * addresses, CIDRs or proxy-addr names (`loopback`, `uniquelocal`). Fastify 5 trusts no
 * one for a hop count, so a bare number other than 0 fails at start as an invalid address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // `:memory:` keeps the database in memory and files in a temp folder (tests).
  const dataDir = env.DATA_DIR === ':memory:' ? ':memory:' : path.resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../../web/dist'),
    secureCookies: env.SECURE_COOKIES === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobs: env.JOBS !== '0',
    loginAttempts: Number(env.LOGIN_ATTEMPTS ?? 10),
    loginWindowMs: Number(env.LOGIN_WINDOW_MS ?? 15 * 60_000),
    loginAccountHourlyMax: Number(env.LOGIN_ACCOUNT_HOURLY_MAX ?? 100),
    maxUploadBytes: Math.round(Number(env.MAX_UPLOAD_MB || 200) * 1024 * 1024),
  };
}
