import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../texts.ts';

/** The account hiring created (the temporary password only when the server answers one). */
export interface HiredAccount {
  id: number;
  login: string;
  password?: string | null;
}

type Ask = { kind: 'refusal'; resolve: (reason: string | null) => void } | { kind: 'hire'; name: string; resolve: (ok: boolean) => void };

/**
 * The questions a status change asks before it is sent: the refusal reason (cancel answers
 * null: the card goes back) and the hiring confirmation; then the hired employee's account.
 * `askReason` / `confirmHire` return promises the kanban's `onMove` and the card's buttons await.
 */
export function useMoveDialogs() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const [account, setAccount] = useState<HiredAccount | null>(null);
  const askReason = () => new Promise<string | null>((resolve) => setAsk({ kind: 'refusal', resolve }));
  const confirmHire = (name: string) => new Promise<boolean>((resolve) => setAsk({ kind: 'hire', name, resolve }));
  const close = () => setAsk(null);
  const dialogs = (
    <>
      <RefusalDialog
        open={ask?.kind === 'refusal'}
        onSend={(reason) => {
          if (ask?.kind === 'refusal') ask.resolve(reason);
          close();
        }}
        onCancel={() => {
          if (ask?.kind === 'refusal') ask.resolve(null);
          close();
        }}
      />
      <HireConfirm
        name={ask?.kind === 'hire' ? ask.name : null}
        onAnswer={(ok) => {
          if (ask?.kind === 'hire') ask.resolve(ok);
          close();
        }}
      />
      <HiredAccountDialog account={account} onClose={() => setAccount(null)} />
    </>
  );
  return { askReason, confirmHire, showAccount: setAccount, dialogs };
}

/** «Отказ»: the reason is required (trimmed, ≤ 1000). */
export function RefusalDialog({ open, onSend, onCancel }: { open: boolean; onSend: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const sent = useRef(false);
  const send = () => {
    const text = reason.trim();
    if (!text) return setError(true);
    sent.current = true;
    setReason('');
    setError(false);
    onSend(text);
  };
  const cancel = () => {
    setReason('');
    setError(false);
    onCancel();
  };
  return (
    <Modal
      open={open}
      title={t('recruiting.refusal.title')}
      okText={t('recruiting.refusal.send')}
      onOk={send}
      onCancel={cancel}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('recruiting.refusal.reason')}
          htmlFor="recruiting-refusal-reason"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ? t('recruiting.refusal.required') : undefined}
        >
          <Input.TextArea
            id="recruiting-refusal-reason"
            autoFocus
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setError(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function HireConfirm({ name, onAnswer }: { name: string | null; onAnswer: (ok: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={name !== null}
      title={t('recruiting.hire.title')}
      okText={t('recruiting.hire.ok')}
      onOk={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
      destroyOnHidden
    >
      {t('recruiting.hire.text', { name: name ?? '' })}
    </Modal>
  );
}

/** The created account: login, and the temporary password when the server gave one. */
export function HiredAccountDialog({ account, onClose }: { account: HiredAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={account !== null}
      title={t('recruiting.hire.done')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {account ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <div>
            {t('recruiting.hire.login')}:{' '}
            <Typography.Text strong copyable data-testid="hired-login">
              {account.login}
            </Typography.Text>
          </div>
          {account.password ? (
            <>
              <div>
                {t('recruiting.hire.password')}:{' '}
                <Typography.Text strong copyable code>
                  {account.password}
                </Typography.Text>
              </div>
              <Alert type="info" showIcon message={t('recruiting.hire.passwordHint')} />
            </>
          ) : null}
          <Link to={`/users/${account.id}`}>{t('recruiting.hire.open')}</Link>
        </div>
      ) : null}
    </Modal>
  );
}
