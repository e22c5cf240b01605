/**
 * Who may see and edit which drive item (spec 3 §5), the quota and content rules.
 * Pure functions; the service applies them to single items, and the repository's list
 * queries express the same rules in SQL (the tests check both agree).
 */

/** A folder or a file as the rules see it: its sharing flags and the caller's own share, if any. */
export interface DriveNode {
  who_add: number;
  who_edit: number | null;
  public: number;
  public_edit: number;
  status: number;
  /** The caller's access entry on this node: null = none, else its edit flag. */
  my_access: number | null;
}

/** An item shows if it is public, the user has access, or the user added it. */
export function grantsView(node: DriveNode, userId: number): boolean {
  return node.public === 1 || node.public_edit === 1 || node.who_add === userId || node.my_access !== null;
}

/** Edit is allowed with public_edit, an access entry with edit 1, or to whoever added or last edited it. */
export function grantsEdit(node: DriveNode, userId: number): boolean {
  return node.public_edit === 1 || node.my_access === 1 || node.who_add === userId || node.who_edit === userId;
}

export interface Rights {
  /** The user may see the item (404 otherwise). */
  see: boolean;
  /** The user may rename, move, share or trash it. */
  edit: boolean;
  /** Neither the item nor a folder above it is in the trash. */
  active: boolean;
}

/**
 * Rights over an item given its chain: the folders above it from the top down, then the
 * item itself. A folder's grant covers everything inside it, at any depth.
 */
export function rightsOver(chain: readonly DriveNode[], userId: number): Rights {
  const see = chain.some((n) => grantsView(n, userId));
  return { see, edit: see && chain.some((n) => grantsEdit(n, userId)), active: chain.every((n) => n.status === 1) };
}

/** A folder may not move into itself or below itself: `targetAncestors` are the target's ids, itself included. */
export function canMoveFolderInto(folderId: number, targetAncestors: readonly number[]): boolean {
  return !targetAncestors.includes(folderId);
}

export const GB = 1024 ** 3;
export const DEFAULT_QUOTA_GB = 10;

/** An upload fits when what is stored plus what arrives stays within the quota. */
export function fitsQuota(usedBytes: number, incomingBytes: number, sizeGb: number): boolean {
  return usedBytes + incomingBytes <= sizeGb * GB;
}

/** A name for a folder or a file: trimmed, 1..255 characters, no slashes or control characters, not '.' or '..'. */
export function cleanName(raw: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being refused
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!name || name.length > 255 || /[/\\]/.test(name) || name === '.' || name === '..') return null;
  return name;
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m ? m[1].toLowerCase() : '';
}

/** Extensions that name the same content as a sniffed type (OOXML/ODF are zip containers, old Office files are CFB). */
const SAME_CONTENT: Readonly<Record<string, readonly string[]>> = {
  jpeg: ['jpg'],
  jpe: ['jpg'],
  tiff: ['tif'],
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  vsdx: ['zip'],
  odt: ['zip'],
  ods: ['zip'],
  odp: ['zip'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  vsd: ['cfb'],
  msg: ['cfb'],
  htm: ['html'],
};

/** Sniffed types that run as programs. */
const EXECUTABLE_TYPES = new Set(['exe', 'elf', 'macho', 'class', 'wasm', 'dex', 'lnk']);

/** Text types the sniffer has no signature for (xml it does know, and checks as usual). */
const TEXT_TYPES = new Set(['txt', 'csv', 'md', 'json', 'log', 'ini', 'sql', 'tsv', 'yml', 'yaml']);

/** Types whose files always start with a signature: such a file the sniffer does not recognise is not what it says. */
const SIGNED_TYPES = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'pdf',
  'zip',
  'rar',
  '7z',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'docx',
  'xlsx',
  'pptx',
]);

/**
 * Does the sniffed content contradict the extension? Only for types the sniffer knows:
 * a `.png` that is a PDF does; a `.txt` (unknown to the sniffer) never does.
 */
export function contentContradicts(ext: string, sniffed: string | undefined, knownToSniffer: (ext: string) => boolean): boolean {
  // A program is what it is: under any other name (`notes.txt`, `photo.jpg.php`) it lies.
  if (ext && sniffed && EXECUTABLE_TYPES.has(sniffed) && sniffed !== ext && !(SAME_CONTENT[ext] ?? []).includes(sniffed)) return true;
  // A plain-text type has no signature: content the sniffer recognises is something else.
  if (sniffed && TEXT_TYPES.has(ext)) return true;
  if (!ext || !knownToSniffer(ext)) return false;
  if (!sniffed) return SIGNED_TYPES.has(ext);
  if (sniffed === ext) return false;
  return !(SAME_CONTENT[ext] ?? []).includes(sniffed);
}

/** Content types shown inline by the preview: images a browser renders safely, and PDF. SVG is not among them. */
export const PREVIEW_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'application/pdf',
]);
