import { PlusOutlined } from '@ant-design/icons';
import { TICKET_PRIORITIES } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { addBoardUser } from '../api/boards.ts';
import { tasksKeys } from '../api/keys.ts';
import { type CreateTicketAnswer, createTicket } from '../api/tickets.ts';
import { reportError } from '../model/report-error.ts';
import { toWire } from '../model/wire-dates.ts';

export interface InlineAddRowProps {
  boardId?: number;
  parentId?: number;
  onCreated?: (id: number) => void;
  /** Creates through this function instead of the API (tests). */
  create?: (input: Parameters<typeof createTicket>[0]) => Promise<CreateTicketAnswer>;
}

/**
 * Spec 2 §2 inline add row: name, deadline, priority, performers, create. Enter in the
 * name submits, Escape clears it; an empty name is not sent.
 */
export function InlineAddRow({ boardId, parentId, onCreated, create = createTicket }: InlineAddRowProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [priority, setPriority] = useState<number>(2);
  const [performers, setPerformers] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const lang = currentLanguage();

  const offerBoard = (answer: CreateTicketAnswer) => {
    if (!answer.add_to_board || !boardId || answer.not_board_users.length === 0) return;
    Modal.confirm({
      title: t('tasks.add.addToBoard', { names: answer.not_board_users.map((u) => u.fio).join(', ') }),
      okText: t('tasks.add.addToBoardOk'),
      onOk: async () => {
        try {
          for (const u of answer.not_board_users) await addBoardUser(boardId, u.id, 0);
          void qc.invalidateQueries({ queryKey: tasksKeys.boards });
        } catch (e) {
          reportError(e);
        }
      },
    });
  };

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      toast(2, t('tasks.add.needName'));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const answer = await create({
        name: trimmed,
        board_id: boardId,
        parent_id: parentId,
        priority,
        end: end ? toWire(end) : undefined,
        performers,
      });
      setName('');
      setEnd(null);
      setPerformers([]);
      toast(0, t('tasks.add.created'));
      void qc.invalidateQueries({ queryKey: tasksKeys.lists });
      if (parentId) void qc.invalidateQueries({ queryKey: tasksKeys.card(parentId) });
      onCreated?.(answer.ticket.id);
      offerBoard(answer);
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tasks-add-row" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Input
        style={{ flex: '2 1 220px' }}
        value={name}
        placeholder={parentId ? t('tasks.add.subName') : t('tasks.add.name')}
        aria-label={parentId ? t('tasks.add.subName') : t('tasks.add.name')}
        maxLength={500}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void submit();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            setName('');
          }
        }}
      />
      <DatePicker
        style={{ flex: '1 1 160px' }}
        showTime={{ format: 'HH:mm' }}
        format="DD.MM.YYYY HH:mm"
        value={end}
        onChange={(v) => setEnd(v)}
        placeholder={t('tasks.add.deadline')}
        aria-label={t('tasks.add.deadline')}
      />
      <Select
        style={{ flex: '0 1 140px' }}
        value={priority}
        onChange={setPriority}
        aria-label={t('tasks.add.priority')}
        options={TICKET_PRIORITIES.map((p) => ({ value: p.id, label: p[lang] }))}
      />
      <div style={{ flex: '2 1 220px', minWidth: 180 }}>
        <RemoteSelect
          url="/autocomplete/users"
          multiple
          value={performers}
          onChange={(v) => setPerformers(Array.isArray(v) ? v.map(Number) : [])}
          placeholder={t('tasks.add.performers')}
          aria-label={t('tasks.add.performers')}
        />
      </div>
      <Button type="primary" icon={<PlusOutlined />} loading={busy} onClick={() => void submit()}>
        {t('tasks.add.create')}
      </Button>
    </div>
  );
}
