import { CheckOutlined, CloseOutlined, DeleteOutlined, RollbackOutlined, UserAddOutlined } from '@ant-design/icons';
import { CONTRACT_SIGNER_STATES, CONTRACT_STATES, type ContractSigner, type ContractSignersAnswer } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { contractKeys } from '../api/contracts-api.ts';
import { addSigners, cancelSign, fetchSigners, removeSigner, sign } from '../api/parts-api.ts';
import { problemOf } from '../model/problem.ts';
import '../texts.ts';
import { AddSignersModal } from './add-signers-modal.tsx';
import { RefuseModal } from './refuse-modal.tsx';
import { useScrollFocus } from './use-scroll-focus.ts';

/**
 * The card's «Подписанты» tab (spec 3 §4, §6): the signers in order with their state; the signer
 * whose turn it is signs or refuses (with a reason) from their row; editors add signers (users in
 * order or a staff chain's people), which returns the contract to review; cancel sign for those
 * the server allows. Someone else's change arrives through the card's room (the queries refetch).
 */
export function SignersTab({ record, canEdit }: CardContext) {
  const scrollBox = useScrollFocus();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const client = useQueryClient();
  const key = contractKeys.part(record.id, 'signers');
  const signers = useQuery({ queryKey: key, queryFn: () => fetchSigners(record.id) });
  const [adding, setAdding] = useState(false);
  const [refusing, setRefusing] = useState<ContractSigner | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmHolder] = useConfirmDialog();
  const answer = signers.data;

  /** A call answering the signers: shown at once, the card (its state) and the other tabs refetched. */
  const run = async (call: () => Promise<ContractSignersAnswer>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      client.setQueryData(key, await call());
      toast(0, done);
      void client.invalidateQueries({ queryKey: contractKeys.all });
      return true;
    } catch (error) {
      toast(1, problemOf(error));
      void client.invalidateQueries({ queryKey: key });
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (signers.isError) return <Alert type="error" showIcon title={problemOf(signers.error)} />;
  const myTurn = answer?.my_turn_signer_id ?? null;
  const editable = canEdit && Boolean(answer?.can_edit);
  const state = CONTRACT_STATES.find((s) => s.value === answer?.state);

  const columns: ColumnsType<ContractSigner> = [
    { key: 'position', title: t('contracts.signers.col.position'), width: 56, render: (_, s) => s.position },
    {
      key: 'fio',
      title: t('contracts.signers.col.fio'),
      render: (_, s) => (
        <div>
          <div>{s.fio}</div>
          {s.post && <Typography.Text type="secondary">{s.post}</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'state',
      title: t('contracts.signers.col.state'),
      render: (_, s) => {
        const option = CONTRACT_SIGNER_STATES.find((o) => o.value === s.state);
        return (
          <Space size={4} wrap>
            <Tag color={option?.color}>{option?.[lang] ?? s.state}</Tag>
            {s.current && <Tag color="blue">{t('contracts.signers.current')}</Tag>}
            {s.can_sign === 0 && s.state === 'waiting' && <Tag color="orange">{t('contracts.signers.noRight')}</Tag>}
          </Space>
        );
      },
    },
    { key: 'date', title: t('contracts.signers.col.date'), render: (_, s) => formatDateTime(s.date_sign) },
    { key: 'comment', title: t('contracts.signers.col.comment'), responsive: ['md'], render: (_, s) => s.comment ?? '' },
  ];
  const signs = (s: ContractSigner) => s.id === myTurn && s.current;
  const removable = (s: ContractSigner) => editable && s.state === 'waiting';
  // No empty «Действия» column (it would take a third of a phone's width for nothing).
  if (answer?.signers.some((s) => signs(s) || removable(s)))
    columns.push({
      key: 'actions',
      title: t('contracts.works.col.actions'),
      // Kept in sight: the card's column is narrow beside the chat, and the table scrolls.
      fixed: 'right',
      render: (_, s) => (
        <Space size={4} wrap>
          {signs(s) && (
            <>
              <Button
                size="small"
                type="primary"
                icon={<CheckOutlined />}
                loading={busy}
                onClick={async () => {
                  if (await confirm({ title: t('contracts.signers.signConfirm') }))
                    await run(() => sign(s.id, { action: 'sign' }), t('contracts.signers.signedToast'));
                }}
              >
                {t('contracts.signers.sign')}
              </Button>
              <Button size="small" danger icon={<CloseOutlined />} disabled={busy} onClick={() => setRefusing(s)}>
                {t('contracts.signers.refuse')}
              </Button>
            </>
          )}
          {removable(s) && (
            <Button
              size="small"
              icon={<DeleteOutlined />}
              disabled={busy}
              title={t('contracts.signers.remove')}
              aria-label={`${t('contracts.signers.remove')}: ${s.fio}`}
              onClick={async () => {
                if (await confirm({ title: t('contracts.signers.removeConfirm', { name: s.fio }), danger: true }))
                  await run(() => removeSigner(s.id), t('contracts.signers.removed'));
              }}
            />
          )}
        </Space>
      ),
    });

  return (
    <div ref={scrollBox} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        {state && <Tag color={state.color}>{state[lang]}</Tag>}
        {myTurn !== null && <Typography.Text strong>{t('contracts.signers.myTurn')}</Typography.Text>}
        <Space wrap style={{ marginLeft: 'auto' }}>
          {answer?.can_cancel && (
            <Button
              icon={<RollbackOutlined />}
              disabled={busy}
              onClick={async () => {
                if (await confirm({ title: t('contracts.signers.cancelConfirm'), danger: true }))
                  await run(() => cancelSign(record.id), t('contracts.signers.cancelled'));
              }}
            >
              {t('contracts.signers.cancel')}
            </Button>
          )}
          {editable && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
              {t('contracts.signers.add')}
            </Button>
          )}
        </Space>
      </div>
      {answer && answer.signers.length === 0 ? (
        <Empty description={t('contracts.signers.empty')} />
      ) : (
        <Table<ContractSigner>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={answer?.signers ?? []}
          loading={signers.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="contract-signers"
        />
      )}
      <AddSignersModal
        open={adding}
        onClose={() => setAdding(false)}
        onSave={async (body) => {
          client.setQueryData(key, await addSigners(record.id, body));
          toast(0, t('contracts.signers.added'));
          setAdding(false);
          void client.invalidateQueries({ queryKey: contractKeys.all });
        }}
      />
      <RefuseModal
        open={refusing !== null}
        onClose={() => setRefusing(null)}
        onSave={async (comment) => {
          if (refusing && (await run(() => sign(refusing.id, { action: 'refuse', comment }), t('contracts.signers.refusedToast'))))
            setRefusing(null);
        }}
      />
    </div>
  );
}
