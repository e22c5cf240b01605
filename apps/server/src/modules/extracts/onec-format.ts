/**
 * The 1C bank exchange format `1CClientBankExchange` (versions 1.01–1.03): a text file of
 * `Key=Value` lines — a header, account sections `СекцияРасчСчет … КонецРасчСчет`, documents
 * `СекцияДокумент=<kind> … КонецДокумента`, and `КонецФайла`. The encoding is named by the
 * header's `Кодировка` line: `Windows` (windows-1251) or `DOS` (cp866). Pure: no database.
 * A malformed file throws `OnecFormatError` naming the line (1-based) and a message key of
 * `extracts.messages.ts`.
 */

export type OnecEncoding = 'Windows' | 'DOS';

export interface OnecParty {
  name: string;
  inn: string;
  kpp: string;
  account: string;
  bik: string;
  bank: string;
}

export interface OnecAccountSection {
  line: number;
  account: string;
  date_from: string | null;
  date_to: string | null;
  opening: string | null;
  received: string | null;
  written_off: string | null;
  closing: string | null;
}

export interface OnecDocument {
  /** The line of `СекцияДокумент`. */
  line: number;
  /** The document kind after `СекцияДокумент=` (Платежное поручение...). */
  kind: string;
  number: string;
  /** yyyy-MM-dd. */
  date: string;
  /** Decimal string with two decimals. */
  sum: string;
  payer: OnecParty;
  payee: OnecParty;
  purpose: string;
  /** yyyy-MM-dd or null. */
  date_written_off: string | null;
  date_received: string | null;
}

export interface OnecFile {
  version: string;
  encoding: OnecEncoding;
  sender: string;
  receiver: string;
  /** yyyy-MM-dd or null. */
  created: string | null;
  date_from: string | null;
  date_to: string | null;
  /** The header's `РасчСчет` lines, then the sections' accounts (no duplicates). */
  accounts: string[];
  sections: OnecAccountSection[];
  documents: OnecDocument[];
}

export type OnecErrorKey =
  | 'notExchange'
  | 'badEncoding'
  | 'badVersion'
  | 'badLine'
  | 'unexpectedLine'
  | 'unterminatedDocument'
  | 'unterminatedSection'
  | 'missingField'
  | 'badSum'
  | 'badDate'
  | 'truncated'
  | 'empty';

/** A malformed file: the 1-based line, a message key (`extracts.messages.ts`) and its parameters. */
export class OnecFormatError extends Error {
  readonly line: number;
  readonly key: OnecErrorKey;
  readonly params: Record<string, string | number>;
  constructor(line: number, key: OnecErrorKey, params: Record<string, string | number> = {}) {
    super(`line ${line}: ${key}`);
    this.line = line;
    this.key = key;
    this.params = params;
  }
}

const SIGNATURE = '1CClientBankExchange';
const MAX_LINE = 10_000;
/** Which decoder reads each declared encoding. */
const DECODERS: Record<OnecEncoding, string> = { Windows: 'windows-1251', DOS: 'ibm866' };

const ENCODING_LINE = /^[ \t]*Кодировка[ \t]*=[ \t]*(.*?)\s*$/m;

/**
 * Decodes the bytes by the `Кодировка` line: the header is read as windows-1251 first, then as
 * cp866 (the key itself is Cyrillic in the file's own encoding); a UTF-8 BOM means UTF-8 and no
 * `Кодировка` line means Windows. An unknown value throws `badEncoding` naming its line.
 */
export function decodeOnecBytes(bytes: Uint8Array): { text: string; encoding: OnecEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = new TextDecoder('utf-8').decode(bytes.subarray(3));
    return { text, encoding: declaredEncoding(text) ?? 'Windows' };
  }
  // The header is at the top: look for the line in the first 64 KB only.
  const head = bytes.subarray(0, 65_536);
  // A file re-saved as UTF-8 by an editor (Cyrillic in 1251 or 866 is never valid UTF-8).
  const utf8 = asUtf8(bytes);
  if (utf8 !== undefined) return { text: utf8, encoding: declaredEncoding(utf8) ?? 'Windows' };
  for (const guess of ['Windows', 'DOS'] as const) {
    const declared = declaredEncoding(new TextDecoder(DECODERS[guess]).decode(head));
    if (declared) return { text: new TextDecoder(DECODERS[declared]).decode(bytes), encoding: declared };
  }
  return { text: new TextDecoder(DECODERS.Windows).decode(bytes), encoding: 'Windows' };
}

