import { changePasswordBody } from '@app/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { changePassword } from '../api/session-api.ts';
import { sessionStore } from '../model/session-store.ts';

interface Values {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** POST /api/users/password; 422 messages land on their fields. */
export function ChangePasswordForm({ onDone, extra }: { onDone?: () => void; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const finish = async (values: Values) => {
    setFailure(null);
    const parsed = changePasswordBody.safeParse(values);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: i.path[0] as keyof Values, errors: [t(i.message)] })));
      return;
    }
    setBusy(true);
    try {
      await changePassword(parsed.data);
      sessionStore.patchUser({ checkPasswordChange: false });
      toast(0, t('password.changed'));
      form.resetFields();
      onDone?.();
    } catch (e) {
      if (isApiError(e) && Object.keys(e.fieldErrors).length) {
        form.setFields(
          Object.entries(e.fieldErrors).map(([name, errors]) => ({ name: name as keyof Values, errors: errors.map((m) => t(m)) })),
        );
      } else setFailure(isApiError(e) ? e.message : t('common.error'));
    } finally {
      setBusy(false);
    }
  };

  const required = { required: true, message: t('field.fillRequired') };
  return (
    <Form form={form} layout="vertical" onFinish={finish} requiredMark={false}>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item name="old_password" label={t('password.old')} rules={[required]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={t('password.new')}
        rules={[
          required,
          { min: 8, message: t('password.tooShort') },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              v && v === getFieldValue('old_password') ? Promise.reject(new Error(t('password.sameAsOld'))) : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={['new_password']}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {extra}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('password.submit')}
        </Button>
      </div>
    </Form>
  );
}
