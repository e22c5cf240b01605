import { Button, Form, Space, Typography } from 'antd';
import { type ReactNode, type Ref, useImperativeHandle, useState } from 'react';
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
  /** Shows messages under fields (a server's 422 `errors`, already translated). */
  setErrors: (errors: Readonly<Record<string, string>>) => void;
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
  /** Start values over the schema defaults (an edit form). */
  values?: FormValues;
  /**
   * A check of the whole (trimmed) form after the field checks: messages by field name,
   * shown under the fields; the form is submitted only when it answers none.
   */
  validate?: (values: FormValues) => Readonly<Record<string, string>>;
  /** More buttons after submit and reset (cancel...). */
  extraButtons?: ReactNode;
}

/** A schema-driven form (spec §3 "Form field settings", §4, §5 "Forms"). */
export function FormBuilder(props: FormBuilderProps) {
  const { fields, onSubmit, submitText, showReset, hideButtons, ref, id, values: start, validate, extraButtons } = props;
  const { t } = useTranslation();
  const form = useForm<FormValues>({
    defaultValues: { ...initialValues(fields), ...start },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [busy, setBusy] = useState(false);

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const messages = collectMessages(errors);
    if (messages.includes('required') || messages.length === 0) toast(1, t('field.fillRequired'));
    else toast(1, messages[0]);
  };

  const setErrors = (errors: Readonly<Record<string, string>>) => {
    for (const [name, message] of Object.entries(errors)) form.setError(name, { type: 'server', message }, { shouldFocus: false });
  };

  const submit = form.handleSubmit(async (values) => {
    const trimmed = trimTexts(fields, values);
    const errors = validate?.(trimmed) ?? {};
    if (Object.keys(errors).length) {
      setErrors(errors);
      toast(1, Object.values(errors)[0]);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(trimmed);
    } finally {
      setBusy(false);
    }
  }, onInvalid);

  const reset = () => {
    for (const f of fields) if (f.storage?.store) local.remove(f.storage.name);
    form.reset(schemaDefaults(fields));
  };

  useImperativeHandle(ref, () => ({ submit: () => submit(), reset, getValues: () => form.getValues(), setErrors }));

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
        {fields.map((field, index) => (
          <div key={field.name}>
            {field.group && field.group !== fields[index - 1]?.group && <Typography.Title level={5}>{field.group}</Typography.Title>}
            {field.type === 'rows' ? (
              <FormRows field={field} control={form.control} disabled={field.disabled} />
            ) : (
              <FormField field={field} name={field.name} control={form.control} />
            )}
          </div>
        ))}
        {!hideButtons && (
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {submitText ?? t('widgets.form.submit')}
            </Button>
            {showReset && <Button onClick={reset}>{t('widgets.form.reset')}</Button>}
            {extraButtons}
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
