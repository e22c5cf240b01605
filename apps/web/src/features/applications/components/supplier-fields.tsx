import { Form, Input } from 'antd';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import type { SupplierRequest } from '../api/requests.ts';

/** The Form.Item props that show a field's error under it. */
export const errorProps = (error: string | undefined) => (error ? { validateStatus: 'error' as const, help: error } : {});

/** The supplier (a partner) of the request and offer dialogs; `preset` shows the chosen one before the look-up. */
export function PartnerItem({
  label,
  error,
  value,
  preset,
  onChange,
}: {
  label: string;
  error?: string;
  value: number | null;
  preset?: Pick<SupplierRequest, 'partner_id' | 'partner_name'> | null;
  onChange: (partner: number | null) => void;
}) {
  return (
    <Form.Item label={label} {...errorProps(error)}>
      <RemoteSelect
        aria-label={label}
        url="/partners"
        autocomplete
        allowClear
        value={value}
        initialOptions={preset?.partner_id ? [{ value: preset.partner_id, label: preset.partner_name ?? '' }] : undefined}
        onChange={(v) => onChange(v === null || v === undefined ? null : Number(v))}
      />
    </Form.Item>
  );
}

/** The free comment of the request and offer dialogs (up to 4000 characters). */
export function CommentItem({ label, value, onChange }: { label: string; value: string; onChange: (comment: string) => void }) {
  return (
    <Form.Item label={label}>
      <Input.TextArea
        aria-label={label}
        autoSize={{ minRows: 2 }}
        maxLength={4000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Item>
  );
}
