import { Popover, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPopover } from '../../../shared/widgets/calendar-popover/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { Tags } from '../../../shared/widgets/tags/index.ts';
import { setRecurrence } from '../api/schedule.ts';
import type { TicketCard } from '../model/types.ts';
import { useCardMutations } from '../model/use-card.ts';
import { fullDate, localText, toWire } from '../model/wire-dates.ts';
import { CustomColumns } from './custom-columns.tsx';
import { DeadlineField } from './deadline-field.tsx';
import { PeopleBlock } from './people-block.tsx';
import { RecurrenceForm } from './recurrence-form.tsx';
import { RemindersPopover } from './reminders-popover.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="tasks-side-row" style={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 8, alignItems: 'start' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}

/** Performers, dates, reminders, recurrence, initiator, tags, watchers, custom columns. */
export function CardSidebar({ card }: { card: TicketCard }) {
  const { t } = useTranslation();
  const { ticket } = card;
  const { patch, run } = useCardMutations(ticket.id);
  const edit = ticket.rights.edit;
  const rec = ticket.recurrence;

  return (
    <div className="tasks-sidebar" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Row label={t('tasks.side.performers')}>
        <PeopleBlock ticket={ticket} kind="performers" />
      </Row>
      <Row label={t('tasks.side.start')}>
        {edit ? (
          <CalendarPopover withTime value={localText(ticket.start)} onApply={(v) => void patch({ start: toWire(dayjs(v)) })}>
            <Typography.Link>{fullDate(ticket.start) || t('tasks.side.notSet')}</Typography.Link>
          </CalendarPopover>
        ) : (
          <Typography.Text>{fullDate(ticket.start) || t('tasks.side.notSet')}</Typography.Text>
        )}
      </Row>
      <Row label={t('tasks.side.deadline')}>
        <DeadlineField
          end={ticket.end}
          statusId={ticket.status.id}
          canChange={ticket.rights.change_deadline}
          onChange={(end) => void patch({ end }, (x) => ({ ...x, end }))}
        />
      </Row>
      <Row label={t('tasks.side.reminders')}>
        <RemindersPopover ticket={ticket} />
      </Row>
      <Row label={t('tasks.side.recurrence')}>
        <Popover
          trigger="click"
          destroyOnHidden
          content={<RecurrenceForm value={rec} disabled={!edit} onSave={(body) => run(() => setRecurrence(ticket.id, body))} />}
        >
          <Typography.Link className="tasks-recurrence-link">
            {rec?.status === 1
              ? `${t(`tasks.recurrence.${rec.freq}`)}${rec.next ? ` · ${t('tasks.recurrence.next', { date: fullDate(rec.next) })}` : ''}`
              : t('tasks.recurrence.off')}
          </Typography.Link>
        </Popover>
      </Row>
      <Row label={t('tasks.side.initiator')}>
        {edit && !ticket.personal ? (
          <RemoteSelect
            url="/autocomplete/users"
            value={ticket.initiator?.id ?? null}
            initialOptions={ticket.initiator ? [{ value: ticket.initiator.id, label: ticket.initiator.username }] : []}
            aria-label={t('tasks.side.initiator')}
            onChange={(v) => v !== null && void patch({ initiator: Number(v) })}
          />
        ) : (
          <Typography.Text>{ticket.initiator?.username}</Typography.Text>
        )}
      </Row>
      <Row label={t('tasks.side.created')}>
        <Typography.Text>{fullDate(ticket.time_add)}</Typography.Text>
      </Row>
      <Row label={t('tasks.side.tags')}>
        {/* Spec 2 §9 / spec 3 §9: 3 visible, the rest under +N (the widget's rule). Editing is the
            editors' (spec 2 §6, rights.tags = the server's tag check), not the performers'. */}
        <Tags module="tickets" objectId={ticket.id} hasRights={ticket.rights.tags} />
      </Row>
      <Row label={t('tasks.side.watchers')}>
        <PeopleBlock ticket={ticket} kind="watchers" />
      </Row>
      <CustomColumns ticket={ticket} />
    </div>
  );
}
