/** Spec 3 §5: a link must be a valid URL (http or https, with a host: the server's rule). */
export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Spec 3 §5: every row needs a name and a link (OK stays disabled until then). */
export const rowsFilled = (rows: readonly { name: string; link: string }[]) =>
  rows.length > 0 && rows.every((r) => r.name.trim() !== '' && r.link.trim() !== '');

/** Spec 3 §5 link item editor: non-empty trimmed name and a required valid URL. */
export const linkValid = (row: { name: string; link: string }) => row.name.trim() !== '' && isValidUrl(row.link);
