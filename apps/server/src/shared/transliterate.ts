/** Passport-like Latin letters of Russian (ГОСТ 52535.1 style), for logins and demo e-mails. */
const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Latin letters of a Russian word (passport-like transliteration), other characters dropped. */
export function transliterate(word: string): string {
  return [...word.toLowerCase()]
    .map((ch) => LETTERS[ch] ?? ch)
    .join('')
    .replace(/[^a-z0-9]/g, '');
}
