import { CopyOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Popconfirm, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { fetchSync, renewSync, revokeSync, syncKey } from '../api.ts';
import '../texts.ts';

/** The sync dialog: the user's read-only vCard feed address, to copy, renew (the old one dies) or revoke. */
export function SyncModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const sync = useQuery({ queryKey: syncKey, queryFn: fetchSync, enabled: open });
  const renew = useMutation({
    mutationFn: renewSync,
    onSuccess: (data) => {
      if (sync.data?.path) toast(0, t('contacts.sync.renewed'));
      client.setQueryData(syncKey, data);
    },
  });
  const revoke = useMutation({
    mutationFn: revokeSync,
    onSuccess: (data) => {
      toast(0, t('contacts.sync.revoked'));
      client.setQueryData(syncKey, data);
    },
  });
  const url = sync.data?.path ? `${window.location.origin}${sync.data.path}` : null;
  return (
    <Modal open={open} onCancel={onClose} title={t('contacts.sync.title')} footer={null} maskClosable={false} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('contacts.sync.hint')} />
        {sync.isPending ? (
          <Spin />
        ) : url ? (
          <>
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={url} aria-label={t('contacts.sync.address')} />
              <Button
                icon={<CopyOutlined />}
                onClick={() => {
                  void navigator.clipboard?.writeText(url);
                  toast(0, t('contacts.sync.copied'));
                }}
              >
                {t('contacts.sync.copy')}
              </Button>
            </Space.Compact>
            {sync.data?.created_at && (
              <Typography.Text type="secondary">
                {t('contacts.sync.created', { date: formatDateTime(sync.data.created_at) })}
              </Typography.Text>
            )}
            <Space>
              <Button loading={renew.isPending} onClick={() => renew.mutate()}>
                {t('contacts.sync.renew')}
              </Button>
              <Popconfirm title={t('contacts.sync.revoke')} onConfirm={() => revoke.mutate()}>
                <Button danger loading={revoke.isPending}>
                  {t('contacts.sync.revoke')}
                </Button>
              </Popconfirm>
            </Space>
          </>
        ) : (
          <>
            <Typography.Text>{t('contacts.sync.none')}</Typography.Text>
            <Button type="primary" loading={renew.isPending} onClick={() => renew.mutate()}>
              {t('contacts.sync.create')}
            </Button>
          </>
        )}
      </Space>
    </Modal>
  );
}
