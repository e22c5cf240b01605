import { Form } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { type Control, Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './field-input.tsx';
import { checkField, defaultValueOf, type FieldSchema, type FormValues, REQUIRED, writeStored } from './form-schema.ts';

export interface FormFieldProps {
  field: FieldSchema;
  /** Full path in the form values (`rows.0.amount` for a row sub-field). */
  name: string;
  control: Control<FormValues>;
  /** What a custom check receives besides the value: the row, or the whole form. */
  contextOf?: (values: FormValues) => FormValues;
}

/** Watch rule state: while the callback answers true the field is disabled or hidden. */
function useWatchRule(field: FieldSchema, control: Control<FormValues>): boolean {
  const names = field.watch?.fields ?? [];
  const watched = useWatch({ control, name: names, disabled: !field.watch }) as unknown[] | undefined;
  if (!field.watch) return false;
  return field.watch.callback(Object.fromEntries(names.map((n, i) => [n, watched?.[i]])));
}

export function FormField({ field, name, control, contextOf = (v) => v }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { setValue, clearErrors } = useFormContext<FormValues>();
  const ruled = useWatchRule(field, control);
  const hidden = ruled && field.watch?.action === 'hide';
  const disabled = Boolean(field.disabled) || (ruled && field.watch?.action === 'disable');
  const state = useRef({ hidden, disabled });
  state.current = { hidden, disabled };

  useEffect(() => {
    if (!ruled) return;
    setValue(name, defaultValueOf(field));
    clearErrors(name);
    writeStored(field, defaultValueOf(field));
  }, [ruled, name, field, setValue, clearErrors]);

  if (hidden) return null;
  return (
    <Controller
      name={name}
      control={control}
      rules={{
        validate: (value, values) => (state.current.hidden || state.current.disabled ? true : checkField(field, value, contextOf(values))),
      }}
      render={({ field: f, fieldState }) => {
        const message = fieldState.error?.message || (fieldState.error?.type === 'validate' ? REQUIRED : undefined);
        return (
          <Form.Item
            label={field.type === 'checkbox' ? undefined : field.label}
            htmlFor={id}
            required={field.required}
            validateStatus={fieldState.invalid ? 'error' : undefined}
            help={message ? (message === REQUIRED ? t('field.fillRequired') : message) : undefined}
          >
            <FieldInput
              field={field}
              id={id}
              value={f.value}
              disabled={disabled}
              invalid={fieldState.invalid}
              onBlur={f.onBlur}
              onChange={(v) => {
                f.onChange(v);
                writeStored(field, v);
              }}
            />
          </Form.Item>
        );
      }}
    />
  );
}
