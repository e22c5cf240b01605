import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

type Option = { value: number; label: string };

/** Profile fields shared by the add form and the user card. */
export function UserProfileFields({ withPassword }: { withPassword?: boolean }) {
  const { t } = useTranslation();
  const required = { required: true, whitespace: true, message: t('field.fillRequired') };
  return (
    <>
      <Form.Item name="fio" label={t('users.fio')} rules={[required]}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="login" label={t('users.login')} rules={[required]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      {withPassword && (
        <Form.Item name="password" label={t('users.password')} rules={[required, { min: 8, message: t('password.tooShort') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="email" label={t('users.email')} rules={[{ type: 'email', message: t('field.invalidEmail') }]}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="phone" label={t('users.phone')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="post" label={t('users.post')}>
        <Input maxLength={255} />
      </Form.Item>
    </>
  );
}

export function MultiSelectField({ name, label, options }: { name: string; label: string; options: Option[] }) {
  return (
    <Form.Item name={name} label={label}>
      <Select mode="multiple" allowClear options={options} optionFilterProp="label" />
    </Form.Item>
  );
}
