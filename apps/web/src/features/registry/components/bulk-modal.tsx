import { canSeeField, type FieldKind, inputFields, type RegistryDefinition } from '@app/contracts';
import { Alert, Form, Modal, Progress, Select, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBuilder, type FormBuilderHandle, type FormValues } from '../../../shared/widgets/form-builder/index.ts';
import { useSession } from '../../session/index.ts';
import { deleteRecord, patchRecord } from '../api/record.ts';
import { type BulkResult, runBulk } from '../model/bulk-run.ts';
import { formFields, patchFieldErrors, toWire } from '../model/form-values.ts';
import { type RegistryRow, rowTitle } from '../model/row.ts';

/** The field kinds a bulk edit offers (one value for every selected record makes sense for them). */
const BULK_KINDS: readonly FieldKind[] = ['enum', 'boolean', 'user', 'remote', 'number', 'date', 'text'];

export interface BulkModalProps {
  definition: RegistryDefinition;
  rows: readonly RegistryRow[];
  mode: 'edit' | 'delete';
  /** Closed: with the result when the run happened. */
  onClose: (result: BulkResult | null) => void;
}

/**
 * A bulk action on the selected rows: a field and its value (the form builder's own control
 * of the field), or a delete after this confirmation; then one PATCH / DELETE per row (with
 * the row's version), a progress bar and a summary naming the rows that failed and why.
 */
export function BulkModal({ definition, rows, mode, onClose }: BulkModalProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const { user } = useSession();
  const form = useRef<FormBuilderHandle>(null);
  const fields = useMemo(
    () => inputFields(definition).filter((f) => BULK_KINDS.includes(f.kind) && Boolean(user && canSeeField(user, f))),
    [definition, user],
  );
  const [fieldName, setFieldName] = useState<string | undefined>(fields[0]?.name);
  const [done, setDone] = useState<number | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const control = useMemo(
    () =>
      formFields(definition, lang, '', undefined, (f) => f.name === fieldName).map((f) => ({
        ...f,
        group: undefined,
      })),
    [definition, lang, fieldName],
  );
  const title = (row: RegistryRow) => rowTitle(definition.title, row);

  const run = async (call: (row: RegistryRow) => Promise<unknown>) => {
    setDone(0);
    setResult(await runBulk(rows, call, title, setDone));
  };
  const patch = (values: FormValues) => {
    if (!fieldName) return;
    const body = { [fieldName]: toWire(definition, values)[fieldName] };
    return run((row) => patchRecord(definition, row.id, typeof row.version === 'number' ? { ...body, version: row.version } : body));
  };
  const running = done !== null && !result;
  const ok = () => {
    if (result) onClose(result);
    else if (mode === 'delete') void run((row) => deleteRecord(definition, row.id));
    else void form.current?.submit();
  };

  const summary = result && (
    <>
      <Alert
        type={result.failures.length ? 'warning' : 'success'}
        showIcon
        title={t(mode === 'edit' ? 'registry.bulk.editedSummary' : 'registry.bulk.deletedSummary', {
          ok: result.ok,
          failed: result.failures.length,
        })}
      />
      {result.failures.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>{t('registry.bulk.failures')}</Typography.Text>
          <ul style={{ maxHeight: 240, overflowY: 'auto', paddingInlineStart: 20, margin: '4px 0 0' }}>
            {result.failures.map((f) => (
              <li key={f.id}>
                <Typography.Text strong>{f.title}</Typography.Text> — {f.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
  const progress = done !== null && (
    <div style={{ marginBottom: 12 }}>
      <Progress percent={Math.round((done / Math.max(rows.length, 1)) * 100)} />
      <Typography.Text type="secondary">{t('registry.bulk.progress', { done, total: rows.length })}</Typography.Text>
    </div>
  );

  return (
    <Modal
      open
      title={t(mode === 'edit' ? 'registry.bulk.editTitle' : 'registry.bulk.deleteTitle', { count: rows.length })}
      onOk={ok}
      onCancel={() => !running && onClose(result)}
      okText={result ? t('common.close') : mode === 'edit' ? t('registry.bulk.apply') : t('common.delete')}
      okButtonProps={{ danger: mode === 'delete' && !result, loading: running, disabled: mode === 'edit' && !fieldName }}
      cancelButtonProps={{ style: result ? { display: 'none' } : undefined, disabled: running }}
      closable={!running}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {progress}
      {summary}
      {done === null &&
        (mode === 'delete' ? (
          <Typography.Paragraph>{t('registry.bulk.deleteHint')}</Typography.Paragraph>
        ) : (
          <>
            <Form layout="vertical" component={false}>
              <Form.Item label={t('registry.bulk.field')} htmlFor="registry-bulk-field">
                <Select
                  id="registry-bulk-field"
                  value={fieldName}
                  onChange={setFieldName}
                  options={fields.map((f) => ({ value: f.name, label: f.label[lang] }))}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            </Form>
            {fieldName && (
              <FormBuilder
                key={fieldName}
                ref={form}
                fields={control}
                hideButtons
                validate={(values) => patchFieldErrors(definition, { [fieldName]: toWire(definition, values)[fieldName] }, (key) => t(key))}
                onSubmit={patch}
              />
            )}
          </>
        ))}
    </Modal>
  );
}
