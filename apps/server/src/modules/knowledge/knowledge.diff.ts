import type { DiffPart } from '@app/contracts';

/** Above this many token pairs the diff compares lines instead of words (memory stays small). */
const MAX_CELLS = 4_000_000;

const words = (text: string) => text.split(/(\s+)/).filter((t) => t !== '');
const lines = (text: string) => text.split(/(?<=\n)/).filter((t) => t !== '');

/**
 * A word diff of two plain texts (longest common subsequence over words and the spaces between
 * them; over lines when the texts are long): the parts of `before` and `after` in order, each
 * `same`, `removed` (only in `before`) or `added` (only in `after`). No library was installed
 * for this; the module's LCS is about 40 lines.
 */
export function diffText(before: string, after: string): DiffPart[] {
  let a = words(before);
  let b = words(after);
  if (a.length * b.length > MAX_CELLS) {
    a = lines(before);
    b = lines(after);
  }
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else if (text) parts.push({ kind, text });
  };
  push('same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push('removed', midA.join(''));
    push('added', midB.join(''));
  } else {
    const n = midA.length;
    const m = midB.length;
    // lcs[i * (m + 1) + j]: the common length of midA[i..] and midB[j..].
    const lcs = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lcs[i * (m + 1) + j] =
          midA[i] === midB[j] ? lcs[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(lcs[(i + 1) * (m + 1) + j]!, lcs[i * (m + 1) + j + 1]!);
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push('same', midA[i++]!);
        j++;
      } else if (lcs[(i + 1) * (m + 1) + j]! >= lcs[i * (m + 1) + j + 1]!) push('removed', midA[i++]!);
      else push('added', midB[j++]!);
    }
    while (i < n) push('removed', midA[i++]!);
    while (j < m) push('added', midB[j++]!);
  }
  push('same', a.slice(endA).join(''));
  return parts;
}
