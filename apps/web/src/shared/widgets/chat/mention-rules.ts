/**
 * Spec 3 §5 mention rules: `@` users, groups and all (up to 3 words of Latin or Cyrillic
 * letters); `#` letters, digits, underscore, dot, hyphen; `$` digits and dot. Search is
 * debounced 1200 ms and starts from 1 character.
 */
export type MentionChar = '@' | '#' | '$';
export const MENTION_CHARS: readonly MentionChar[] = ['@', '#', '$'];
export const MENTION_DEBOUNCE_MS = 1200;
export const MENTION_MIN_CHARS = 1;

const WORD = '[A-Za-zА-Яа-яЁё]+';
const QUERY: Record<MentionChar, RegExp> = {
  '@': new RegExp(`^(?:${WORD}(?: ${WORD}){0,2} ?)?$`),
  '#': /^[\p{L}\d_.-]*$/u,
  $: /^[\d.]*$/,
};

/** A suggestion item: `id` is a user id, `g<group id>`, `all`, or the id a `#`/`$` source gives. */
export interface MentionItem {
  id: string;
  label: string;
  avatar?: string | null;
  type?: 'user' | 'group' | 'all' | 'other';
}

/**
 * The mention being typed at the end of `textBefore` (the text of the block up to the
 * cursor), or null. The trigger must start the text or follow a space.
 */
export function matchMention(char: MentionChar, textBefore: string): { query: string; start: number } | null {
  const at = textBefore.lastIndexOf(char);
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(textBefore[at - 1])) return null;
  const query = textBefore.slice(at + 1);
  if (!QUERY[char].test(query)) return null;
  return { query, start: at };
}

/**
 * Spec 3 §4 "Select": an answer that comes back after a newer keystroke's call is ignored.
 * Every call resolves with the answer of the newest call made so far, so a slow early search
 * ("@Ив" → nobody) never replaces a later one's matches ("@Ива").
 */
export function latestOnly<A extends unknown[], T>(search: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let seq = 0;
  let newest: Promise<T> | undefined;
  const follow = async (call: Promise<T>, at: number): Promise<T> => {
    try {
      const answer = await call;
      if (at === seq) return answer;
    } catch (error) {
      if (at === seq) throw error;
    }
    return follow(newest as Promise<T>, seq);
  };
  return (...args) => {
    const call = search(...args);
    newest = call;
    return follow(call, ++seq);
  };
}
