import type { PropertyValue } from '@app/contracts';
import type { Lang } from '../../shared/i18n.ts';
import { nomenclatureText } from './nomenclature.messages.ts';
import type { StoredProperty } from './nomenclature.schema.ts';

/**
 * The rules of nomenclature (issue 12): the group tree never closes a cycle, a group's
 * properties have unique names along its ancestors, an item's property values fit the types
 * its groups give them, and no item is its own analogue.
 */

/** A group cannot be its own parent nor go under one of its sub-groups; `chain` is the new parent and its ancestors. */
export const parentClosesCycle = (id: number, chain: readonly number[]): boolean => chain.includes(id);

/** The engine hook's problems of a group's parent (a shared message key: the hook has no language). */
export const parentProblems = (id: number | undefined, chain: readonly number[]): Record<string, string[]> =>
  id !== undefined && parentClosesCycle(id, chain) ? { parent_id: ['nomenclature.groupCycle'] } : {};

const slug = (name: string) => name.trim().toLocaleLowerCase('ru');

/**
 * The group's own properties as they will be stored: keys kept, a new one gets `next()`.
 * Problems (`{ properties: [messages] }`) when a name repeats among them or the inherited ones.
 */
export function groupPropertiesProblems(
  given: readonly { key?: string; name: string; type: StoredProperty['type'] }[],
  inherited: readonly { name: string }[],
  lang: Lang,
): Record<string, string[]> {
  const seen = new Set(inherited.map((p) => slug(p.name)));
  const messages: string[] = [];
  for (const p of given) {
    if (seen.has(slug(p.name))) messages.push(nomenclatureText('duplicateProperty', lang, { name: p.name.trim() }));
    seen.add(slug(p.name));
  }
  return messages.length ? { properties: messages } : {};
}

/** Keeps the given keys (unique), makes one for each new property. */
export function withKeys(
  given: readonly { key?: string; name: string; type: StoredProperty['type'] }[],
  next: () => string,
): StoredProperty[] {
  const used = new Set<string>();
  return given.map((p) => {
    let key = p.key && !used.has(p.key) ? p.key : next();
    while (used.has(key)) key = next();
    used.add(key);
    return { key, name: p.name.trim(), type: p.type };
  });
}

/**
 * The item's values after a change: each given key must be a property of its groups and fit its
 * type (a text is trimmed; null or an empty text clears it). Answers the merged values or the
 * problems (`{ values: [messages] }`).
 */
export function mergeValues(
  stored: Readonly<Record<string, string | number | boolean>>,
  given: Readonly<Record<string, PropertyValue>>,
  properties: readonly StoredProperty[],
  lang: Lang,
): { values: Record<string, string | number | boolean> } | { problems: Record<string, string[]> } {
  const byKey = new Map(properties.map((p) => [p.key, p]));
  const values: Record<string, string | number | boolean> = {};
  // Values of properties the groups no longer have are dropped.
  for (const [key, value] of Object.entries(stored)) if (byKey.has(key)) values[key] = value;
  const messages: string[] = [];
  for (const [key, raw] of Object.entries(given)) {
    const property = byKey.get(key);
    if (!property) {
      messages.push(nomenclatureText('unknownProperty', lang, { key }));
      continue;
    }
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === null || value === '') {
      delete values[key];
      continue;
    }
    const fits =
      property.type === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : property.type === 'boolean'
          ? typeof value === 'boolean'
          : typeof value === 'string';
    if (!fits) {
      const message = property.type === 'number' ? 'notNumber' : property.type === 'boolean' ? 'notBoolean' : 'notText';
      messages.push(nomenclatureText(message, lang, { name: property.name }));
      continue;
    }
    values[key] = value;
  }
  return messages.length ? { problems: { values: messages } } : { values };
}

/** The analogues' problems: the item itself, or ids that are not active items (`unknown`). */
export function analoguesProblems(id: number, ids: readonly number[], known: ReadonlySet<number>, lang: Lang): Record<string, string[]> {
  const messages: string[] = [];
  if (ids.includes(id)) messages.push(nomenclatureText('analogueSelf', lang));
  for (const other of ids) if (other !== id && !known.has(other)) messages.push(nomenclatureText('unknownItem', lang, { id: other }));
  return messages.length ? { ids: messages } : {};
}

/** A symmetric link stored once: the smaller id first. */
export const pairOf = (a: number, b: number) => (a < b ? { item_id: a, analogue_id: b } : { item_id: b, analogue_id: a });
