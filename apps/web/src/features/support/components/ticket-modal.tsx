import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchBoards, makeTicket, supportKeys } from '../api.ts';
import '../texts.ts';

/** «Создать задачу»: a board of those the operator may put tickets on; the new ticket opens. */
export function TicketModal({ requestId, onClose, onMade }: { requestId: number; onClose: () => void; onMade: () => unknown }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [board, setBoard] = useState<number>();
  const boards = useQuery({ queryKey: supportKeys.boards, queryFn: fetchBoards });
  const make = useMutation({
    mutationFn: () => makeTicket(requestId, board!),
    onSuccess: async (answer) => {
      void message.success(t('support.ticketMade'));
      await onMade();
      onClose();
      void navigate(answer.link);
    },
    onError: (error: Error) => void message.error(error.message),
  });
  return (
    <Modal
      open
      title={t('support.ticketTitle')}
      okText={t('support.create')}
      cancelText={t('support.cancel')}
      okButtonProps={{ disabled: !board, loading: make.isPending }}
      onOk={() => make.mutate()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('support.board')} required>
          <Select<number>
            aria-label={t('support.board')}
            showSearch
            optionFilterProp="label"
            placeholder={t('support.chooseBoard')}
            loading={boards.isLoading}
            value={board}
            onChange={setBoard}
            options={(boards.data ?? []).map((b) => ({ value: b.value, label: b.label }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
