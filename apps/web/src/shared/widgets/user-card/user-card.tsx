import { UserOutlined } from '@ant-design/icons';
import { Avatar, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import './texts.ts';
import { type UserId, type UserShort, useUserShort } from './user-short.ts';

export interface UserCardProps {
  userId: UserId;
  /** Already known data: shown without a call. */
  user?: UserShort;
}

export function UserCardView({ user }: { user: UserShort }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 12, minWidth: 240, maxWidth: 320 }}>
      <Avatar size={48} src={user.avatar || undefined} alt={user.fio} icon={<UserOutlined />} />
      <div style={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <strong>{user.fio}</strong>
        {user.post && <span style={{ opacity: 0.65 }}>{user.post}</span>}
        {user.phone && (
          <a href={`tel:${user.phone.replace(/[^\d+]/g, '')}`} aria-label={`${t('widgets.userCard.phone')}: ${user.phone}`}>
            {user.phone}
          </a>
        )}
        {user.email && (
          <a href={`mailto:${user.email}`} aria-label={`${t('widgets.userCard.email')}: ${user.email}`}>
            {user.email}
          </a>
        )}
        {user.tab_number !== null && user.tab_number !== undefined && user.tab_number !== '' && (
          <span>
            {t('widgets.userCard.tabNumber')}: {user.tab_number}
          </span>
        )}
        {user.profile_link && (
          <a href={user.profile_link} target="_blank" rel="noopener noreferrer">
            {t('widgets.userCard.profile')}
          </a>
        )}
      </div>
    </div>
  );
}

/** A user's card from the shared users cache. */
export function UserCard({ userId, user }: UserCardProps) {
  const { t } = useTranslation();
  const query = useUserShort(userId, !user);
  const data = user ?? query.data;
  if (data) return <UserCardView user={data} />;
  if (query.isError) return <span>{t('widgets.userCard.failed')}</span>;
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Spin size="small" /> {t('widgets.userCard.loading')}
    </span>
  );
}
