import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface NewFolderModalProps {
  /** The name being typed; null = closed. */
  name: string | null;
  pending: boolean;
  onChange: (name: string) => void;
  onCreate: (name: string) => void;
  onCancel: () => void;
}

/** Names a new folder: Enter or «Создать» creates it, an empty name cannot. */
export function NewFolderModal({ name, pending, onChange, onCreate, onCancel }: NewFolderModalProps) {
  const { t } = useTranslation();
  const create = () => name?.trim() && onCreate(name.trim());
  return (
    <Modal
      open={name !== null}
      title={t('drive.newFolder')}
      mask={{ closable: false }}
      okText={t('common.create')}
      okButtonProps={{ disabled: !name?.trim() }}
      confirmLoading={pending}
      onOk={create}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input
        autoFocus
        aria-label={t('drive.folderName')}
        placeholder={t('drive.folderName')}
        value={name ?? ''}
        maxLength={255}
        onChange={(e) => onChange(e.target.value)}
        onPressEnter={create}
      />
    </Modal>
  );
}
