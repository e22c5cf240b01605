import { APPLICATION_STATUSES, TICKET_STATUSES } from '@app/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorTag } from '../../../shared/ui/color-tag.tsx';
import type { DayEvent } from '../model/calendar-days.ts';

function statusOf(event: DayEvent, lang: string): { label: string; color: string } | null {
  const found =
    event.module === 'tickets'
      ? TICKET_STATUSES.find((s) => s.id === event.status)
      : APPLICATION_STATUSES.find((s) => s.code === event.status);
  return found ? { label: lang === 'en' ? found.en : found.ru, color: found.color } : null;
}

/** The events of one day: what is due, with a link to open it. */
export function DayEvents({ events }: { events: DayEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="home-day-events" aria-label={t('home.title')}>
      {events.map((event) => {
        const status = statusOf(event, i18n.language);
        return (
          <li key={`${event.module}:${event.id}`} className="home-day-event">
            <Typography.Text type="secondary" className="home-day-event-kind">
              {event.time ? `${event.time} · ` : ''}
              {t(event.module === 'tickets' ? 'homeCalendar.deadline' : 'homeCalendar.wanted')}
            </Typography.Text>
            <Link to={event.link}>
              №{event.id} {event.name}
            </Link>
            {status && (
              <ColorTag color={status.color} bordered={false} style={{ marginInlineEnd: 0, justifySelf: 'start' }}>
                {status.label}
              </ColorTag>
            )}
          </li>
        );
      })}
    </ul>
  );
}
