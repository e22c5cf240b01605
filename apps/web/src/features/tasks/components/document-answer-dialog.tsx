import type { DocumentAnswerChoice, TicketDocument } from '@app/contracts';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../model/linked-document.ts';

export interface DocumentAnswerDialogProps {
  /** The linked document awaiting an answer; null keeps the dialog closed. */
  document: TicketDocument | null;
  /** An answer file (type 2) is in the ticket's document group: "answer ready" is possible. */
  answerFile: boolean;
  /** Finishes the work with the choice; answers whether it went through (the dialog then closes). */
  onChoose: (choice: DocumentAnswerChoice) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * Spec 2 "Linked documents": finishing work on a ticket whose document is active or awaits an
 * additional answer asks for the document's new status — "Ответ готов" (answer_ready, only with an
 * answer file; the server refuses it otherwise) or "Исполнено" (complete).
 */
export function DocumentAnswerDialog({ document, answerFile, onChoose, onCancel }: DocumentAnswerDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<DocumentAnswerChoice | null>(null);
  const choose = async (choice: DocumentAnswerChoice) => {
    setBusy(choice);
    try {
      await onChoose(choice);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal open={document !== null} title={t('tasks.answer.title')} onCancel={onCancel} footer={null} destroyOnHidden>
      {document && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('tasks.answer.text', { name: documentTitle(document) })}</Typography.Paragraph>
          {!answerFile && <Alert type="warning" showIcon title={t('tasks.answer.fileRequired')} />}
          <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button
              type="primary"
              disabled={!answerFile || busy !== null}
              loading={busy === 'answer_ready'}
              onClick={() => void choose('answer_ready')}
            >
              {t('tasks.answer.ready')}
            </Button>
            <Button disabled={busy !== null} loading={busy === 'complete'} onClick={() => void choose('complete')}>
              {t('tasks.answer.complete')}
            </Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
