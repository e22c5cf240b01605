import { FILE_GROUPS, type FileGroup, MAX_UPLOAD_FILES } from '@app/contracts';
import { fileExtension } from '../upload-request/index.ts';

/** Spec 3 §5 dropzone filter: a group (image, document), a list of extensions, or a pattern; default both groups. */
export type FileFilter = FileGroup | readonly string[] | RegExp;

export const PASTE_IMAGE_TYPES = ['image/jpeg', 'image/pjpeg', 'image/gif', 'image/png'] as const;

export function extensionsOf(filter?: FileFilter): readonly string[] | null {
  if (!filter) return [...FILE_GROUPS.image, ...FILE_GROUPS.document];
  if (filter instanceof RegExp) return null;
  if (typeof filter === 'string') return FILE_GROUPS[filter];
  return filter.map((e) => e.replace(/^\./, '').toLowerCase());
}

export function acceptsFile(name: string, filter?: FileFilter): boolean {
  if (filter instanceof RegExp) return filter.test(name);
  return (extensionsOf(filter) ?? []).includes(fileExtension(name));
}

/** The `accept` attribute of the file input. */
export function acceptAttribute(filter?: FileFilter): string | undefined {
  const list = extensionsOf(filter);
  return list ? list.map((e) => `.${e}`).join(',') : undefined;
}

/**
 * Files added to the selection: allowed ones kept up to 99 in all (spec 3 §9), the others
 * refused by name; `overflow` is how many did not fit.
 */
export function addToSelection(current: readonly File[], added: readonly File[], filter?: FileFilter) {
  const rejected = added.filter((f) => !acceptsFile(f.name, filter));
  const ok = added.filter((f) => acceptsFile(f.name, filter));
  const room = Math.max(0, MAX_UPLOAD_FILES - current.length);
  return { files: [...current, ...ok.slice(0, room)], rejected, overflow: Math.max(0, ok.length - room) };
}

/** Images pasted from the clipboard (jpeg, pjpeg, gif, png), named like `pasted-1.png`. */
export function pastedImages(items: readonly { kind: string; type: string; getAsFile: () => File | null }[]): File[] {
  const out: File[] = [];
  for (const item of items) {
    if (item.kind !== 'file' || !(PASTE_IMAGE_TYPES as readonly string[]).includes(item.type)) continue;
    const file = item.getAsFile();
    if (!file) continue;
    const ext = item.type === 'image/png' ? 'png' : item.type === 'image/gif' ? 'gif' : 'jpg';
    const name = file.name && file.name !== 'image.png' ? file.name : `pasted-${Date.now()}-${out.length + 1}.${ext}`;
    out.push(new File([file], name.includes('.') ? name : `${name}.${ext}`, { type: item.type }));
  }
  return out;
}

/** antd Tag colours for the spec's type_color names. */
export const TYPE_COLORS: Readonly<Record<string, string>> = {
  info: 'cyan',
  primary: 'blue',
  success: 'green',
  default: 'default',
  secondary: 'purple',
  danger: 'red',
  light: 'default',
  warning: 'orange',
};
