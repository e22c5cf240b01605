import {
  CheckOutlined,
  PauseOutlined,
  PlayCircleOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { type DocumentAnswerChoice, TICKET_STATUS } from '@app/contracts';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/client.ts';
import { useMe } from '../../session/index.ts';
import { changeWork, type WorkAction } from '../api/card.ts';
import { useTicketFiles } from '../api/ticket-files.ts';
import { documentAwaitingAnswer, hasAnswerFile } from '../model/linked-document.ts';
import { reportError } from '../model/report-error.ts';
import { acceptNeedsReason, cardActions, reworkNeedsReason } from '../model/status-actions.ts';
import type { TicketCard } from '../model/types.ts';
import { useCardMutations } from '../model/use-card.ts';
import { useCompanyParams } from '../model/use-company.ts';
import { DocumentAnswerDialog } from './document-answer-dialog.tsx';
import { ReasonDialog, type ReasonKind } from './reason-dialog.tsx';

/** The work buttons of the performer and the status actions of spec 2 §4. */
export function StatusActions({ card }: { card: TicketCard }) {
  const { t } = useTranslation();
  const { ticket } = card;
  const me = useMe();
  const company = useCompanyParams();
  const { patch, refresh } = useCardMutations(ticket.id);
  const [reasonFor, setReasonFor] = useState<ReasonKind | null>(null);
  const [busy, setBusy] = useState(false);
  const [answering, setAnswering] = useState(false);
  const files = useTicketFiles(ticket.id);
  const awaiting = documentAwaitingAnswer(ticket);
  const acceptedVisible = card.statuses.some((s) => s.id === TICKET_STATUS.accepted);
  const facts = {
    status: ticket.status.id,
    userId: me.id,
    initiatorId: ticket.initiator?.id ?? null,
    myWork: ticket.performers.find((p) => p.performer_id === me.id)?.status ?? null,
    owner: acceptedVisible,
    editor: ticket.rights.edit,
    expired: ticket.expired,
    acceptedVisible,
  };
  const a = cardActions(facts);

  const work = async (action: WorkAction, suspend?: number, documentStatus?: DocumentAnswerChoice): Promise<boolean> => {
    setBusy(true);
    try {
      await changeWork(ticket.id, me.id, action, suspend, documentStatus);
      refresh();
      return true;
    } catch (e) {
      const body = isApiError(e) ? (e.body as { work_id?: number; ticket_name?: string } | null) : null;
      if (action === 'finished' && !documentStatus && isApiError(e) && e.status === 409) {
        // The document began to wait for an answer since the card was loaded: ask for it (spec 2 "Linked documents").
        refresh();
        setAnswering(true);
      } else if (action === 'work_start' && body?.work_id) {
        // Another task of the user is in progress: offer to suspend it (spec 2 §4).
        Modal.confirm({
          title: t('tasks.work.suspendTitle'),
          content: t('tasks.work.suspendText', { name: body.ticket_name ?? '' }),
          okText: t('tasks.work.suspendOk'),
          onOk: () => work('work_start', body.work_id),
        });
      } else reportError(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Spec 2 "Linked documents": a document awaiting an answer asks answer_ready or complete first. */
  const onFinish = () => (awaiting ? setAnswering(true) : void work('finished'));
  const answer = async (choice: DocumentAnswerChoice) => {
    const done = await work('finished', undefined, choice);
    if (done) setAnswering(false);
    return done;
  };

  const to = (status: number, reasonId?: number) => {
    const next = card.statuses.find((s) => s.id === status);
    return patch({ status, reason_id: reasonId }, next ? (x) => ({ ...x, status: next }) : undefined);
  };

  const onRework = () => (reworkNeedsReason(facts) ? setReasonFor('rework') : void to(TICKET_STATUS.new));
  const onAccept = () =>
    acceptNeedsReason(company.data?.['tickets.accept_task_without_reason']) ? setReasonFor('accept') : void to(TICKET_STATUS.accepted);

  const sendReason = async (reason: number) => {
    const sent = await to(reasonFor === 'accept' ? TICKET_STATUS.accepted : TICKET_STATUS.new, reason);
    if (sent) setReasonFor(null);
    return Boolean(sent);
  };

  if (!Object.entries(a).some(([k, v]) => v && k !== 'remove' && k !== 'complete')) return null;
  return (
    <Space wrap className="tasks-status-actions">
      {a.start && (
        <Button type="primary" icon={<PlayCircleOutlined />} loading={busy} onClick={() => void work('work_start')}>
          {t('tasks.work.start')}
        </Button>
      )}
      {a.stop && (
        <Button icon={<PauseOutlined />} loading={busy} onClick={() => void work('work_end')}>
          {t('tasks.work.stop')}
        </Button>
      )}
      {a.finish && (
        <Button icon={<CheckOutlined />} loading={busy} onClick={onFinish}>
          {t('tasks.work.finish')}
        </Button>
      )}
      {a.rework && (
        <Button icon={<RollbackOutlined />} onClick={onRework}>
          {t('tasks.action.rework')}
        </Button>
      )}
      {a.accept && (
        <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={onAccept}>
          {t('tasks.action.accept')}
        </Button>
      )}
      {a.resume && (
        <Button icon={<UndoOutlined />} onClick={() => void to(TICKET_STATUS.new)}>
          {t('tasks.action.resume')}
        </Button>
      )}
      <ReasonDialog kind={reasonFor} onSend={sendReason} onCancel={() => setReasonFor(null)} />
      <DocumentAnswerDialog
        document={answering ? awaiting : null}
        answerFile={hasAnswerFile(files.data)}
        onChoose={answer}
        onCancel={() => setAnswering(false)}
      />
    </Space>
  );
}