/** The text when the bytes are valid UTF-8 with some non-ASCII character, else undefined. */
function asUtf8(bytes: Uint8Array): string | undefined {
  if (!bytes.some((b) => b >= 0x80)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function declaredEncoding(text: string): OnecEncoding | undefined {
  const found = ENCODING_LINE.exec(text);
  if (!found) return undefined;
  const value = found[1].toLowerCase();
  if (value === 'windows') return 'Windows';
  if (value === 'dos') return 'DOS';
  const line = text.slice(0, found.index).split('\n').length;
  throw new OnecFormatError(line, 'badEncoding', { value: found[1].slice(0, 40) });
}

/** `dd.MM.yyyy` → `yyyy-MM-dd`, or undefined when it is not a calendar date. */
export function onecDate(value: string): string | undefined {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** `1500`, `1500.5`, `-20.00` → a decimal string with two decimals, or undefined. */
export function onecSum(value: string, signed = false): string | undefined {
  const m = (signed ? /^(-?)(\d{1,16})(?:\.(\d{1,2}))?$/ : /^()(\d{1,16})(?:\.(\d{1,2}))?$/).exec(value.trim());
  if (!m) return undefined;
  const whole = m[2].replace(/^0+(?=\d)/, '');
  return `${m[1]}${whole}.${(m[3] ?? '').padEnd(2, '0')}`;
}

/** `ИНН 7701234567 ООО «Ромашка»` (the combined `Плательщик` field) → the name alone. */
const withoutInn = (value: string) => value.replace(/^ИНН\s*\d{10,12}\s*/u, '').trim();

function party(fields: Map<string, string>, side: 'Плательщик' | 'Получатель'): OnecParty {
  const get = (key: string) => fields.get(key)?.trim() ?? '';
  return {
    name: get(`${side}1`) || withoutInn(get(side)),
    inn: get(`${side}ИНН`),
    kpp: get(`${side}КПП`),
    account: get(`${side}Счет`) || get(`${side}РасчСчет`),
    bik: get(`${side}БИК`),
    bank: get(`${side}Банк1`),
  };
}

interface Open {
  kind: 'document' | 'section';
  line: number;
  title: string;
  fields: Map<string, string>;
  /** The line of each field, for errors about its value. */
  lines: Map<string, number>;
}

function finishDocument(open: Open): OnecDocument {
  const f = open.fields;
  const need = (key: string) => {
    const value = f.get(key)?.trim();
    if (!value) throw new OnecFormatError(open.line, 'missingField', { field: key });
    return value;
  };
  const dateOf = (key: string, required: boolean) => {
    const value = required ? need(key) : f.get(key)?.trim();
    if (!value) return null;
    const date = onecDate(value);
    if (!date) throw new OnecFormatError(open.lines.get(key) ?? open.line, 'badDate', { field: key, value: value.slice(0, 40) });
    return date;
  };
  const rawSum = need('Сумма');
  const sum = onecSum(rawSum);
  if (!sum) throw new OnecFormatError(open.lines.get('Сумма') ?? open.line, 'badSum', { field: 'Сумма', value: rawSum.slice(0, 40) });
  const purposeParts = [1, 2, 3, 4, 5, 6].map((i) => f.get(`НазначениеПлатежа${i}`)?.trim() ?? '').filter(Boolean);
  return {
    line: open.line,
    kind: open.title,
    number: need('Номер'),
    date: dateOf('Дата', true) as string,
    sum,
    payer: party(f, 'Плательщик'),
    payee: party(f, 'Получатель'),
    purpose: f.get('НазначениеПлатежа')?.trim() || purposeParts.join(' '),
    date_written_off: dateOf('ДатаСписано', false),
    date_received: dateOf('ДатаПоступило', false),
  };
}

function finishSection(open: Open): OnecAccountSection {
  const f = open.fields;
  const dateOf = (key: string) => {
    const value = f.get(key)?.trim();
    if (!value) return null;
    const date = onecDate(value);
    if (!date) throw new OnecFormatError(open.lines.get(key) ?? open.line, 'badDate', { field: key, value: value.slice(0, 40) });
    return date;
  };
  const sumOf = (key: string) => {
    const value = f.get(key)?.trim();
    if (!value) return null;
    const sum = onecSum(value, true);
    if (!sum) throw new OnecFormatError(open.lines.get(key) ?? open.line, 'badSum', { field: key, value: value.slice(0, 40) });
    return sum;
  };
  return {
    line: open.line,
    account: f.get('РасчСчет')?.trim() ?? '',
    date_from: dateOf('ДатаНачала'),
    date_to: dateOf('ДатаКонца'),
    opening: sumOf('НачальныйОстаток'),
    received: sumOf('ВсегоПоступило'),
    written_off: sumOf('ВсегоСписано'),
    closing: sumOf('КонечныйОстаток'),
  };
}

/** Parses decoded text; throws `OnecFormatError` naming the line of the first problem. */
export function parseOnecText(text: string, encoding: OnecEncoding = 'Windows'): OnecFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.every((l) => l.trim() === '')) throw new OnecFormatError(1, 'empty');
  if (lines[0].trim() !== SIGNATURE) throw new OnecFormatError(1, 'notExchange');
  const header = new Map<string, string>();
  const headerLines = new Map<string, number>();
  const headerAccounts: string[] = [];
  const sections: OnecAccountSection[] = [];
  const documents: OnecDocument[] = [];
  let open: Open | undefined;
  let ended = false;

  for (let i = 1; i < lines.length && !ended; i++) {
    const n = i + 1;
    const raw = lines[i];
    const line = raw.trim();
    if (line === '') continue;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mean a binary or broken file
    if (raw.length > MAX_LINE || /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(raw)) throw new OnecFormatError(n, 'badLine');
    const eq = line.indexOf('=');
    const key = (eq < 0 ? line : line.slice(0, eq)).trim();
    const value = eq < 0 ? '' : line.slice(eq + 1);

    if (key === 'СекцияДокумент' || key === 'СекцияРасчСчет') {
      if (open)
        throw new OnecFormatError(open.line, open.kind === 'document' ? 'unterminatedDocument' : 'unterminatedSection', { next: n });
      open = { kind: key === 'СекцияДокумент' ? 'document' : 'section', line: n, title: value.trim(), fields: new Map(), lines: new Map() };
      continue;
    }
    if (key === 'КонецДокумента' || key === 'КонецРасчСчет') {
      const kind = key === 'КонецДокумента' ? 'document' : 'section';
      if (!open || open.kind !== kind) throw new OnecFormatError(n, 'unexpectedLine', { value: key });
      if (kind === 'document') documents.push(finishDocument(open));
      else sections.push(finishSection(open));
      open = undefined;
      continue;
    }
    if (key === 'КонецФайла') {
      if (open)
        throw new OnecFormatError(open.line, open.kind === 'document' ? 'unterminatedDocument' : 'unterminatedSection', { next: n });
      ended = true;
      continue;
    }
    if (eq <= 0) throw new OnecFormatError(n, 'badLine');
    if (open) {
      // A repeated key keeps its first value (1C writes each once).
      if (!open.fields.has(key)) {
        open.fields.set(key, value);
        open.lines.set(key, n);
      }
      continue;
    }
    if (key === 'РасчСчет') {
      if (value.trim()) headerAccounts.push(value.trim());
    } else if (!header.has(key)) {
      header.set(key, value.trim());
      headerLines.set(key, n);
    }
  }
  if (open)
    throw new OnecFormatError(open.line, open.kind === 'document' ? 'unterminatedDocument' : 'unterminatedSection', { next: lines.length });
  if (!ended) throw new OnecFormatError(lastLine(lines), 'truncated');

  const version = header.get('ВерсияФормата') ?? '';
  if (version && !/^1\.0[1-3]$/.test(version))
    throw new OnecFormatError(headerLines.get('ВерсияФормата') ?? 1, 'badVersion', { value: version.slice(0, 20) });
  const headerDate = (key: string) => {
    const value = header.get(key);
    if (!value) return null;
    const date = onecDate(value);
    if (!date) throw new OnecFormatError(headerLines.get(key) ?? 1, 'badDate', { field: key, value: value.slice(0, 40) });
    return date;
  };
  return {
    version: version || '1.02',
    encoding,
    sender: header.get('Отправитель') ?? '',
    receiver: header.get('Получатель') ?? '',
    created: headerDate('ДатаСоздания'),
    date_from: headerDate('ДатаНачала'),
    date_to: headerDate('ДатаКонца'),
    accounts: [...new Set([...headerAccounts, ...sections.map((s) => s.account).filter(Boolean)])],
    sections,
    documents,
  };
}

/** The number of the last non-empty line. */
function lastLine(lines: string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i].trim() !== '') return i + 1;
  return 1;
}

/** Decodes and parses a file's bytes. */
export function parseOnecFile(bytes: Uint8Array): OnecFile {
  const { text, encoding } = decodeOnecBytes(bytes);
  return parseOnecText(text, encoding);
}
