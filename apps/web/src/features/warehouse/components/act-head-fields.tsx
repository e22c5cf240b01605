import { Form, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import type { ActDraft, DraftError } from '../model/act-lines.ts';
import '../texts.ts';

/** The storages look-up (the registry's autocomplete). */
export const STORAGES_LOOKUP = { url: 'warehouse/storages', params: { model_method: 'autocomplete' } } as const;

export type HeadField = 'storage_id' | 'target_storage_id' | 'recipient_id' | 'project_id' | 'comment';

/** The head of an act form: the fields its kind has, with their errors. */
export function ActHeadFields({
  draft,
  onChange,
  errors,
  fields,
  required = [],
  labels = {},
}: {
  draft: ActDraft;
  onChange: (patch: Partial<ActDraft>) => void;
  errors: Record<string, DraftError>;
  fields: readonly HeadField[];
  required?: readonly HeadField[];
  labels?: Partial<Record<HeadField, { id: number; name: string }>>;
}) {
  const { t } = useTranslation();
  const base = useId();
  const item = (field: HeadField, label: string, control: (id: string) => React.ReactNode) => {
    const error = errors[field];
    const id = `${base}-${field}`;
    return (
      <Form.Item
        key={field}
        label={label}
        htmlFor={id}
        required={required.includes(field)}
        validateStatus={error ? 'error' : undefined}
        help={error ? t(`warehouse.${error.key}`, error.values) : undefined}
      >
        {control(id)}
      </Form.Item>
    );
  };
  const known = (field: HeadField) => {
    const l = labels[field];
    return l ? [{ value: l.id, label: l.name }] : undefined;
  };
  const idOf = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  return (
    <>
      {fields.map((field) => {
        switch (field) {
          case 'storage_id':
          case 'target_storage_id':
            return item(field, t(field === 'storage_id' ? 'warehouse.storage' : 'warehouse.targetStorage'), (id) => (
              <RemoteSelect
                id={id}
                {...STORAGES_LOOKUP}
                placeholder={t('warehouse.chooseStorage')}
                allowClear
                initialOptions={known(field)}
                value={draft[field] ?? null}
                onChange={(v) => onChange({ [field]: idOf(v) })}
              />
            ));
          case 'recipient_id':
            return item(field, t('warehouse.recipient'), (id) => (
              <Autocomplete
                id={id}
                url="autocomplete/users"
                placeholder={t('warehouse.choosePerson')}
                initialOptions={known(field)}
                value={draft.recipient_id ?? null}
                onChange={(v) => onChange({ recipient_id: idOf(v) })}
              />
            ));
          case 'project_id':
            return item(field, t('warehouse.project'), (id) => (
              <RemoteSelect
                id={id}
                url="/projects"
                autocomplete
                allowClear
                placeholder={t('warehouse.chooseProject')}
                value={draft.project_id ?? null}
                onChange={(v) => onChange({ project_id: idOf(v) })}
              />
            ));
          case 'comment':
            return item(field, t('warehouse.comment'), (id) => (
              <Input.TextArea
                id={id}
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={2000}
                value={draft.comment ?? ''}
                onChange={(e) => onChange({ comment: e.target.value })}
              />
            ));
          default:
            return null;
        }
      })}
    </>
  );
}
