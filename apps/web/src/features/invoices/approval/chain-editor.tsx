import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ApprovalChain, type ApprovalMode, type ApprovalStepInput, MAX_APPROVAL_STEPS } from '@app/contracts';
import { Button, Card, InputNumber, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSelect, type SelectOption } from '../../../shared/widgets/remote-select/index.ts';
import { SIGNERS_LOOKUP } from './approval-api.ts';
import './texts.ts';

interface DraftStep extends ApprovalStepInput {
  key: number;
  labels: SelectOption[];
}

export interface ChainEditorProps {
  chain: ApprovalChain;
  busy: boolean;
  onSave: (steps: ApprovalStepInput[]) => void;
  onCancel: () => void;
}

let nextKey = 1;

/** The chain set by hand before submission: steps in order, each with its signers and their order (in turn, or N of M). */
export function ChainEditor({ chain, busy, onSave, onCancel }: ChainEditorProps) {
  const { t } = useTranslation();
  const [steps, setSteps] = useState<DraftStep[]>(() =>
    chain.steps.map((s) => ({
      key: nextKey++,
      mode: s.mode,
      required: s.required,
      user_ids: s.signers.map((x) => x.user_id),
      labels: s.signers.map((x) => ({ value: x.user_id, label: x.fio })),
    })),
  );
  const change = (key: number, patch: Partial<DraftStep>) => setSteps((all) => all.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const ready = steps.filter((s) => s.user_ids.length > 0);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {steps.map((s, i) => (
        <Card
          key={s.key}
          size="small"
          title={t('approvals.step', { n: i + 1 })}
          extra={
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('approvals.removeStep')}
              onClick={() => setSteps((all) => all.filter((x) => x.key !== s.key))}
            />
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <RemoteSelect
              url={SIGNERS_LOOKUP}
              multiple
              aria-label={t('approvals.stepSigners')}
              placeholder={t('approvals.stepSigners')}
              initialOptions={s.labels}
              value={s.user_ids}
              style={{ width: '100%' }}
              onChange={(v) => change(s.key, { user_ids: (Array.isArray(v) ? v : []).map(Number) })}
            />
            <Space wrap>
              <Segmented<ApprovalMode>
                aria-label={t('approvals.stepMode')}
                value={s.mode}
                options={[
                  { value: 'order', label: t('approvals.modeOrder') },
                  { value: 'parallel', label: t('approvals.modeParallel', { n: s.required ?? 1, m: s.user_ids.length }) },
                ]}
                onChange={(mode) => change(s.key, { mode })}
              />
              {s.mode === 'parallel' && (
                <InputNumber
                  aria-label={t('approvals.required')}
                  min={1}
                  max={Math.max(1, s.user_ids.length)}
                  value={s.required ?? 1}
                  onChange={(n) => change(s.key, { required: Number(n) || 1 })}
                />
              )}
            </Space>
          </Space>
        </Card>
      ))}
      {steps.length === 0 && <Typography.Text type="secondary">{t('approvals.empty')}</Typography.Text>}
      <Space wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={steps.length >= MAX_APPROVAL_STEPS}
          onClick={() => setSteps((all) => [...all, { key: nextKey++, mode: 'order', user_ids: [], labels: [] }])}
        >
          {t('approvals.addStep')}
        </Button>
        <Button
          type="primary"
          loading={busy}
          onClick={() =>
            onSave(ready.map(({ mode, required, user_ids }) => ({ mode, required: mode === 'parallel' ? required : undefined, user_ids })))
          }
        >
          {t('approvals.saveChain')}
        </Button>
        <Button onClick={onCancel}>{t('approvals.cancel')}</Button>
      </Space>
    </Space>
  );
}
