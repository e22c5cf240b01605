import { useId } from 'react';
import { type OptionValue, RemoteSelect, type SelectOption } from '../../../../shared/widgets/remote-select/index.ts';

/** The autocompletes the warehouse filters use (server lookups; `model_method=autocomplete`). */
export const LOOKUPS = {
  storage: 'warehouse/storages',
  user: 'autocomplete/users',
  project: 'projects',
  group: 'nomenclature_groups',
  nomenclature: 'nomenclature',
} as const;

/** A labelled remote select of one id (a filter or a form field). */
export function RemoteField({
  label,
  lookup,
  value,
  onChange,
  placeholder,
  initialLabel,
}: {
  label: string;
  lookup: keyof typeof LOOKUPS;
  value: number | null;
  onChange: (id: number | null) => void;
  placeholder?: string;
  /** The current value's label, when known before the options load. */
  initialLabel?: string | null;
}) {
  const id = useId();
  const initial: SelectOption[] | undefined = value && initialLabel ? [{ value, label: initialLabel }] : undefined;
  return (
    <div className="wh-extra-field">
      <label htmlFor={id}>{label}</label>
      <RemoteSelect
        id={id}
        url={LOOKUPS[lookup]}
        autocomplete
        allowClear
        value={value}
        initialOptions={initial}
        placeholder={placeholder}
        onChange={(v) => onChange(idOf(v))}
        style={{ width: '100%' }}
      />
    </div>
  );
}

/** A select's value as a positive id, or null. */
export function idOf(v: OptionValue | OptionValue[] | null | undefined): number | null {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n > 0 ? n : null;
}
