import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, session } from '../../../shared/storage.ts';
import { useSession } from '../model/session-store.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** check_password_change = 1: the stale-password notice with the change-password form. */
export function StalePasswordModal() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [postponed, setPostponed] = useState(session.get(STORAGE_KEYS.passwordPostponed) === '1');
  const open = Boolean(user?.checkPasswordChange) && !postponed;
  return (
    <Modal open={open} title={t('password.changeTitle')} footer={null} closable={false} mask={{ closable: false }} destroyOnHidden>
      <Alert type="warning" showIcon title={t('password.stale')} style={{ marginBottom: 16 }} />
      <ChangePasswordForm
        extra={
          <Button
            onClick={() => {
              session.set(STORAGE_KEYS.passwordPostponed, '1');
              setPostponed(true);
            }}
          >
            {t('password.later')}
          </Button>
        }
      />
    </Modal>
  );
}
