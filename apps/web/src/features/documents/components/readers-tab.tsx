import { CheckOutlined, DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import type { DocumentReader } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Button, Empty, Form, Modal, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { useSession } from '../../session/index.ts';
import { addReaders, fetchReaders, markRead, removeReader } from '../api/files-api.ts';
import { documentKeys } from '../api/keys.ts';
import '../texts.ts';

type Readers = DocumentReader[];

/**
 * The card's «Читатели» tab (spec 3 §3 readers, §8): editors send the document to employees
 * ('Изменения сохранены' after adding; the server notifies them) and take them off; each reader
 * sees read / unread with the date, and the signed-in reader marks it read.
 */
export function ReadersTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = useSession().user;
  const id = record.id;
  const key = documentKeys.readers(id);
  const readers = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchReaders(id, signal) });
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmHolder] = useConfirmDialog();

  /** A readers call: its answer shown at once (or the list asked again); a failure is logged (spec 3 §8). */
  const run = async (call: () => Promise<Readers | null>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await call();
      if (answer) client.setQueryData(key, answer);
      else void client.invalidateQueries({ queryKey: key });
      toast(0, done);
      return true;
    } catch (error) {
      console.error('documents: readers call failed', error);
      void client.invalidateQueries({ queryKey: key });
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (readers.isError) return <Alert type="error" showIcon title={t('documents.loadFailed')} />;
  const list = readers.data ?? [];
  const mine = me ? list.find((r) => r.user_id === me.id) : undefined;

  const columns: ColumnsType<DocumentReader> = [
    {
      key: 'fio',
      title: t('documents.readers.col.fio'),
      render: (_, r) => (
        <Space size={8}>
          <Avatar size={24} src={r.avatar || undefined} alt="">
            {r.fio.slice(0, 1)}
          </Avatar>
          <span>{r.fio}</span>
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('documents.readers.col.status'),
      render: (_, r) =>
        r.status === 1 ? (
          <Tag color="green">
            {r.date_read ? t('documents.readers.readAt', { date: formatDateTime(r.date_read) }) : t('documents.readers.read')}
          </Tag>
        ) : (
          <Tag>{t('documents.readers.unread')}</Tag>
        ),
    },
    { key: 'added', title: t('documents.readers.col.added'), responsive: ['sm'], render: (_, r) => formatDateTime(r.date_add) },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      title: t('documents.readers.col.actions'),
      render: (_, r) => (
        <Button
          size="small"
          icon={<DeleteOutlined />}
          disabled={busy}
          aria-label={`${t('documents.readers.remove')}: ${r.fio}`}
          title={t('documents.readers.remove')}
          onClick={async () => {
            if (await confirm({ title: t('documents.readers.removeConfirm', { name: r.fio }), danger: true }))
              await run(() => removeReader(id, r.user_id), t('documents.readers.removed'));
          }}
        />
      ),
    });

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      <Space wrap>
        {mine && mine.status === 0 && (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={busy}
            onClick={() => void run(() => markRead(id), t('documents.readers.markedRead'))}
          >
            {t('documents.readers.markRead')}
          </Button>
        )}
        {canEdit && (
          <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
            {t('documents.readers.add')}
          </Button>
        )}
      </Space>
      {readers.data && list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.readers.empty')} />
      ) : (
        <Table<DocumentReader>
          rowKey="user_id"
          size="small"
          columns={columns}
          dataSource={list}
          loading={readers.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="document-readers"
        />
      )}
      <AddReadersModal
        open={adding}
        onClose={() => setAdding(false)}
        onSave={async (userIds) => {
          // Spec 3 §8: 'Изменения сохранены' after adding a reader.
          if (await run(() => addReaders(id, userIds), t('documents.readers.saved'))) setAdding(false);
        }}
      />
    </div>
  );
}

function AddReadersModal({ open, onSave, onClose }: { open: boolean; onSave: (userIds: number[]) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [userIds, setUserIds] = useState<number[]>([]);
  const [problem, setProblem] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={open}
      title={t('documents.readers.addTitle')}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (visible) {
          setUserIds([]);
          setProblem(false);
        }
      }}
      okText={t('common.add')}
      okButtonProps={{ loading: saving }}
      onOk={async () => {
        if (userIds.length === 0) return setProblem(true);
        setSaving(true);
        try {
          await onSave(userIds);
        } finally {
          setSaving(false);
        }
      }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('documents.readers.users')}
          htmlFor="document-readers-users"
          required
          validateStatus={problem ? 'error' : undefined}
          help={problem ? t('documents.readers.chooseSomeone') : undefined}
        >
          <RemoteSelect
            id="document-readers-users"
            url="autocomplete/users"
            multiple
            placeholder={t('documents.readers.usersPlaceholder')}
            value={userIds}
            onChange={(next) => {
              setUserIds(Array.isArray(next) ? next.map(Number) : []);
              setProblem(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
