import { BellOutlined, DeleteOutlined } from '@ant-design/icons';
import { Badge, Button, DatePicker, Input, List, Popover, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { useMe } from '../../session/index.ts';
import { addReminder, removeReminder } from '../api/schedule.ts';
import type { Ticket } from '../model/types.ts';
import { useCardMutations } from '../model/use-card.ts';
import { fullDate, toWire } from '../model/wire-dates.ts';

/** Validates the reminder draft: comment and user required (spec 2 §5). */
export function reminderMissing(d: { comment: string; userId: number | null; time: Dayjs | null }): boolean {
  return !d.comment.trim() || !d.userId || !d.time;
}

/** The reminders of a ticket in a popover: list, delete (status 0), add. */
export function RemindersPopover({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const me = useMe();
  const { run } = useCardMutations(ticket.id);
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [userId, setUserId] = useState<number | null>(me.id || null);
  const [time, setTime] = useState<Dayjs | null>(null);

  const submit = async () => {
    if (reminderMissing({ comment, userId, time })) {
      toast(2, t('field.fillRequired'));
      return;
    }
    const ok = await run(() => addReminder({ ticket_id: ticket.id, comment: comment.trim(), user_id: userId!, time: toWire(time) }));
    if (ok) {
      setComment('');
      setTime(null);
    }
  };

  const content = (
    <div style={{ width: 300, display: 'flex', flexDirection: 'column', gap: 8 }} className="tasks-reminders">
      <List
        size="small"
        locale={{ emptyText: t('tasks.reminder.none') }}
        dataSource={ticket.notifications}
        renderItem={(r) => (
          <List.Item
            actions={[
              <Button
                key="d"
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('tasks.reminder.delete')}
                onClick={() =>
                  void run(
                    () => removeReminder(r.id),
                    (x) => ({ ...x, notifications: x.notifications.filter((n) => n.id !== r.id) }),
                  )
                }
              />,
            ]}
          >
            <List.Item.Meta title={`${fullDate(r.time)} · ${r.fio}`} description={r.comment} />
          </List.Item>
        )}
      />
      <Input.TextArea
        rows={2}
        value={comment}
        maxLength={2000}
        placeholder={t('tasks.reminder.comment')}
        aria-label={t('tasks.reminder.comment')}
        onChange={(e) => setComment(e.target.value)}
      />
      <RemoteSelect
        url="/autocomplete/users"
        value={userId}
        initialOptions={me.id ? [{ value: me.id, label: me.fio }] : []}
        onChange={(v) => setUserId(v === null ? null : Number(v))}
        placeholder={t('tasks.reminder.user')}
        aria-label={t('tasks.reminder.user')}
      />
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format="DD.MM.YYYY HH:mm"
        value={time}
        onChange={setTime}
        placeholder={t('tasks.reminder.time')}
        aria-label={t('tasks.reminder.time')}
      />
      <Button type="primary" onClick={() => void submit()}>
        {t('tasks.reminder.add')}
      </Button>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={content} title={t('tasks.side.reminders')}>
      <Space style={{ cursor: 'pointer' }}>
        <Badge count={ticket.notifications.length} size="small">
          <BellOutlined aria-label={t('tasks.side.reminders')} />
        </Badge>
        <Typography.Link>{ticket.notifications.length ? fullDate(ticket.notifications[0].time) : t('tasks.reminder.add')}</Typography.Link>
      </Space>
    </Popover>
  );
}
