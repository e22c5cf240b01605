import { KeyOutlined, LockOutlined, LogoutOutlined, UnlockOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Modal, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toServerDate } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/toast.ts';
import { blockUser, forceLogout, resetPassword, type UserCard, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';

/** Block / unblock, reset password, force logout with an optional date. */
export function UserActions({ user }: { user: UserCard }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const dateId = useId();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [logoutAt, setLogoutAt] = useState<Dayjs | null>(null);
  const blocked = user.status !== 1;
  const onError = (e: unknown) => toast(1, errorText(e, t));

  const block = useMutation({
    mutationFn: () => blockUser(user.id, blocked ? 0 : 1),
    onSuccess: () => {
      toast(0, blocked ? t('users.unblockedDone') : t('users.blockedDone'));
      void client.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError,
  });
  const reset = useMutation({
    mutationFn: () => resetPassword(user.id),
    onSuccess: ({ password }) =>
      modal.info({
        title: t('users.newPassword'),
        content: (
          <div>
            <Typography.Paragraph type="secondary">{t('users.newPasswordHint')}</Typography.Paragraph>
            <Typography.Text code copyable style={{ fontSize: 18 }}>
              {password}
            </Typography.Text>
          </div>
        ),
      }),
    onError,
  });
  const logout = useMutation({
    mutationFn: () => forceLogout(user.id, logoutAt ? toServerDate(logoutAt) : undefined),
    onSuccess: () => {
      toast(0, t('users.forceLogoutDone'));
      setLogoutOpen(false);
      setLogoutAt(null);
    },
    onError,
  });

  return (
    <Space wrap>
      {holder}
      <Button
        danger={!blocked}
        icon={blocked ? <UnlockOutlined /> : <LockOutlined />}
        loading={block.isPending}
        onClick={() =>
          blocked
            ? block.mutate()
            : void modal.confirm({
                title: t('users.blockConfirm', { name: user.fio }),
                okButtonProps: { danger: true },
                onOk: () => block.mutateAsync(),
              })
        }
      >
        {blocked ? t('users.unblock') : t('users.block')}
      </Button>
      <Button
        icon={<KeyOutlined />}
        loading={reset.isPending}
        onClick={() => void modal.confirm({ title: t('users.resetPasswordConfirm', { name: user.fio }), onOk: () => reset.mutateAsync() })}
      >
        {t('users.resetPassword')}
      </Button>
      <Button icon={<LogoutOutlined />} onClick={() => setLogoutOpen(true)}>
        {t('users.forceLogout')}
      </Button>
      <Modal
        open={logoutOpen}
        title={t('users.forceLogout')}
        okText={t('users.forceLogout')}
        cancelText={t('common.cancel')}
        confirmLoading={logout.isPending}
        onOk={() => logout.mutate()}
        onCancel={() => setLogoutOpen(false)}
      >
        <Typography.Paragraph type="secondary">{t('users.forceLogoutHint')}</Typography.Paragraph>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={dateId}>{t('users.forceLogoutDate')}</label>
          <DatePicker
            id={dateId}
            showTime={{ format: 'HH:mm' }}
            format="DD.MM.YYYY HH:mm"
            value={logoutAt}
            onChange={setLogoutAt}
            style={{ width: '100%' }}
          />
        </div>
      </Modal>
    </Space>
  );
}
