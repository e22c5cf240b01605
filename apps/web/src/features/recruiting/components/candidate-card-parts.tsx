import { CANDIDATE_STAGES, type CandidateStage, candidateContacts } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Empty, Form, Input, List, Modal, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { candidateOptionsQuery, changeStage, mergeCandidates, questionnaireQuery, recruitingKeys, saveQuestionnaire } from '../api.ts';
import { contactKindLabel, stageLabel } from '../model/labels.ts';
import { reportError } from '../model/report-error.ts';
import '../texts.ts';
import { useMoveDialogs } from './move-dialogs.tsx';

/** The link a contact opens: a call, a letter, a Telegram chat; none for other contacts. */
export function contactHref(kind: string, value: string): string | undefined {
  if (kind === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (kind === 'email') return `mailto:${value}`;
  if (kind === 'telegram') return `https://t.me/${value.replace(/^@/, '').replace(/^https?:\/\/t\.me\//, '')}`;
  return undefined;
}

/** «Контакты»: every contact of the candidate by kind, as a link where it is one. */
export function ContactsTab({ record }: CardContext) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const contacts = candidateContacts(record);
  if (contacts.length === 0) return <Empty description={t('recruiting.card.noContacts')} />;
  return (
    <List
      size="small"
      dataSource={contacts}
      renderItem={(c) => {
        const href = contactHref(c.kind, c.value);
        return (
          <List.Item>
            <Typography.Text type="secondary" style={{ minWidth: 90 }}>
              {contactKindLabel(c.kind, lang)}
            </Typography.Text>
            {href ? (
              <a href={href} target={c.kind === 'telegram' ? '_blank' : undefined} rel="noreferrer">
                {c.value}
              </a>
            ) : (
              <span>{c.value}</span>
            )}
          </List.Item>
        );
      }}
    />
  );
}

const answersSchema = z.object({ answers: z.record(z.string(), z.string().max(2000)) });
type Answers = z.infer<typeof answersSchema>;

/** «Анкета»: the fixed questions with the candidate's answers, editable with the edit right. */
export function QuestionnaireTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = Number(record.id);
  const query = useQuery(questionnaireQuery(id));
  if (query.isLoading) return <Skeleton active />;
  if (!query.data) return <Empty description={t('common.error')} />;
  const questions = query.data.questions;
  if (!canEdit && questions.every((q) => !q.answer)) return <Empty description={t('recruiting.card.noAnswers')} />;
  return (
    <QuestionnaireForm
      key={query.data.date_edit ?? 'new'}
      questions={questions}
      canEdit={canEdit}
      onSave={async (answers) => {
        const saved = await saveQuestionnaire(id, answers);
        client.setQueryData(recruitingKeys.questionnaire(id), saved);
        toast(0, t('recruiting.card.answersSaved'));
      }}
    />
  );
}

function QuestionnaireForm({
  questions,
  canEdit,
  onSave,
}: {
  questions: { key: string; question: string; answer: string }[];
  canEdit: boolean;
  onSave: (answers: Record<string, string>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = useForm<Answers>({
    defaultValues: { answers: Object.fromEntries(questions.map((q) => [q.key, q.answer])) },
    resolver: zodResolver(answersSchema),
  });
  const submit = handleSubmit(async ({ answers }) => {
    try {
      await onSave(answers);
    } catch (e) {
      reportError(e);
    }
  });
  return (
    <Form layout="vertical" disabled={!canEdit} component="div" style={{ maxWidth: 720 }}>
      {questions.map((q) => (
        <FormItem key={q.key} control={control} name={`answers.${q.key}`} label={q.question}>
          {({ ref: _ref, ...field }) => <Input.TextArea {...field} autoSize={{ minRows: 1, maxRows: 6 }} maxLength={2000} />}
        </FormItem>
      ))}
      {canEdit ? (
        <Button type="primary" loading={formState.isSubmitting} onClick={() => void submit()}>
          {t('recruiting.card.saveAnswers')}
        </Button>
      ) : null}
    </Form>
  );
}

/** Whatever shows the candidate is stale after a status change or a merge. */
function useRefreshCandidates() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['registry', 'candidates'] }),
      client.invalidateQueries({ queryKey: recruitingKeys.all }),
    ]);
}

/** «Перевести в статус»: the card's status change with the kanban's questions (refusal reason, hiring). */
export function StageAction({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const refresh = useRefreshCandidates();
  const { askReason, confirmHire, showAccount, dialogs } = useMoveDialogs();
  const current = String(record.stage ?? 'new');
  const move = async (stage: CandidateStage) => {
    let reason: string | undefined;
    if (stage === 'refusal') {
      const answer = await askReason();
      if (answer === null) return;
      reason = answer;
    }
    if (stage === 'hired' && !(await confirmHire(String(record.full_name ?? '')))) return;
    try {
      const answer = await changeStage(Number(record.id), { stage, reason });
      if (answer.hired) showAccount({ id: answer.hired.user_id, login: answer.hired.login, password: answer.hired.password });
      else toast(0, t('recruiting.kanban.moved'));
      await refresh();
    } catch (e) {
      reportError(e);
    }
  };
  if (!canEdit) return null;
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: CANDIDATE_STAGES.filter((s) => s.value !== current).map((s) => ({ key: s.value, label: s[lang] })),
          onClick: ({ key }) => void move(key as CandidateStage),
        }}
      >
        <Button>
          {t('recruiting.card.toStatus')}: {stageLabel(current, lang)}
        </Button>
      </Dropdown>
      {dialogs}
    </>
  );
}

/** «Объединить»: another candidate picked by name joins this one after a confirmation (spec 3 §5). */
export function MergeAction({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCandidates();
  const id = Number(record.id);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<{ value: number; label: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const options = useQuery({ ...candidateOptionsQuery(term, id), enabled: open });
  const close = () => {
    setOpen(false);
    setConfirming(false);
    setPicked(null);
    setTerm('');
  };
  const merge = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      await mergeCandidates(id, picked.value);
      toast(0, t('recruiting.card.merged'));
      close();
      await refresh();
      navigate(`/humanresources/kanban/${id}`, { replace: true });
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };
  if (!canEdit) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('recruiting.card.merge')}</Button>
      <Modal
        open={open}
        title={t('recruiting.card.mergeTitle')}
        okText={t('recruiting.card.merge')}
        okButtonProps={{ disabled: !picked, loading: busy }}
        onOk={() => (confirming ? void merge() : setConfirming(true))}
        onCancel={close}
        destroyOnHidden
      >
        {confirming && picked ? (
          <Typography.Paragraph>
            {t('recruiting.card.mergeConfirm', { a: String(record.full_name ?? ''), b: picked.label })}
          </Typography.Paragraph>
        ) : (
          <Form layout="vertical" component="div">
            <Form.Item label={t('recruiting.card.mergePick')} htmlFor="recruiting-merge-pick">
              <Select<number>
                id="recruiting-merge-pick"
                showSearch={{ filterOption: false, onSearch: setTerm }}
                loading={options.isLoading}
                value={picked?.value}
                onChange={(value, option) => {
                  const label = (Array.isArray(option) ? option[0] : option)?.label;
                  setPicked({ value, label: String(label ?? value) });
                }}
                options={(options.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </>
  );
}
