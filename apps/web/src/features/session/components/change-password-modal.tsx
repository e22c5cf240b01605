import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form.tsx';

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('password.changeTitle')} footer={null} onCancel={onClose} destroyOnHidden mask={{ closable: false }}>
      <ChangePasswordForm onDone={onClose} />
    </Modal>
  );
}
