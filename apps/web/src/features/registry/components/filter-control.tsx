import type { RegistryField } from '@app/contracts';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../shared/widgets/date-input/index.ts';
import { NumberInput } from '../../../shared/widgets/number-input/index.ts';
import { Autocomplete, RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';

type Patch = Record<string, string | null>;

export interface FilterControlProps {
  field: RegistryField;
  /** The URL's value of a parameter. */
  paramValue: (param: string) => string | null;
  onChange: (patch: Patch) => void;
  /** The registry's name (the module of its tags). */
  registry: string;
}

const idOf = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** One list filter by field kind (contracts' `filterShape`): parameter `<name>`, or `<name>_from` / `<name>_to` for ranges. */
export function FilterControl({ field, paramValue, onChange, registry }: FilterControlProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const label = field.label[lang];
  const value = paramValue(field.name);
  const common = { 'aria-label': label, placeholder: label, allowClear: true, style: { width: '100%' } };
  switch (field.kind) {
    case 'enum':
      return (
        <Select<string[]>
          {...common}
          mode="multiple"
          maxTagCount={1}
          maxTagTextLength={14}
          value={value ? value.split(',') : []}
          options={field.options.map((o) => ({ value: o.value, label: o[lang] }))}
          onChange={(v) => onChange({ [field.name]: v.join(',') })}
        />
      );
    case 'boolean':
      return (
        <Select<string>
          {...common}
          value={value ?? undefined}
          options={[
            { value: '1', label: `${label}: ${t('common.yes')}` },
            { value: '0', label: `${label}: ${t('common.no')}` },
          ]}
          onChange={(v) => onChange({ [field.name]: v ?? null })}
        />
      );
    case 'user':
      return (
        <Autocomplete
          {...common}
          url="autocomplete/users"
          value={value ? Number(value) : null}
          onChange={(v) => onChange({ [field.name]: idOf(v) })}
        />
      );
    case 'remote':
    case 'tags':
      return (
        <RemoteSelect
          {...common}
          {...(field.kind === 'remote'
            ? field.lookup
              ? { url: field.lookup.url, params: field.lookup.params }
              : { url: `/${field.registry}`, autocomplete: true }
            : { url: 'widgets/tags', params: { module: registry }, searchParam: 'name', optionKeys: { value: 'tag_id', label: 'name' } })}
          value={value ? Number(value) : null}
          onChange={(v) => onChange({ [field.name]: idOf(v) })}
        />
      );
    case 'number':
    case 'money':
    case 'date':
    case 'datetime':
      return <RangeFilter field={field} label={label} paramValue={paramValue} onChange={onChange} />;
    case 'files':
      return null;
    default:
      return (
        <Input.Search
          {...common}
          defaultValue={value ?? ''}
          onSearch={(v) => onChange({ [field.name]: v.trim() || null })}
          onChange={(e) => {
            if (!e.target.value) onChange({ [field.name]: null });
          }}
        />
      );
  }
}

/** A from–to pair of a number, money or date field. */
function RangeFilter({ field, label, paramValue, onChange }: Omit<FilterControlProps, 'registry'> & { label: string }) {
  const { t } = useTranslation();
  const from = `${field.name}_from`;
  const to = `${field.name}_to`;
  const bound = (param: string, hint: string, first: boolean) => {
    const text = `${label} ${hint}`;
    const placeholder = first ? text : hint;
    if (field.kind === 'date' || field.kind === 'datetime')
      return (
        <DateInput
          aria-label={text}
          placeholder={placeholder}
          value={paramValue(param)?.slice(0, 10) ?? null}
          onChange={(v) => onChange({ [param]: v ? (field.kind === 'datetime' ? `${v} 00:00` : v) : null })}
        />
      );
    const current = paramValue(param);
    return (
      <NumberInput
        aria-label={text}
        placeholder={placeholder}
        decimals={field.kind === 'money'}
        min={field.kind === 'number' ? field.min : undefined}
        max={field.kind === 'number' ? field.max : undefined}
        value={current === null ? null : Number(current)}
        onChange={(v) => onChange({ [param]: v === null ? null : String(v) })}
      />
    );
  };
  return (
    <fieldset aria-label={label} style={{ display: 'flex', gap: 4, border: 0, padding: 0, margin: 0 }}>
      {bound(from, t('registry.from'), true)}
      {bound(to, t('registry.to'), false)}
    </fieldset>
  );
}
