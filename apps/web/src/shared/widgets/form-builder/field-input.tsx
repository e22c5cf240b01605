import { Checkbox, Input, Select, Switch } from 'antd';
import { DateInput } from '../date-input/index.ts';
import { DescriptionEditor } from '../description-editor/index.ts';
import { NumberInput } from '../number-input/index.ts';
import { Autocomplete, type OptionValue, RemoteSelect } from '../remote-select/index.ts';
import { type FieldSchema, staticOptions } from './form-schema.ts';

export interface FieldInputProps {
  field: FieldSchema;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled: boolean;
  invalid: boolean;
}

type SelectValue = OptionValue | OptionValue[] | null;
const asString = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const asNumber = (v: unknown) => (typeof v === 'number' ? v : null);
const asSelect = (v: unknown): SelectValue =>
  Array.isArray(v) || typeof v === 'string' || typeof v === 'number' ? (v as SelectValue) : null;

/** The control of one field type (no label, no validation: FormField adds those). */
export function FieldInput({ field, id, value, onChange, onBlur, disabled, invalid }: FieldInputProps) {
  const status = invalid ? ('error' as const) : undefined;
  const common = { id, disabled, placeholder: field.placeholder, 'aria-invalid': invalid || undefined };
  switch (field.type) {
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          status={status}
          value={asString(value)}
          maxLength={field.maxLength}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case 'richText':
      // The editor names its text box by the placeholder: the field's label.
      return (
        <DescriptionEditor
          inline
          value={asString(value)}
          onChange={onChange}
          hasRights={!disabled}
          placeholder={field.placeholder ?? field.label}
        />
      );
    case 'number':
      return (
        <NumberInput
          id={id}
          disabled={disabled}
          placeholder={field.placeholder}
          status={status}
          value={asNumber(value)}
          onChange={onChange}
          onBlur={onBlur}
          min={field.min}
          max={field.max}
          decimals={field.decimals}
          decimalLimit={field.decimalLimit}
          integerLimit={field.integerLimit}
        />
      );
    case 'date':
      return (
        <DateInput
          id={id}
          disabled={disabled}
          placeholder={field.placeholder}
          status={status}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          onBlur={onBlur}
          min={field.minDate}
          max={field.maxDate}
        />
      );
    case 'select':
      return (
        <Select<SelectValue>
          {...common}
          status={status}
          style={{ width: '100%' }}
          mode={field.multiple ? 'multiple' : undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={asSelect(value) ?? undefined}
          options={staticOptions(field).map((o) => ({ value: o.value, label: o.label }))}
          onChange={(v) => onChange(v ?? (field.multiple ? [] : null))}
          onBlur={onBlur}
        />
      );
    case 'remoteSelect':
    case 'user': {
      const Component = field.type === 'user' ? Autocomplete : RemoteSelect;
      return (
        <Component
          id={id}
          disabled={disabled}
          placeholder={field.placeholder}
          status={status}
          url={field.url ?? 'autocomplete/users'}
          params={field.urlData}
          optionKeys={{ value: field.trackValue, label: field.trackLabel }}
          initialOptions={field.initialOptions}
          multiple={field.multiple}
          value={asSelect(value)}
          onChange={(v) => onChange(v)}
        />
      );
    }
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          disabled={disabled}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={invalid || undefined}
        >
          {field.label}
        </Checkbox>
      );
    case 'switch':
      return <Switch id={id} disabled={disabled} checked={value === true} onChange={(checked) => onChange(checked)} />;
    default:
      return (
        <Input
          {...common}
          status={status}
          value={asString(value)}
          maxLength={field.maxLength}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
  }
}
