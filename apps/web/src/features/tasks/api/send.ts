import { api } from '../../../shared/api/client.ts';

type Scalar = string | number | boolean | null | undefined;
export type FormValue = Scalar | FormValue[] | { [key: string]: FormValue };

/** Flattens an object into bracket names: `performers[0]=3`, `checklist_group[1][id]=7`. */
export function toForm(value: Record<string, FormValue>, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (v === undefined) continue;
    if (Array.isArray(v)) {
      if (v.length === 0) out[name] = '';
      v.forEach((item, i) => {
        if (item !== null && typeof item === 'object') toForm(item as Record<string, FormValue>, `${name}[${i}]`, out);
        else out[`${name}[${i}]`] = item === null ? '' : String(item);
      });
    } else if (v !== null && typeof v === 'object') {
      toForm(v, name, out);
    } else {
      out[name] = v === null ? '' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
    }
  }
  return out;
}

/**
 * Spec 2 §7: non-GET writes go as POST form data with the method override
 * (`_method=PATCH|DELETE`); POST stays POST.
 */
export function send<T>(path: string, method: 'POST' | 'PATCH' | 'DELETE', body: Record<string, FormValue> = {}): Promise<T> {
  const form = toForm(method === 'POST' ? body : { ...body, _method: method });
  return api<T>(path, { method: 'POST', form });
}

export { api };
