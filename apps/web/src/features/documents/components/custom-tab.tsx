import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { DocumentCustomResponse } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Empty, Form, Input, InputNumber, Space, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { customKeys, fetchDocumentCustom, patchDocumentCustom, uploadFieldFiles } from '../api/custom-api.ts';
import { documentKeys, documentRecordKey } from '../api/keys.ts';
import '../custom-texts.ts';
import '../texts.ts';

type Field = DocumentCustomResponse['fields'][number];
type FormValue = string | number | Dayjs | null | undefined;

/** A stored value as the form holds it (a date as dayjs). */
const toForm = (field: Field, value: string | number | null | undefined): FormValue =>
  field.kind === 'date' && typeof value === 'string' ? dayjs(value) : (value ?? null);

/** A form value as the server takes it (`yyyy-MM-dd` for a date, null for empty). */
export function fromForm(field: Field, value: FormValue): string | number | null {
  if (value === undefined || value === null || value === '') return null;
  if (field.kind === 'date') return dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : String(value);
  if (field.kind === 'number') return typeof value === 'number' ? value : Number(value);
  return typeof value === 'string' ? value : String(value);
}

/**
 * The card's «Дополнительно» tab (spec 3 §3 `custom[...]`): the category's custom fields with the
 * document's values, edited by documents_create holders (only changed values are sent; the server's
 * 422s go under their fields); a files field uploads with `custom_field` and lists its files.
 */
export function CustomTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = record.id;
  const key = customKeys.document(id);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchDocumentCustom(id, signal) });
  const [form] = Form.useForm<Record<string, FormValue>>();
  const [busy, setBusy] = useState(false);
  const data = query.data;
  const valueFields = data?.fields.filter((f) => f.kind !== 'files') ?? [];

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue(
      Object.fromEntries(data.fields.filter((f) => f.kind !== 'files').map((f) => [f.code, toForm(f, data.custom[f.code])])),
    );
  }, [data, form]);

  if (query.isError) return <Alert type="error" showIcon title={t('documents.loadFailed')} />;
  if (!data) return null;
  if (data.fields.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.custom.empty')} />;

  const save = async () => {
    let values: Record<string, FormValue>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const changed: Record<string, string | number | null> = {};
    for (const field of valueFields) {
      const next = fromForm(field, values[field.code]);
      if (next !== (data.custom[field.code] ?? null)) changed[field.code] = next;
    }
    if (!Object.keys(changed).length) return toast(0, t('documents.custom.saved'));
    setBusy(true);
    try {
      client.setQueryData(key, await patchDocumentCustom(id, changed));
      toast(0, t('documents.custom.saved'));
    } catch (error) {
      console.error('documents: custom values failed', error);
      if (isApiError(error) && error.status === 422)
        form.setFields(
          Object.entries(error.fieldErrors)
            .filter(([at]) => at.startsWith('custom.'))
            .map(([at, errors]) => ({ name: at.slice('custom.'.length), errors })),
        );
    } finally {
      setBusy(false);
    }
  };

  const upload = async (code: string, file: File) => {
    try {
      await uploadFieldFiles(id, code, [file]);
      toast(0, t('documents.custom.uploaded'));
    } catch (error) {
      console.error('documents: custom field upload failed', error);
    }
    void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: documentKeys.files(id) });
    void client.invalidateQueries({ queryKey: documentRecordKey(id) });
  };

  return (
    <Form form={form} layout="vertical" disabled={!canEdit || busy} style={{ maxWidth: 640 }} data-testid="document-custom">
      {data.fields.map((field) => {
        const rules = field.required ? [{ required: true, message: t('documents.custom.required') }] : [];
        if (field.kind === 'files') {
          const files = data.files[field.code]?.files_list ?? [];
          return (
            <Form.Item key={field.code} label={field.label} required={field.required === 1}>
              <Space direction="vertical" size={4}>
                {files.length === 0 && <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('documents.custom.noFiles')}</span>}
                {files.map((file) => (
                  <a key={file.id} href={file.path} download={file.name}>
                    <PaperClipOutlined /> {file.name}
                  </a>
                ))}
                {canEdit && (
                  <Upload
                    showUploadList={false}
                    multiple
                    beforeUpload={(file) => {
                      void upload(field.code, file);
                      return false;
                    }}
                  >
                    <Button size="small" icon={<UploadOutlined />} aria-label={`${t('documents.custom.upload')}: ${field.label}`}>
                      {t('documents.custom.upload')}
                    </Button>
                  </Upload>
                )}
              </Space>
            </Form.Item>
          );
        }
        return (
          <Form.Item key={field.code} name={field.code} label={field.label} rules={rules}>
            {field.kind === 'longText' ? (
              <Input.TextArea maxLength={4000} autoSize={{ minRows: 2, maxRows: 8 }} />
            ) : field.kind === 'number' ? (
              <InputNumber style={{ width: 200 }} decimalSeparator="," />
            ) : field.kind === 'date' ? (
              <DatePicker format="DD.MM.YYYY" />
            ) : (
              <Input maxLength={255} />
            )}
          </Form.Item>
        );
      })}
      {canEdit && valueFields.length > 0 && (
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {t('documents.custom.save')}
        </Button>
      )}
    </Form>
  );
}
