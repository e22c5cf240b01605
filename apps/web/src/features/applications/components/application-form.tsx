import { Alert, Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { type ChainSigner, SIGNERS_LOOKUP } from '../api/sign.ts';
import { reportError } from '../model/report-error.ts';
import type { ApplicationFormValues, ApplicationType, PackDraft } from '../model/types.ts';
import { useSubmitGuard } from '../model/use-submit.ts';
import { ChainFill } from './chain-fill.tsx';
import { PositionBlock } from './position-block.tsx';

interface Props {
  type: ApplicationType;
  values: ApplicationFormValues;
  onChange: (next: ApplicationFormValues) => void;
  /** The title the company's template gives (shown as the name's placeholder). */
  titlePlaceholder?: string;
  submitLabel: string;
  /** Sends the form; rejects on failure (the button is re-enabled). */
  onSubmit: (values: ApplicationFormValues) => Promise<unknown>;
  /** Signers can be set only when creating. */
  withSigners?: boolean;
  /** Names of the people already chosen (edit, duplicate), shown before the look-ups load. */
  labels?: PeopleLabels;
}

export interface PeopleLabels {
  performer?: string | null;
  responsible?: string | null;
  advance_holder?: string | null;
}

/** The users look-up of the responsible and advance holder pickers (spec 1 §7 "Lookups"). */
const USERS_LOOKUP = '/autocomplete/users';

const known = (value: number | null | undefined, label: string | null | undefined) => (value && label ? [{ value, label }] : undefined);

const toId = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));

/** The application form of one type with its position block (spec 1 §2, spec 2). */
export function ApplicationForm({ type, values, onChange, titlePlaceholder, submitLabel, onSubmit, withSigners, labels }: Props) {
  const { t } = useTranslation();
  const guard = useSubmitGuard(type.position_type);
  const pack = values.pack;
  const setPack = (patch: Partial<PackDraft>) => onChange({ ...values, pack: { ...pack, ...patch } });

  const submit = async () => {
    const verdict = guard.check(values.snabs);
    if (verdict.kind === 'error') {
      toast(1, t(verdict.message));
      return;
    }
    if (verdict.kind === 'unfilled') return;
    try {
      await guard.run(() => onSubmit(values));
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item label={t('applications.form.name')}>
        <Input
          aria-label={t('applications.form.name')}
          value={pack.name ?? ''}
          placeholder={titlePlaceholder}
          onChange={(e) => setPack({ name: e.target.value })}
          maxLength={500}
        />
      </Form.Item>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        <Form.Item label={t('applications.form.dateWant')}>
          <DatePicker
            format="DD.MM.YYYY"
            value={pack.date_want ? dayjs(pack.date_want, 'YYYY-MM-DD') : null}
            onChange={(d) => setPack({ date_want: d ? d.format('YYYY-MM-DD') : undefined })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('applications.form.organization')}>
          <RemoteSelect
            aria-label={t('applications.form.organization')}
            url="/partners"
            params={{ type: 'organization' }}
            autocomplete
            allowClear
            value={pack.organization_id ?? undefined}
            onChange={(v) => setPack({ organization_id: toId(v) })}
          />
        </Form.Item>
        <Form.Item label={t('applications.form.location')}>
          <RemoteSelect
            aria-label={t('applications.form.location')}
            url="/locations"
            allowClear
            value={pack.location_id ?? undefined}
            onChange={(v) => setPack({ location_id: toId(v) })}
          />
        </Form.Item>
        <Form.Item label={t('applications.form.projects')}>
          <RemoteSelect
            aria-label={t('applications.form.projects')}
            url="/projects"
            multiple
            value={pack.projects ?? []}
            onChange={(v) => setPack({ projects: (Array.isArray(v) ? v : []).map(Number) })}
          />
        </Form.Item>
        <Form.Item label={t('applications.form.performer')}>
          <RemoteSelect
            aria-label={t('applications.form.performer')}
            url="/applications/performers"
            allowClear
            initialOptions={known(pack.performer, labels?.performer)}
            key={`performer-${labels?.performer ?? ''}`}
            value={pack.performer ?? undefined}
            onChange={(v) => setPack({ performer: toId(v) })}
          />
        </Form.Item>
        <Form.Item label={t('applications.form.responsible')}>
          <RemoteSelect
            id="application-form-responsible"
            aria-label={t('applications.form.responsible')}
            url={USERS_LOOKUP}
            allowClear
            initialOptions={known(pack.responsible, labels?.responsible)}
            key={`responsible-${labels?.responsible ?? ''}`}
            value={pack.responsible ?? undefined}
            onChange={(v) => setPack({ responsible: toId(v) })}
          />
        </Form.Item>
        <Form.Item label={t('applications.form.advanceHolder')}>
          <RemoteSelect
            id="application-form-advance-holder"
            aria-label={t('applications.form.advanceHolder')}
            url={USERS_LOOKUP}
            allowClear
            initialOptions={known(pack.advance_holder, labels?.advance_holder)}
            key={`advance_holder-${labels?.advance_holder ?? ''}`}
            value={pack.advance_holder ?? undefined}
            onChange={(v) => setPack({ advance_holder: toId(v) })}
          />
        </Form.Item>
        {withSigners ? <SignersField value={pack.signers ?? []} onChange={(signers) => setPack({ signers })} /> : null}
      </div>
      <PositionBlock type={type} positions={values.snabs} onChange={(snabs) => onChange({ ...values, snabs })} />
      {guard.warning ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          role="alert"
          title={t('applications.form.unfilledTitle')}
          description={t('applications.form.unfilledText')}
          closable
          onClose={guard.dismissWarning}
        />
      ) : null}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={guard.sending} disabled={guard.sending}>
          {submitLabel}
        </Button>
      </Space>
    </Form>
  );
}

/** The chain of a new application: picked one by one, or filled in one click from the user's signers or a staff chain. */
function SignersField({ value, onChange }: { value: number[]; onChange: (signers: number[]) => void }) {
  const { t } = useTranslation();
  // Labels of a filled chain, known to the picker before its look-up loads; each fill remounts it with them.
  const [known, setKnown] = useState<ChainSigner[]>([]);
  const [fills, setFills] = useState(0);
  const fill = (chain: ChainSigner[]) => {
    setKnown((before) => [...before.filter((k) => !chain.some((c) => c.value === k.value)), ...chain]);
    onChange(chain.map((c) => c.value));
    setFills((n) => n + 1);
  };
  return (
    <Form.Item label={t('applications.form.signers')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <ChainFill onFill={fill} />
        <RemoteSelect
          key={fills}
          url={SIGNERS_LOOKUP}
          aria-label={t('applications.form.signers')}
          multiple
          initialOptions={known}
          value={value}
          onChange={(v) => onChange((Array.isArray(v) ? v : []).map(Number))}
        />
      </Space>
    </Form.Item>
  );
}
