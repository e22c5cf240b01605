import { Input, Select } from 'antd';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormItem, filled } from '../../../shared/widgets/form-builder/index.ts';

type Option = { value: number; label: string };

/** The values of the add form and the user card (decision 013: react-hook-form holds them). */
export interface UserFormValues {
  fio: string;
  login: string;
  password?: string;
  email: string | null;
  phone: string | null;
  post: string | null;
  role_ids: number[];
  group_ids: number[];
  organization_ids: number[];
  /** The card's own permits (codes switched on). */
  permits: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Profile fields shared by the add form and the user card. */
export function UserProfileFields({ control, withPassword }: { control: Control<UserFormValues>; withPassword?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FormItem control={control} name="fio" label={t('users.fio')} required rules={{ validate: filled }}>
        {(field) => <Input {...field} maxLength={255} />}
      </FormItem>
      <FormItem control={control} name="login" label={t('users.login')} required rules={{ validate: filled }}>
        {(field) => <Input {...field} maxLength={100} autoComplete="off" />}
      </FormItem>
      {withPassword && (
        <FormItem
          control={control}
          name="password"
          label={t('users.password')}
          required
          rules={{ validate: filled, minLength: { value: 8, message: 'password.tooShort' } }}
        >
          {(field) => <Input.Password {...field} autoComplete="new-password" />}
        </FormItem>
      )}
      <FormItem
        control={control}
        name="email"
        label={t('users.email')}
        rules={{ pattern: { value: EMAIL, message: 'field.invalidEmail' } }}
      >
        {(field) => <Input {...field} value={field.value ?? ''} maxLength={255} />}
      </FormItem>
      <FormItem control={control} name="phone" label={t('users.phone')}>
        {(field) => <Input {...field} value={field.value ?? ''} maxLength={50} />}
      </FormItem>
      <FormItem control={control} name="post" label={t('users.post')}>
        {(field) => <Input {...field} value={field.value ?? ''} maxLength={255} />}
      </FormItem>
    </>
  );
}

type ListField = Extract<FieldPath<UserFormValues>, 'role_ids' | 'group_ids' | 'organization_ids'>;

export function MultiSelectField({
  control,
  name,
  label,
  options,
}: {
  control: Control<UserFormValues>;
  name: ListField;
  label: string;
  options: Option[];
}) {
  return (
    <FormItem control={control} name={name} label={label}>
      {({ ref: _ref, ...field }) => <Select {...field} mode="multiple" allowClear options={options} optionFilterProp="label" />}
    </FormItem>
  );
}

/** A server's 422 on the form's fields (the other refusals are toasts). */
export const fieldErrorsOf = (errors: Record<string, string[]>) =>
  Object.entries(errors).map(
    ([name, messages]) => [name as FieldPath<UserFormValues>, { type: 'server', message: messages.join(' ') }] as const,
  );
