import { UserOutlined } from '@ant-design/icons';
import { Avatar, Descriptions, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/session/index.ts';

export function ProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('layout.profile')}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <Avatar size={56} src={user.image || undefined} alt={user.name} icon={<UserOutlined />} />
        <div>
          <div style={{ fontWeight: 600, fontSize: 16 }}>{user.name}</div>
          {user.type === 1 && <Tag color="gold">{t('layout.superAdmin')}</Tag>}
        </div>
      </div>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('users.email')}>{user.email || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('users.phone')}>{user.phone || '—'}</Descriptions.Item>
        <Descriptions.Item label="Telegram">{user.telegram || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('users.organizations')}>{user.organizations.map((o) => o.name).join(', ') || '—'}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
