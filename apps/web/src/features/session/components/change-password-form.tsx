import { changePasswordBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { changePassword } from '../api/session-api.ts';
import { sessionStore } from '../model/session-store.ts';

const REQUIRED = 'field.fillRequired';

/** The server's body plus the confirmation; an empty field is "required" before any other rule. */
const passwordForm = z
  .object({
    old_password: changePasswordBody.shape.old_password,
    new_password: z.string().min(1, REQUIRED).pipe(changePasswordBody.shape.new_password),
    confirm: z.string().min(1, REQUIRED),
  })
  .refine((v) => v.new_password !== v.old_password, { path: ['new_password'], message: 'password.sameAsOld' })
  .refine((v) => v.confirm === v.new_password, { path: ['confirm'], message: 'password.mismatch' });

type Values = z.input<typeof passwordForm>;
const EMPTY: Values = { old_password: '', new_password: '', confirm: '' };

/** POST /api/users/password; 422 messages land on their fields. */
export function ChangePasswordForm({ onDone, extra }: { onDone?: () => void; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({
    defaultValues: EMPTY,
    resolver: zodResolver(passwordForm),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const finish = handleSubmit(async ({ old_password, new_password }) => {
    setFailure(null);
    try {
      await changePassword({ old_password, new_password });
      sessionStore.patchUser({ checkPasswordChange: false });
      toast(0, t('password.changed'));
      reset(EMPTY);
      onDone?.();
    } catch (e) {
      if (isApiError(e) && Object.keys(e.fieldErrors).length) {
        for (const [name, messages] of Object.entries(e.fieldErrors))
          setError(name as keyof Values, { type: 'server', message: messages.map((m) => t(m)).join(' ') });
      } else setFailure(isApiError(e) ? e.message : t('common.error'));
    }
  });

  const password = (name: keyof Values, label: string, autoComplete: string) => (
    <FormItem control={control} name={name} label={label}>
      {({ ref: _ref, ...field }) => <Input.Password {...field} autoComplete={autoComplete} />}
    </FormItem>
  );
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onSubmitCapture={(e) => {
        e.preventDefault();
        void finish();
      }}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {password('old_password', t('password.old'), 'current-password')}
      {password('new_password', t('password.new'), 'new-password')}
      {password('confirm', t('password.confirm'), 'new-password')}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {extra}
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {t('password.submit')}
        </Button>
      </div>
    </Form>
  );
}
