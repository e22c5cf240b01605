/** A `like` pattern matching the term anywhere: `%`, `_` and `\` in the term stand for themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
