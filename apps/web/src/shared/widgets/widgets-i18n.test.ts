import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';

// Every widget registers its own texts (registerResources) from its texts.ts.
import.meta.glob('./*/texts.ts', { eager: true });

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('widget texts (ARCHITECTURE.md: ru and en complete)', () => {
  const bundle = (lng: string) => (i18n.getResourceBundle(lng, 'translation') as Tree).widgets as Tree;

  it('ru and en have the same widget keys, none empty', () => {
    const ru = keys(bundle('ru'), 'widgets.');
    expect(keys(bundle('en'), 'widgets.').sort()).toEqual([...ru].sort());
    for (const k of ru) {
      expect(i18n.t(k, { lng: 'ru' }), k).not.toBe('');
      expect(i18n.t(k, { lng: 'en' }), k).not.toBe('');
    }
  });

  it('every literal key the widgets use exists in ru and en', () => {
    const used = new Set<string>();
    for (const file of sources(import.meta.dirname)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*[`']([a-zA-Z]+\.[a-zA-Z.]+)[`']/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(40);
    const missing = [...used].filter((k) => !i18n.exists(k, { lng: 'ru' }) || !i18n.exists(k, { lng: 'en' }));
    expect(missing).toEqual([]);
  });
});
