import { DeleteOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { isValidTrackingNumber, type PostalItem } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { addPostalItem, deletePostalItem, editPostalItem, fetchPostalItems, trackingUrl } from '../api/files-api.ts';
import { documentKeys } from '../api/keys.ts';
import '../texts.ts';

/** A tracking number as the server stores it: spaces dropped, upper case (`ra 644000005 ru` → `RA644000005RU`). */
export const normalTracking = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a tracking number before it is sent (null when it may go): format, then a repeat. */
export function trackingProblem(raw: string, items: readonly PostalItem[], except?: number): 'invalid' | 'duplicate' | null {
  const value = normalTracking(raw);
  if (!isValidTrackingNumber(value)) return 'invalid';
  if (items.some((item) => item.id !== except && item.number.toUpperCase() === value)) return 'duplicate';
  return null;
}

/**
 * The card's «Почтовые отправления» tab: Russian Post tracking numbers (14 digits or the UPU form
 * with its check digit) added, changed and deleted by editors, each linked to pochta.ru tracking.
 */
export function PostalTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = record.id;
  const key = documentKeys.postal(id);
  const items = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchPostalItems(id, signal) });
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; number: string; problem: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmHolder] = useConfirmDialog();
  const list = items.data ?? [];

  /** A postal call; a refusal's message goes under the field (`onProblem`). */
  const run = async (call: () => Promise<PostalItem[] | null>, done: string, onProblem?: (text: string) => void): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await call();
      if (answer) client.setQueryData(key, answer);
      else void client.invalidateQueries({ queryKey: key });
      toast(0, done);
      return true;
    } catch (error) {
      console.error('documents: postal item call failed', error);
      if (onProblem && isApiError(error) && error.status < 500) onProblem(error.message);
      void client.invalidateQueries({ queryKey: key });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    const found = trackingProblem(number, list);
    if (found) return setProblem(t(`documents.postal.${found}`));
    if (await run(() => addPostalItem(id, normalTracking(number)), t('documents.postal.added'), setProblem)) setNumber('');
  };
  const save = async () => {
    if (!editing) return;
    const found = trackingProblem(editing.number, list, editing.id);
    if (found) return setEditing({ ...editing, problem: t(`documents.postal.${found}`) });
    const ok = await run(
      () => editPostalItem(id, editing.id, normalTracking(editing.number)),
      t('documents.postal.saved'),
      (text) => setEditing((e) => (e ? { ...e, problem: text } : e)),
    );
    if (ok) setEditing(null);
  };

  if (items.isError) return <Alert type="error" showIcon title={t('documents.loadFailed')} />;

  const columns: ColumnsType<PostalItem> = [
    {
      key: 'number',
      title: t('documents.postal.col.number'),
      render: (_, item) =>
        editing?.id === item.id ? (
          <Form.Item style={{ margin: 0 }} validateStatus={editing.problem ? 'error' : undefined} help={editing.problem}>
            <Input
              size="small"
              autoFocus
              aria-label={t('documents.postal.number')}
              value={editing.number}
              onChange={(e) => setEditing({ ...editing, number: e.target.value, problem: null })}
              onPressEnter={() => void save()}
              style={{ minWidth: 160 }}
            />
          </Form.Item>
        ) : (
          <a href={trackingUrl(item.number)} target="_blank" rel="noopener noreferrer" title={t('documents.postal.track')}>
            <LinkOutlined /> {item.number}
          </a>
        ),
    },
    { key: 'added', title: t('documents.postal.col.added'), render: (_, item) => formatDateTime(item.date_add) },
    { key: 'who', title: t('documents.postal.col.who'), responsive: ['sm'], render: (_, item) => item.who_add_fio ?? '' },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      title: t('documents.postal.col.actions'),
      render: (_, item) =>
        editing?.id === item.id ? (
          <Space size={4}>
            <Button size="small" type="primary" loading={busy} onClick={() => void save()}>
              {t('documents.postal.save')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {t('documents.postal.cancel')}
            </Button>
          </Space>
        ) : (
          <Space size={4}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`${t('documents.postal.edit')}: ${item.number}`}
              title={t('documents.postal.edit')}
              onClick={() => setEditing({ id: item.id, number: item.number, problem: null })}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={busy}
              aria-label={`${t('documents.postal.delete')}: ${item.number}`}
              title={t('documents.postal.delete')}
              onClick={async () => {
                if (await confirm({ title: t('documents.postal.deleteConfirm', { number: item.number }), danger: true }))
                  await run(() => deletePostalItem(id, item.id), t('documents.postal.deleted'));
              }}
            />
          </Space>
        ),
    });

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      {canEdit && (
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('documents.postal.number')}
            htmlFor="document-postal-number"
            validateStatus={problem ? 'error' : undefined}
            help={problem}
            style={{ marginBottom: 0 }}
          >
            <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
              <Input
                id="document-postal-number"
                value={number}
                placeholder={t('documents.postal.placeholder')}
                maxLength={40}
                onChange={(e) => {
                  setNumber(e.target.value);
                  setProblem(null);
                }}
                onPressEnter={() => void add()}
              />
              <Button type="primary" loading={busy} onClick={() => void add()}>
                {t('documents.postal.add')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      )}
      {items.data && list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.postal.empty')} />
      ) : (
        <Table<PostalItem>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list}
          loading={items.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="document-postal-items"
        />
      )}
    </div>
  );
}
