import { Button, Form, Space } from 'antd';
import { type Ref, useImperativeHandle, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { local } from '../../storage.ts';
import { toast } from '../../toast/index.ts';
import { FormField } from './form-field.tsx';
import { FormRows } from './form-rows.tsx';
import { type FieldSchema, type FormValues, initialValues, schemaDefaults, trimTexts } from './form-schema.ts';
import './texts.ts';

export interface FormBuilderHandle {
  submit: () => Promise<void>;
  /** Back to the schema defaults, validation cleared, stored values forgotten. */
  reset: () => void;
  getValues: () => FormValues;
}

export interface FormBuilderProps {
  fields: readonly FieldSchema[];
  onSubmit: (values: FormValues) => void | Promise<void>;
  submitText?: string;
  /** Shows a reset button next to submit. */
  showReset?: boolean;
  /** Hides the buttons (submit through `ref`). */
  hideButtons?: boolean;
  ref?: Ref<FormBuilderHandle>;
  id?: string;
}

/** A schema-driven form (spec §3 "Form field settings", §4, §5 "Forms"). */
export function FormBuilder({ fields, onSubmit, submitText, showReset, hideButtons, ref, id }: FormBuilderProps) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({ defaultValues: initialValues(fields), mode: 'onSubmit', reValidateMode: 'onChange' });
  const [busy, setBusy] = useState(false);

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const messages = collectMessages(errors);
    if (messages.includes('required') || messages.length === 0) toast(1, t('field.fillRequired'));
    else toast(1, messages[0]);
  };

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(trimTexts(fields, values));
    } finally {
      setBusy(false);
    }
  }, onInvalid);

  const reset = () => {
    for (const f of fields) if (f.storage?.store) local.remove(f.storage.name);
    form.reset(schemaDefaults(fields));
  };

  useImperativeHandle(ref, () => ({ submit: () => submit(), reset, getValues: () => form.getValues() }));

  return (
    <FormProvider {...form}>
      <Form
        id={id}
        layout="vertical"
        component="form"
        onSubmitCapture={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {fields.map((field) =>
          field.type === 'rows' ? (
            <FormRows key={field.name} field={field} control={form.control} disabled={field.disabled} />
          ) : (
            <FormField key={field.name} field={field} name={field.name} control={form.control} />
          ),
        )}
        {!hideButtons && (
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {submitText ?? t('widgets.form.submit')}
            </Button>
            {showReset && <Button onClick={reset}>{t('widgets.form.reset')}</Button>}
          </Space>
        )}
      </Form>
    </FormProvider>
  );
}

function collectMessages(errors: unknown, out: string[] = []): string[] {
  if (!errors || typeof errors !== 'object') return out;
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' && 'type' in record) {
    out.push(record.message);
    return out;
  }
  for (const v of Object.values(record)) collectMessages(v, out);
  return out;
}
