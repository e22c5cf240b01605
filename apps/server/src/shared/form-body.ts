/**
 * Bracket names of form bodies (`pack[name]`, `files[0][file]`, `checklist_group[2][position]`)
 * folded into nested objects. A segment that is a whole number makes an array; `[]` appends.
 * Names that could reach the prototype are dropped.
 */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_DEPTH = 10;
const MAX_INDEX = 10_000;

export function splitBracketName(name: string): string[] {
  const first = name.indexOf('[');
  if (first <= 0) return [name];
  const segments = [name.slice(0, first)];
  const re = /\[([^\]]*)\]/g;
  re.lastIndex = first;
  let match: RegExpExecArray | null = re.exec(name);
  let end = first;
  while (match && match.index === end) {
    segments.push(match[1]);
    end = re.lastIndex;
    match = re.exec(name);
  }
  // Anything after the last well-formed bracket is kept as part of the last segment.
  if (end < name.length) segments[segments.length - 1] += name.slice(end);
  return segments.slice(0, MAX_DEPTH);
}

type Container = Record<string, unknown> | unknown[];

function isIndex(segment: string): boolean {
  return segment === '' || (/^\d+$/.test(segment) && Number(segment) <= MAX_INDEX);
}

export function nestFormEntries(entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const path = splitBracketName(name);
    if (path.some((s) => FORBIDDEN.has(s))) continue;
    let node: Container = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i];
      const last = i === path.length - 1;
      const key: string | number = Array.isArray(node) ? (segment === '' ? node.length : Number(segment)) : segment;
      if (last) {
        if (Array.isArray(node)) node[key as number] = value;
        else node[key as string] = value;
        break;
      }
      const existing: unknown = Array.isArray(node) ? node[key as number] : node[key as string];
      let child: Container;
      if (existing && typeof existing === 'object') {
        child = existing as Container;
      } else {
        child = isIndex(path[i + 1]) ? [] : {};
        if (Array.isArray(node)) node[key as number] = child;
        else node[key as string] = child;
      }
      // An array that meets a non-numeric key becomes an object, keeping its items.
      if (Array.isArray(child) && !isIndex(path[i + 1])) {
        const asObject: Record<string, unknown> = { ...child };
        if (Array.isArray(node)) node[key as number] = asObject;
        else node[key as string] = asObject;
        child = asObject;
      }
      node = child;
    }
  }
  return compactArrays(root) as Record<string, unknown>;
}

/** Sparse arrays (`files[3]` without 0..2) become dense, in index order. */
function compactArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactArrays);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = compactArrays(v);
    return out;
  }
  return value;
}

export function parseUrlEncoded(body: string): Record<string, unknown> {
  return nestFormEntries(new URLSearchParams(body).entries());
}
