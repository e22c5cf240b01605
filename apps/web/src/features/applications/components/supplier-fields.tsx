import { Input } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import type { SupplierRequest } from '../api/requests.ts';

interface ItemProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

/** The supplier (a partner) of the request and offer dialogs; `preset` shows the chosen one before the look-up. */
export function PartnerItem<T extends FieldValues>({
  preset,
  ...item
}: ItemProps<T> & { preset?: Pick<SupplierRequest, 'partner_id' | 'partner_name'> | null }) {
  return (
    <FormItem {...item}>
      {({ id, value, onChange }, invalid) => (
        <RemoteSelect
          id={id}
          aria-label={item.label}
          url="/partners"
          autocomplete
          allowClear
          value={value}
          status={invalid ? 'error' : undefined}
          initialOptions={preset?.partner_id ? [{ value: preset.partner_id, label: preset.partner_name ?? '' }] : undefined}
          onChange={(v) => onChange(v === null || v === undefined ? null : Number(v))}
        />
      )}
    </FormItem>
  );
}

/** The free comment of the request and offer dialogs (up to 4000 characters). */
export function CommentItem<T extends FieldValues>(item: ItemProps<T>) {
  return (
    <FormItem {...item}>
      {({ ref: _ref, ...field }) => <Input.TextArea {...field} aria-label={item.label} autoSize={{ minRows: 2 }} maxLength={4000} />}
    </FormItem>
  );
}
