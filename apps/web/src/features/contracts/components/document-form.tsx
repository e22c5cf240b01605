import { UploadOutlined } from '@ant-design/icons';
import { type ContractDocumentCreate, type ContractDocumentType, contractDocumentCreateSchema } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateInput } from '../../../shared/widgets/date-input/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { placeServerErrors } from '../model/problem.ts';
import '../texts.ts';

const schema = z.object({
  type_id: z
    .number('field.fillRequired')
    .nullable()
    .refine((v) => v !== null, 'field.fillRequired'),
  name: contractDocumentCreateSchema.shape.name,
  number: z.string().trim().max(100, 'field.tooLong'),
  date: z.string().nullable(),
  version: z.number().int().min(1).max(999).nullable(),
  file: z.custom<File | null>((v) => v instanceof File, 'contracts.documents.fileRequired'),
});
type Values = z.input<typeof schema>;
const FIELDS = ['type_id', 'name', 'number', 'date', 'version'] as const;
const EMPTY: Values = { type_id: null, name: '', number: '', date: null, version: 1, file: null };

export interface DocumentFormProps {
  open: boolean;
  /** The types the user may upload (the visibility rule applied). */
  types: readonly ContractDocumentType[];
  onSave: (body: ContractDocumentCreate, file: File) => Promise<void>;
  onClose: () => void;
}

/** Uploads a typed document of the contract: its type, name (the file's at first), number, date, version and the file. */
export function DocumentForm({ open, types, onSave, onClose }: DocumentFormProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, setValue, getValues, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    defaultValues: EMPTY,
    resolver: zodResolver(schema),
  });
  useEffect(() => {
    if (open) {
      reset(EMPTY);
      setProblem(null);
    }
  }, [open, reset]);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await onSave(
        { type_id: Number(v.type_id), name: v.name, number: v.number || null, date: v.date, version: v.version ?? undefined },
        v.file as File,
      );
    } catch (error) {
      setProblem(placeServerErrors(error, FIELDS, (field, message) => setError(field, { type: 'server', message })));
    }
  });

  return (
    <Modal
      open={open}
      title={t('contracts.documents.uploadTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('contracts.documents.upload')}
      okButtonProps={{ loading: formState.isSubmitting }}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <FormItem control={control} name="file" label={t('contracts.documents.file')} required>
          {({ ref: _ref, value, onChange, id }) => (
            <Upload
              id={id}
              maxCount={1}
              beforeUpload={(file) => {
                onChange(file);
                if (!getValues('name').trim()) setValue('name', file.name.replace(/\.[^.]+$/, ''));
                return false;
              }}
              onRemove={() => onChange(null)}
              fileList={value ? [{ uid: '1', name: value.name, status: 'done' }] : []}
            >
              <Button icon={<UploadOutlined />}>{t('contracts.documents.chooseFile')}</Button>
            </Upload>
          )}
        </FormItem>
        <FormItem control={control} name="type_id" label={t('contracts.documents.type')} required>
          {({ ref: _ref, value, ...field }) => (
            <Select {...field} value={value ?? undefined} options={types.map((type) => ({ value: type.id, label: type.name }))} />
          )}
        </FormItem>
        <FormItem control={control} name="name" label={t('contracts.documents.name')} required>
          {({ ref: _ref, ...field }) => <Input {...field} maxLength={300} />}
        </FormItem>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 120px' }}>
            <FormItem control={control} name="number" label={t('contracts.documents.number')}>
              {({ ref: _ref, ...field }) => <Input {...field} maxLength={100} />}
            </FormItem>
          </div>
          <div style={{ flex: '1 1 130px' }}>
            <FormItem control={control} name="date" label={t('contracts.documents.date')}>
              {({ ref: _ref, value, onChange, onBlur, id }) => <DateInput id={id} value={value} onChange={onChange} onBlur={onBlur} />}
            </FormItem>
          </div>
          <div style={{ flex: '0 1 90px' }}>
            <FormItem control={control} name="version" label={t('contracts.documents.version')}>
              {({ ref: _ref, value, onChange, id }) => (
                <InputNumber id={id} value={value} onChange={(v) => onChange(v ?? null)} min={1} max={999} precision={0} />
              )}
            </FormItem>
          </div>
        </div>
      </Form>
    </Modal>
  );
}
