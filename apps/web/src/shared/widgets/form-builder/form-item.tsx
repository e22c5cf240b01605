import { Checkbox, type CheckboxProps, Form, type FormItemProps } from 'antd';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseControllerProps,
  useController,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isEmptyValue } from './form-schema.ts';

type LayoutProps = Omit<
  FormItemProps,
  'name' | 'rules' | 'children' | 'validateStatus' | 'help' | 'htmlFor' | 'dependencies' | 'shouldUpdate'
>;

export interface FormItemFieldProps<T extends FieldValues, N extends FieldPath<T>> extends LayoutProps {
  control: Control<T>;
  name: N;
  /** rhf rules; messages are i18n keys or texts. A zod resolver of the form checks the rest. */
  rules?: UseControllerProps<T, N>['rules'];
  /** The control: rhf's field plus the `id` the label points at; `invalid` for the control's own red state. */
  children: (field: ControllerRenderProps<T, N> & { id: string }, invalid: boolean) => ReactNode;
}

/**
 * One field of a hand-written form (decision 013): react-hook-form holds the value and the
 * check, antd's Form.Item only lays it out (label, asterisk, red state, message under it).
 * A message that is an i18n key is translated here.
 */
export function FormItem<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  rules,
  children,
  ...item
}: FormItemFieldProps<T, N>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <Form.Item
            {...item}
            htmlFor={id}
            validateStatus={fieldState.invalid ? 'error' : undefined}
            help={message ? (i18n.exists(message) ? t(message) : message) : undefined}
          >
            {children({ ...field, id }, fieldState.invalid)}
          </Form.Item>
        );
      }}
    />
  );
}

/** The rhf `validate` of a required field (spec 3 §5): blank text, an empty list or nothing says `field.fillRequired`. */
export const filled = (value: unknown): true | string => (isEmptyValue(value) ? 'field.fillRequired' : true);

export interface FormCheckboxProps<T extends FieldValues, N extends FieldPath<T>>
  extends Omit<CheckboxProps, 'checked' | 'onChange' | 'name'> {
  control: Control<T>;
  name: N;
  label: ReactNode;
}

/** A boolean field of a hand-written form as a checkbox (its text is its label; no Form.Item). */
export function FormCheckbox<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  ...checkbox
}: FormCheckboxProps<T, N>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox {...checkbox} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)}>
      {label}
    </Checkbox>
  );
}

/**
 * A resolver from a plain check of the whole form (field → message or i18n key; empty when valid),
 * for rules across fields that a model file already states.
 */
export const checkResolver =
  <T extends FieldValues>(check: (values: T) => Readonly<Record<string, string>>): Resolver<T> =>
  (values) => {
    const entries = Object.entries(check(values));
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(entries.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<T> };
  };
