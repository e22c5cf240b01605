import { Alert, Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { RemoteSelect, type RemoteSelectProps } from '../../../shared/widgets/remote-select/index.ts';
import { type ChainSigner, SIGNERS_LOOKUP } from '../api/sign.ts';
import { reportError } from '../model/report-error.ts';
import type { ApplicationFormValues, ApplicationType } from '../model/types.ts';
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

/** The pack's single-id pickers. */
type PackId = 'organization_id' | 'location_id' | 'performer' | 'responsible' | 'advance_holder';

const toId = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));

/** A copy of the form values for the page (rhf changes its own objects in place); files stay as they are. */
function copyValues<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyValues) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyValues(v)])) as T;
  return value;
}

/** The application form of one type with its position block (spec 1 §2, spec 2). */
export function ApplicationForm({ type, values, onChange, titlePlaceholder, submitLabel, onSubmit, withSigners, labels }: Props) {
  const { t } = useTranslation();
  const guard = useSubmitGuard(type.position_type);
  const { control, handleSubmit, reset, getValues, watch } = useForm<ApplicationFormValues>({ defaultValues: values });

  // The page keeps the values (drafts, type switch): each change goes up, and values set up there (a restored draft) come in.
  useEffect(() => {
    const { unsubscribe } = watch(() => onChange(copyValues(getValues())));
    return unsubscribe;
  }, [watch, getValues, onChange]);
  useEffect(() => {
    if (JSON.stringify(values) !== JSON.stringify(getValues())) reset(values);
  }, [values, getValues, reset]);

  const submit = handleSubmit(async (v) => {
    const verdict = guard.check(v.snabs);
    if (verdict.kind === 'error') {
      toast(1, t(verdict.message));
      return;
    }
    if (verdict.kind === 'unfilled') return;
    try {
      await guard.run(() => onSubmit(v));
    } catch (e) {
      reportError(e);
    }
  });

  /** A single-id picker of the pack; `preset` names the chosen one before the look-up loads (a new name remounts it). */
  const remote = (
    name: PackId,
    label: string,
    select: Pick<RemoteSelectProps, 'url' | 'params' | 'autocomplete'>,
    preset?: string | null,
  ) => (
    <FormItem control={control} name={`pack.${name}`} label={label}>
      {({ id, value, onChange: change }) => (
        <RemoteSelect
          {...select}
          key={`${name}-${preset ?? ''}`}
          id={id}
          aria-label={label}
          allowClear
          initialOptions={known(value, preset)}
          value={value ?? undefined}
          onChange={(v) => change(toId(v))}
        />
      )}
    </FormItem>
  );

  return (
    <Form
      layout="vertical"
      onSubmitCapture={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormItem control={control} name="pack.name" label={t('applications.form.name')}>
        {({ ref: _ref, value, ...field }) => (
          <Input {...field} value={value ?? ''} aria-label={t('applications.form.name')} placeholder={titlePlaceholder} maxLength={500} />
        )}
      </FormItem>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        <FormItem control={control} name="pack.date_want" label={t('applications.form.dateWant')}>
          {({ id, value, onChange: change }) => (
            <DatePicker
              id={id}
              format="DD.MM.YYYY"
              value={value ? dayjs(value, 'YYYY-MM-DD') : null}
              onChange={(d) => change(d ? d.format('YYYY-MM-DD') : undefined)}
              style={{ width: '100%' }}
            />
          )}
        </FormItem>
        {remote('organization_id', t('applications.form.organization'), {
          url: '/partners',
          params: { type: 'organization' },
          autocomplete: true,
        })}
        {remote('location_id', t('applications.form.location'), { url: '/locations' })}
        <FormItem control={control} name="pack.projects" label={t('applications.form.projects')}>
          {({ id, value, onChange: change }) => (
            <RemoteSelect
              id={id}
              aria-label={t('applications.form.projects')}
              url="/projects"
              autocomplete
              multiple
              value={value ?? []}
              onChange={(v) => change((Array.isArray(v) ? v : []).map(Number))}
            />
          )}
        </FormItem>
        {remote('performer', t('applications.form.performer'), { url: '/applications/performers' }, labels?.performer)}
        {remote('responsible', t('applications.form.responsible'), { url: USERS_LOOKUP }, labels?.responsible)}
        {remote('advance_holder', t('applications.form.advanceHolder'), { url: USERS_LOOKUP }, labels?.advance_holder)}
        {withSigners ? <SignersField control={control} /> : null}
      </div>
      <Controller
        control={control}
        name="snabs"
        render={({ field }) => <PositionBlock type={type} positions={field.value} onChange={field.onChange} />}
      />
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
function SignersField({ control }: { control: Control<ApplicationFormValues> }) {
  const { t } = useTranslation();
  // Labels of a filled chain, known to the picker before its look-up loads; each fill remounts it with them.
  const [known, setKnown] = useState<ChainSigner[]>([]);
  const [fills, setFills] = useState(0);
  return (
    <FormItem control={control} name="pack.signers" label={t('applications.form.signers')}>
      {({ id, value, onChange }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <ChainFill
            onFill={(chain) => {
              setKnown((before) => [...before.filter((k) => !chain.some((c) => c.value === k.value)), ...chain]);
              onChange(chain.map((c) => c.value));
              setFills((n) => n + 1);
            }}
          />
          <RemoteSelect
            key={fills}
            id={id}
            url={SIGNERS_LOOKUP}
            aria-label={t('applications.form.signers')}
            multiple
            initialOptions={known}
            value={value ?? []}
            onChange={(v) => onChange((Array.isArray(v) ? v : []).map(Number))}
          />
        </Space>
      )}
    </FormItem>
  );
}
