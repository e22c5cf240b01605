import { Button, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { type DayEvent, dayKey, mondayOf } from '../model/calendar-days.ts';

/** Events shown in a day column before "N more". */
const SHOWN = 4;

/** A week strip: seven day columns from Monday with the day's deadlines and wanted dates. */
export function WeekView({ value, onChange, byDay }: { value: Dayjs; onChange: (d: Dayjs) => void; byDay: Map<string, DayEvent[]> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const monday = mondayOf(value);
  const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
  const today = dayKey(dayjs());
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 12, flexWrap: 'wrap' }}>
        <Button onClick={() => onChange(value.subtract(1, 'week'))} aria-label="‹">
          ‹
        </Button>
        <Button onClick={() => onChange(value.add(1, 'week'))} aria-label="›">
          ›
        </Button>
        <Button onClick={() => onChange(dayjs())}>{t('home.today')}</Button>
        <strong>
          {formatDate(days[0])} — {formatDate(days[6])}
        </strong>
      </div>
      <div className="week-grid">
        {days.map((d) => {
          const key = dayKey(d);
          const isToday = key === today;
          const isSelected = key === dayKey(value);
          const events = byDay.get(key) ?? [];
          return (
            <div
              key={key}
              className="week-day"
              style={{
                border: `1px solid ${isToday || isSelected ? token.colorPrimary : token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                background: isSelected ? token.colorPrimaryBg : token.colorBgContainer,
              }}
            >
              <button type="button" className="week-day-head" aria-pressed={isSelected} onClick={() => onChange(d)}>
                <span style={{ fontWeight: 600, color: isToday ? token.colorPrimary : undefined }}>
                  {d.format('dd')}, {d.format('DD.MM')}
                </span>
                <span style={{ color: token.colorTextTertiary, fontSize: 12 }}>{t('home.events', { count: events.length })}</span>
              </button>
              {events.slice(0, SHOWN).map((e) => (
                <Link key={`${e.module}:${e.id}`} to={e.link} className="week-day-event" title={e.name}>
                  {e.time ? `${e.time} ` : ''}
                  {e.name}
                </Link>
              ))}
              {events.length > SHOWN && <div style={{ fontSize: 12 }}>{t('homeCalendar.more', { count: events.length - SHOWN })}</div>}
            </div>
          );
        })}
      </div>
    </div>
  );
}
