import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FilePdfOutlined,
  FormOutlined,
  LinkOutlined,
  PlusOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { copyToClipboard } from '../../../shared/widgets/copy-button/index.ts';
import { useApplicationCard } from '../api/card.ts';
import {
  fetchRequestLink,
  requestPdfUrl,
  type SupplierRequest,
  useDeleteRequest,
  useSendRequest,
  useSupplierRequests,
} from '../api/requests.ts';
import { reportError } from '../model/report-error.ts';
import type { PositionView } from '../model/types.ts';
import { OfferDialog } from './offer-dialog.tsx';
import { positionLabel, RequestDialog } from './request-dialog.tsx';
import '../texts.ts';

const STATUS_COLOR: Record<SupplierRequest['status'], string> = { draft: 'default', sent: 'processing', answered: 'success' };

/**
 * Requests to suppliers of the kp tab: the list with its state, a new request (supplier and
 * positions), its PDF in a new tab, sending after a confirmation, the supplier's link (copy or
 * open) and the supplier's answer recorded as an offer of the tab.
 */
export function SupplierRequests({ packId, canEdit = false }: { packId: number; canEdit?: boolean }) {
  const { t } = useTranslation();
  const list = useSupplierRequests(packId);
  const card = useApplicationCard(packId);
  const [editing, setEditing] = useState<SupplierRequest | null | 'new'>(null);
  const [answering, setAnswering] = useState<SupplierRequest | null>(null);
  const [confirm, holder] = useConfirmDialog();
  const send = useSendRequest(packId);
  const remove = useDeleteRequest(packId);
  const requests = list.data?.requests ?? [];
  const positions = new Map((card.data?.snabs ?? []).map((p) => [p.id, p]));

  const onSend = async (r: SupplierRequest) => {
    const ok = await confirm({
      title: t('applications.requests.sendConfirm', { id: r.id }),
      content: t('applications.requests.sendHint'),
      okText: t('applications.requests.send'),
    });
    if (ok) send.mutate(r.id, { onSuccess: (res) => toast(0, res.result_content), onError: reportError });
  };

  const onDelete = async (r: SupplierRequest) => {
    const ok = await confirm({
      title: t('applications.requests.deleteConfirm', { id: r.id }),
      okText: t('applications.requests.delete'),
      danger: true,
    });
    if (ok) remove.mutate(r.id, { onSuccess: () => toast(0, t('applications.requests.deleted')), onError: reportError });
  };

  const onCopy = (r: SupplierRequest) => fetchRequestLink(packId, r.id).then((link) => copyToClipboard(link, 'link'), reportError);

  return (
    <section aria-label={t('applications.requests.title')} style={{ marginBottom: 24 }}>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('applications.requests.title')}
        </Typography.Title>
        {canEdit ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('applications.requests.add')}
          </Button>
        ) : null}
      </Space>
      {list.isLoading ? (
        <Spin />
      ) : requests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('applications.requests.empty')} />
      ) : (
        <Flex vertical gap={8}>
          {requests.map((r) => (
            <RequestItem
              key={r.id}
              request={r}
              positions={positions}
              packId={packId}
              canEdit={canEdit}
              busy={send.isPending || remove.isPending}
              onSend={() => void onSend(r)}
              onDelete={() => void onDelete(r)}
              onEdit={() => setEditing(r)}
              onAnswer={() => setAnswering(r)}
              onCopy={() => void onCopy(r)}
            />
          ))}
        </Flex>
      )}
      <RequestDialog
        packId={packId}
        open={editing !== null}
        request={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <OfferDialog packId={packId} open={answering !== null} request={answering} onClose={() => setAnswering(null)} />
      {holder}
    </section>
  );
}

interface ItemProps {
  request: SupplierRequest;
  positions: Map<number, PositionView>;
  packId: number;
  canEdit: boolean;
  busy: boolean;
  onSend: () => void;
  onDelete: () => void;
  onEdit: () => void;
  onAnswer: () => void;
  onCopy: () => void;
}

function RequestItem({ request: r, positions, packId, canEdit, busy, ...on }: ItemProps) {
  const { t } = useTranslation();
  const draft = r.status === 'draft';
  const names = r.snabs.map((id) => positions.get(id)).filter((p): p is PositionView => Boolean(p));
  const state =
    r.status === 'sent'
      ? t('applications.requests.status.sent', { date: r.date_send ? formatDateTime(r.date_send) : '' }).trim()
      : t(`applications.requests.status.${r.status}`);
  return (
    <Card size="small">
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{t('applications.requests.number', { id: r.id })}</Typography.Text>
          <Typography.Text>{r.partner_name ?? r.email ?? t('applications.requests.noSupplier')}</Typography.Text>
          {r.partner_name && r.email ? <Typography.Text type="secondary">{r.email}</Typography.Text> : null}
          <Tag color={STATUS_COLOR[r.status] ?? 'default'}>{state}</Tag>
        </Space>
        <Typography.Text type="secondary">
          {t('applications.requests.positions', { count: r.snabs.length })}
          {names.length ? `: ${names.map(positionLabel).join('; ')}` : ''}
        </Typography.Text>
        {r.comment ? <Typography.Text>{r.comment}</Typography.Text> : null}
        <Space wrap size={4} role="group" aria-label={t('applications.requests.actions', { id: r.id })}>
          <Button
            size="small"
            icon={<FilePdfOutlined />}
            href={requestPdfUrl(packId, r.id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('applications.requests.openPdf', { id: r.id })}
          >
            {t('applications.requests.pdf')}
          </Button>
          {canEdit && draft ? (
            <>
              <Button size="small" type="primary" icon={<SendOutlined />} disabled={busy} onClick={on.onSend}>
                {t('applications.requests.send')}
              </Button>
              <Button size="small" icon={<EditOutlined />} onClick={on.onEdit}>
                {t('applications.requests.edit')}
              </Button>
            </>
          ) : null}
          {!draft ? (
            <>
              <Button size="small" icon={<CopyOutlined />} onClick={on.onCopy}>
                {t('applications.requests.copyLink')}
              </Button>
              {r.link ? (
                <Button size="small" icon={<LinkOutlined />} href={r.link} target="_blank" rel="noopener noreferrer">
                  {t('applications.requests.openLink')}
                </Button>
              ) : null}
            </>
          ) : null}
          {canEdit && r.status === 'sent' ? (
            <Button size="small" icon={<FormOutlined />} onClick={on.onAnswer}>
              {t('applications.requests.answer')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button size="small" danger icon={<DeleteOutlined />} disabled={busy} onClick={on.onDelete}>
              {t('applications.requests.delete')}
            </Button>
          ) : null}
        </Space>
      </Space>
    </Card>
  );
}
