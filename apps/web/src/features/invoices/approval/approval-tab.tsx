import { CheckOutlined, CloseOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { type ApprovalChain, type ApprovalSigner, type ApprovalStep, INVOICES_CHANNEL } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { approvalKeys, fetchChain, messageOf, saveChain, signInvoice, submitInvoice } from './approval-api.ts';
import { ChainEditor } from './chain-editor.tsx';
import { RefuseDialog } from './refuse-dialog.tsx';
import './texts.ts';

const SIGNER_COLORS: Record<ApprovalSigner['state'], string> = {
  signed: 'green',
  refused: 'red',
  current: 'blue',
  waiting: 'default',
  skipped: 'default',
};
const STEP_STATUS = { done: 'finish', current: 'process', waiting: 'wait' } as const;

function SignerLine({ signer }: { signer: ApprovalSigner }) {
  const { t } = useTranslation();
  const substitute = signer.signed_by && signer.signed_by.id !== signer.user_id && signer.state !== 'current' ? signer.signed_by : null;
  return (
    <div data-testid={`signer-${signer.user_id}`} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'baseline' }}>
      <Typography.Text strong={signer.state === 'current'}>{signer.fio}</Typography.Text>
      {signer.post && <Typography.Text type="secondary">{signer.post}</Typography.Text>}
      <Tag color={SIGNER_COLORS[signer.state]}>{t(`approvals.signer.${signer.state}`)}</Tag>
      {signer.date && (signer.state === 'signed' || signer.state === 'refused') && (
        <Typography.Text type="secondary">{signer.date}</Typography.Text>
      )}
      {substitute && <Typography.Text type="warning">{t('approvals.signedBy', { fio: substitute.fio })}</Typography.Text>}
      {signer.can_sign !== 1 && <Tag color="orange">{t('approvals.noRight')}</Tag>}
    </div>
  );
}

const STATE_TEXT = { done: 'approvals.stateDone', current: 'approvals.stateCurrent', waiting: 'approvals.stateWaiting' } as const;

function stepTitle(t: (key: string, options?: Record<string, unknown>) => string, step: ApprovalStep) {
  const parts = [t('approvals.step', { n: step.step })];
  if (step.signers.length > 1)
    parts.push(
      step.mode === 'parallel' ? t('approvals.modeParallel', { n: step.required, m: step.signers.length }) : t('approvals.modeOrder'),
    );
  parts.push(t(STATE_TEXT[step.state]));
  return parts.join(' · ');
}

/**
 * The invoice card's approval tab: the chain as steps with each signer's state and date, who
 * signed for whom; "send for approval" for drafts and suspended invoices (and editing the chain
 * before it), "approve" / "refuse" (with a reason) for the current signer or their substitute.
 * Follows the invoice's live events.
 */
export function ApprovalTab({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = approvalKeys.chain(invoiceId);
  const query = useQuery({ queryKey: key, queryFn: () => fetchChain(invoiceId) });
  const [editing, setEditing] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  useObjectRoom<{ id?: number; invoice_ids?: number[] }>('invoices', invoiceId, INVOICES_CHANNEL, (event) => {
    if (event.id === invoiceId || event.invoice_ids?.includes(invoiceId)) void refresh();
  });

  if (query.isError) return <Alert type="error" showIcon title={messageOf(query.error)} />;
  const chain = query.data;
  if (!chain) return <Skeleton active />;

  const act = async (run: () => Promise<{ chain: ApprovalChain } | ApprovalChain>, done: string) => {
    setBusy(true);
    try {
      const answer = await run();
      client.setQueryData(key, 'chain' in answer ? answer.chain : answer);
      toast(0, done);
      void client.invalidateQueries({ queryKey: approvalKeys.awaiting });
      return true;
    } catch (e) {
      toast(1, messageOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (editing)
    return (
      <ChainEditor
        chain={chain}
        busy={busy}
        onCancel={() => setEditing(false)}
        onSave={(steps) =>
          void act(() => saveChain(invoiceId, { steps }), t('approvals.chainSaved')).then((ok) => {
            if (ok) setEditing(false);
          })
        }
      />
    );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="approval-tab">
      {chain.refusal && (
        <Alert
          type="warning"
          showIcon
          title={t('approvals.refusal', {
            fio:
              chain.refusal.signed_by.id === chain.refusal.user.id
                ? chain.refusal.user.fio
                : `${chain.refusal.user.fio} (${chain.refusal.signed_by.fio})`,
            date: chain.refusal.date,
            reason: chain.refusal.reason ?? '',
          })}
        />
      )}
      {chain.me.on_behalf_of && <Alert type="info" showIcon title={t('approvals.onBehalfOf', { fio: chain.me.on_behalf_of.fio })} />}
      {chain.steps.length === 0 ? (
        <Empty description={t('approvals.empty')} />
      ) : (
        <>
          <Typography.Text type="secondary">
            {chain.source === 'manual' ? t('approvals.sourceManual') : t('approvals.sourceRule')}
          </Typography.Text>
          <Steps
            orientation="vertical"
            size="small"
            items={chain.steps.map((step) => ({
              key: step.step,
              status: step.signers.some((s) => s.state === 'refused') ? 'error' : STEP_STATUS[step.state],
              title: stepTitle(t, step),
              content: (
                <Space orientation="vertical" size={2}>
                  {step.signers.map((s) => (
                    <SignerLine key={s.user_id} signer={s} />
                  ))}
                </Space>
              ),
            }))}
          />
        </>
      )}
      <Space wrap>
        {chain.me.can_sign && (
          <>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={busy}
              onClick={() => void act(() => signInvoice(invoiceId, { decision: 'sign' }), t('approvals.signed'))}
            >
              {t('approvals.sign')}
            </Button>
            <Button danger icon={<CloseOutlined />} disabled={busy} onClick={() => setRefusing(true)}>
              {t('approvals.refuse')}
            </Button>
          </>
        )}
        {chain.me.can_submit && (
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={busy}
            onClick={() => void act(() => submitInvoice(invoiceId), t('approvals.submitted'))}
          >
            {t('approvals.submit')}
          </Button>
        )}
        {chain.me.can_edit_chain && (
          <Button icon={<EditOutlined />} disabled={busy} onClick={() => setEditing(true)}>
            {t('approvals.editChain')}
          </Button>
        )}
      </Space>
      <RefuseDialog
        open={refusing}
        onCancel={() => setRefusing(false)}
        onSend={async (reason) => {
          const ok = await act(() => signInvoice(invoiceId, { decision: 'refuse', reason }), t('approvals.refused'));
          if (ok) setRefusing(false);
          return ok;
        }}
      />
    </Space>
  );
}
