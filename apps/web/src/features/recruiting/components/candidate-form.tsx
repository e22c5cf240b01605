import { CANDIDATE_CONTACT_KINDS, CANDIDATE_SOURCES, type HrDuplicate } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api, isApiError } from '../../../shared/api/index.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { findDuplicates, recruitingKeys } from '../api.ts';
import {
  type CandidateFormOutput,
  type CandidateFormValues,
  candidateBody,
  candidateFormSchema,
  contactValues,
  emptyCandidate,
  formFieldOf,
  messageKey,
  splitPosts,
} from '../model/candidate-form.ts';
import { stageLabel } from '../model/labels.ts';
import { reportError } from '../model/report-error.ts';
import '../texts.ts';
import { VacancySelect } from './vacancy-select.tsx';

/** The phones and e-mails of the form, settled for 400 ms: what the duplicate check asks about. */
function useSettledContacts(contacts: CandidateFormValues['contacts']) {
  const phones = contactValues(contacts, 'phone').join(', ');
  const emails = contactValues(contacts, 'email').join(', ');
  const [settled, setSettled] = useState({ phones, emails });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ phones, emails }), 400);
    return () => clearTimeout(timer);
  }, [phones, emails]);
  return settled;
}

/** Candidates with the same phone or e-mail, each a link to its card (saving stays allowed). */
export function DuplicateWarning({ duplicates }: { duplicates: readonly HrDuplicate[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (duplicates.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('recruiting.form.duplicate')}
      description={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {duplicates.map((d) => (
            <div key={d.id}>
              <Link to={`/humanresources/kanban/${d.id}`} target="_blank">
                {d.full_name}
              </Link>{' '}
              <Typography.Text type="secondary">
                ({[stageLabel(d.stage, lang), d.vacancy_name, d.matches.join(', ')].filter(Boolean).join(' · ')})
              </Typography.Text>
            </div>
          ))}
          <Typography.Text type="secondary">{t('recruiting.form.duplicateHint')}</Typography.Text>
        </div>
      }
    />
  );
}

/**
 * The candidate form (decision 013: react-hook-form + zod): full name, posts, contacts (kind +
 * value, several), source, vacancy. The checks of spec 3 §5 run before sending; the server's 422
 * lands on the same fields. A possible duplicate (same phone or e-mail) is shown with a link.
 */
export function CandidateForm({ onSave, onCancel }: { onSave: (body: Record<string, unknown>) => Promise<unknown>; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  const { control, handleSubmit, setError, formState } = useForm<CandidateFormValues, unknown, CandidateFormOutput>({
    defaultValues: emptyCandidate(),
    resolver: zodResolver(candidateFormSchema),
  });
  const contacts = useFieldArray({ control, name: 'contacts' });
  const watched = useWatch({ control, name: 'contacts' });
  const settled = useSettledContacts(watched ?? []);
  const duplicates = useQuery({
    queryKey: ['recruiting', 'duplicates', settled.phones, settled.emails],
    queryFn: () => findDuplicates(settled.phones ? [settled.phones] : [], settled.emails ? [settled.emails] : []),
    enabled: Boolean(settled.phones || settled.emails),
    retry: false,
  });
  const say = (message: string | undefined) =>
    message ? (i18n.exists(messageKey(message)) ? t(messageKey(message)) : message) : undefined;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(candidateBody(values));
    } catch (e) {
      if (isApiError(e) && e.status === 422 && Object.keys(e.fieldErrors).length) {
        const rest: string[] = [];
        for (const [field, messages] of Object.entries(e.fieldErrors)) {
          const target = formFieldOf(field);
          const message = messageKey(messages[0] ?? '');
          if (target) setError(target, { type: 'server', message });
          else rest.push(...messages);
        }
        if (rest.length) toast(1, rest.map((m) => say(m)).join('; '));
        return;
      }
      reportError(e);
    }
  });

  const contactsError = formState.errors.contacts?.message ?? formState.errors.contacts?.root?.message;
  return (
    <Form
      layout="vertical"
      onSubmitCapture={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormItem control={control} name="full_name" label={t('recruiting.form.name')} required>
        {({ ref: _ref, ...field }) => <Input {...field} maxLength={255} autoFocus />}
      </FormItem>
      <FormItem control={control} name="posts" label={t('recruiting.form.posts')} required>
        {({ ref: _ref, value, onChange, ...field }, invalid) => (
          <Select
            {...field}
            mode="tags"
            status={invalid ? 'error' : undefined}
            value={value}
            onChange={(v: string[]) => onChange(splitPosts(v))}
            tokenSeparators={[',']}
            notFoundContent={null}
            suffixIcon={null}
            placeholder={t('recruiting.form.postsPlaceholder')}
          />
        )}
      </FormItem>
      <Form.Item
        label={t('recruiting.form.contacts')}
        required
        validateStatus={contactsError ? 'error' : undefined}
        help={say(contactsError)}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {contacts.fields.map((item, index) => (
            <div
              key={item.id}
              style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-start' }}
              data-testid="candidate-contact"
            >
              <FormItem control={control} name={`contacts.${index}.kind`} style={{ marginBottom: 0, width: 130 }}>
                {({ ref: _ref, ...field }) => (
                  <Select
                    {...field}
                    aria-label={t('recruiting.form.kind')}
                    options={CANDIDATE_CONTACT_KINDS.map((k) => ({ value: k.value, label: k[lang] }))}
                  />
                )}
              </FormItem>
              <FormItem control={control} name={`contacts.${index}.value`} style={{ marginBottom: 0, flex: '1 1 160px', minWidth: 0 }}>
                {({ ref: _ref, ...field }) => <Input {...field} aria-label={t('recruiting.form.value')} maxLength={255} />}
              </FormItem>
              <Button
                aria-label={t('recruiting.form.removeContact')}
                title={t('recruiting.form.removeContact')}
                onClick={() => contacts.remove(index)}
              >
                ×
              </Button>
            </div>
          ))}
          <Button type="dashed" onClick={() => contacts.append({ kind: 'phone', value: '' })} style={{ alignSelf: 'flex-start' }}>
            {t('recruiting.form.addContact')}
          </Button>
        </div>
      </Form.Item>
      <DuplicateWarning duplicates={duplicates.data ?? []} />
      <FormItem control={control} name="source" label={t('recruiting.form.source')}>
        {({ ref: _ref, ...field }) => (
          <Select {...field} allowClear options={CANDIDATE_SOURCES.map((s) => ({ value: s.value, label: s[lang] }))} />
        )}
      </FormItem>
      <FormItem control={control} name="vacancy_id" label={t('recruiting.form.vacancy')}>
        {({ ref: _ref, value, onChange, id }, invalid) => (
          <VacancySelect id={id} value={value} onChange={onChange} status={invalid ? 'error' : undefined} style={{ width: '100%' }} />
        )}
      </FormItem>
      <Space>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {t('recruiting.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('recruiting.form.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** `/humanresources/kanban/add`: the new candidate's form; its card opens after saving. */
export function CandidateAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  usePageTitle(null, t('recruiting.form.title'), t('recruiting.section.kanban'));
  const save = async (body: Record<string, unknown>) => {
    const row = await api<{ id: number }>('/humanresources/candidates', { method: 'POST', json: body });
    void client.invalidateQueries({ queryKey: recruitingKeys.all });
    toast(0, t('recruiting.form.saved'));
    navigate(`/humanresources/kanban/${row.id}`, { replace: true });
  };
  return (
    <div>
      <Typography.Title level={3}>
        <Link to="/humanresources/kanban" style={{ textDecoration: 'underline' }}>
          {t('recruiting.kanban.title')}
        </Link>{' '}
        / {t('recruiting.form.title')}
      </Typography.Title>
      <Card style={{ maxWidth: 760 }}>
        <CandidateForm onSave={save} onCancel={() => navigate('/humanresources/kanban')} />
      </Card>
    </div>
  );
}
