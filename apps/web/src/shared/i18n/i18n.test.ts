import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SECTION_ROUTES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { i18n } from './index.ts';
import { ru } from './ru.ts';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

// Features and widgets register their own texts from a `texts.ts` beside them: load them all.
await Promise.all(Object.values(import.meta.glob('../../**/texts.ts')).map((load) => load()));

describe('i18n resources', () => {
  const ruKeys = keys(i18n.getResourceBundle('ru', 'translation') as Tree);

  it('en has exactly the keys of ru, in the shell and in every registered texts.ts', () => {
    expect(keys(en as Tree).length).toBe(keys(ru as Tree).length);
    expect(keys(i18n.getResourceBundle('en', 'translation') as Tree).sort()).toEqual([...ruKeys].sort());
  });

  it('has no empty texts', () => {
    for (const k of ruKeys) expect(i18n.t(k, { lng: 'ru' }), k).not.toBe('');
  });

  it('knows every literal key used in the source and every menu label', () => {
    const root = join(import.meta.dirname, '..', '..');
    const known = new Set(ruKeys.map((k) => k.replace(/_(one|few|many|other)$/, '')));
    const used = new Set<string>();
    for (const file of sources(root)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(m[1]);
    }
    for (const s of SECTION_ROUTES) used.add(s.label);
    const missing = [...used].filter((k) => !known.has(k));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });

  it('uses the Russian plural rules', () => {
    const t = (count: number) => i18n.t('users.count', { count, lng: 'ru' });
    expect([1, 2, 5, 11, 21, 22, 25].map(t)).toEqual([
      '1 пользователь',
      '2 пользователя',
      '5 пользователей',
      '11 пользователей',
      '21 пользователь',
      '22 пользователя',
      '25 пользователей',
    ]);
    expect(i18n.t('users.count', { count: 1, lng: 'en' })).toBe('1 user');
    expect(i18n.t('users.count', { count: 3, lng: 'en' })).toBe('3 users');
  });
});
