import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { NotFound, ValidationFailed } from '../../shared/errors.ts';
import { linkHashes } from './links.schema.ts';

/**
 * An in-app address: a relative path starting with a single `/`. Anything else (absolute
 * URLs, `//host`, `javascript:`) is refused so that links can never send users off-site.
 */
export function toAppPath(link: string): string | null {
  const value = link.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export async function createHashLink(db: Db, input: { link: string; object_id?: number; ttlHours?: number }, userId: number) {
  const link = toAppPath(input.link);
  if (!link) throw new ValidationFailed({ link: ['field.invalid'] });
  const hash = randomBytes(16).toString('base64url');
  const expires = input.ttlHours ? new Date(Date.now() + input.ttlHours * 3_600_000) : null;
  await db.insert(linkHashes).values({ hash, link, object_id: input.object_id ?? null, expires_at: expires, who_add: userId });
  return { hash, link: `${link}${link.includes('?') ? '&' : '?'}hash=${hash}` };
}

/** Spec 1 §7: hash validation answers the link and object, or "link unavailable" when unknown or expired. */
export async function validateHash(db: Db, hash: string) {
  const rows = await db.select().from(linkHashes).where(eq(linkHashes.hash, hash)).limit(1);
  const row = rows[0];
  if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) throw new NotFound('link.unavailable');
  return { link: row.link, object_id: row.object_id };
}

/** Global links: an address from another of the company's systems resolved to an in-app path. */
export function resolveGlobalLink(link: string, view?: string) {
  const path = toAppPath(link.startsWith('/') ? link : `/${link}`);
  if (!path) throw new ValidationFailed({ link: ['field.invalid'] });
  if (!view) return { link: path };
  const withView = `${path}${path.includes('?') ? '&' : '?'}view=${encodeURIComponent(view)}`;
  return { link: withView };
}
