const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in UTC, the wire format of token expiry dates. */
export function toWireSeconds(date: Date): string {
  return `${toWireMinutes(date)}:${pad(date.getUTCSeconds())}`;
}

/** `yyyy-MM-dd HH:mm` in UTC, the spec's wire format for dates. */
export function toWireMinutes(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** Reads `yyyy-MM-dd HH:mm[:ss]` (UTC) or an ISO string; null when it is not a date. */
export function fromWire(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (m) {
    const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
    return Number.isNaN(date.getTime()) || date.getUTCDate() !== +m[3] ? null : date;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
