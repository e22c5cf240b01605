import { CheckCircleTwoTone, ClockCircleOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect, type SelectOption } from '../../../shared/widgets/remote-select/index.ts';
import { type ChainSigner, SIGNERS_LOOKUP, useSaveMySigners, useSetSigners, useSign } from '../api/sign.ts';
import { reportError } from '../model/report-error.ts';
import type { SignerView } from '../model/types.ts';
import { ChainFill } from './chain-fill.tsx';

interface Props {
  packId: number;
  signers: SignerView[];
  meId: number;
  canSign: boolean;
  status: string;
  /** The user may change the application: the unsigned part of the chain is editable while it is on review. */
  canEdit?: boolean;
}

/** Replaces the unsigned part of the chain (`PATCH applications/:id/signers`); signed signers stay. */
function ChainEditor({ packId, signers, onDone }: { packId: number; signers: SignerView[]; onDone: () => void }) {
  const { t } = useTranslation();
  const setSigners = useSetSigners(packId);
  const saveMine = useSaveMySigners();
  const pending = signers.filter((s) => s.status !== 1);
  const [value, setValue] = useState<number[]>(pending.map((s) => s.user_id));
  // Labels of everyone the picker may show before its look-up loads; a fill remounts it with them.
  const [labels, setLabels] = useState<SelectOption[]>(pending.map((s) => ({ value: s.user_id, label: s.fio ?? `#${s.user_id}` })));
  const [filled, setFilled] = useState(0);
  const fill = (chain: ChainSigner[]) => {
    setLabels((known) => [...known.filter((k) => !chain.some((c) => c.value === k.value)), ...chain]);
    setValue(chain.map((c) => c.value));
    setFilled((n) => n + 1);
  };
  const save = () =>
    setSigners.mutate(value, {
      onSuccess: (reply) => {
        toast(0, reply.result_content || t('applications.sign.changed'));
        onDone();
      },
      onError: reportError,
    });
  const remember = () => saveMine.mutate(value, { onSuccess: () => toast(0, t('applications.sign.mineSaved')), onError: reportError });
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }} data-testid="signers-editor">
      <ChainFill onFill={fill} />
      <RemoteSelect
        key={filled}
        url={SIGNERS_LOOKUP}
        aria-label={t('applications.sign.chain')}
        multiple
        initialOptions={labels}
        value={value}
        onChange={(v, selected) => {
          setValue((Array.isArray(v) ? v : []).map(Number));
          if (Array.isArray(selected)) setLabels((known) => [...known, ...selected.filter((o) => !known.some((k) => k.value === o.value))]);
        }}
      />
      <Space wrap>
        <Button type="primary" size="small" loading={setSigners.isPending} onClick={save}>
          {t('applications.form.save')}
        </Button>
        <Button size="small" onClick={onDone}>
          {t('applications.sign.cancel')}
        </Button>
        <Button size="small" type="link" disabled={value.length === 0} loading={saveMine.isPending} onClick={remember}>
          {t('applications.sign.rememberMine')}
        </Button>
      </Space>
    </Space>
  );
}

/** The signers chain, its editor for editors while on review, and the "Подписать" button for the current signer (can_sign, in order). */
export function SignersBlock({ packId, signers, meId, canSign, status, canEdit }: Props) {
  const { t } = useTranslation();
  const sign = useSign(packId);
  const [editing, setEditing] = useState(false);
  const current = signers.find((s) => s.status === 0);
  const mine = canSign && status === 'active' && current?.user_id === meId;
  const signedCount = signers.filter((s) => s.status === 1).length;
  const chainEditable = Boolean(canEdit) && status === 'active';
  return (
    <Card
      size="small"
      title={t('applications.sign.title')}
      style={{ marginBottom: 12 }}
      data-testid="signers"
      extra={
        chainEditable && !editing ? (
          <Button size="small" type="text" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('applications.sign.editChain')}
          </Button>
        ) : null
      }
    >
      {signers.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('applications.sign.none')}
        </Typography.Paragraph>
      ) : (
        <Steps
          size="small"
          current={current ? signers.indexOf(current) : signers.length}
          items={signers.map((s) => ({
            title: s.fio ?? `#${s.user_id}`,
            content: s.status === 1 ? `${t('applications.sign.signed')} ${formatDateTime(s.date_sign)}` : t('applications.sign.waiting'),
            icon: s.status === 1 ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <ClockCircleOutlined />,
          }))}
        />
      )}
      {editing && chainEditable ? <ChainEditor packId={packId} signers={signers} onDone={() => setEditing(false)} /> : null}
      <Space style={{ marginTop: 8 }}>
        {/* "0 из 0" says nothing: with no signers the line above says it in words. */}
        {signers.length > 0 && (
          <Typography.Text data-testid="card-sign-progress">
            {t('applications.signProgress', { current: signedCount, total: signers.length })}
          </Typography.Text>
        )}
        {mine ? (
          <Button
            type="primary"
            loading={sign.isPending}
            onClick={() =>
              sign.mutate(undefined, {
                onSuccess: () => toast(0, t('applications.sign.signed')),
                onError: reportError,
              })
            }
          >
            {t('applications.sign.sign')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
