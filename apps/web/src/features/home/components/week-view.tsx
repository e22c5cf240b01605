import { Button, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format.ts';

/** A week strip: seven day columns from Monday, each a drop zone for later modules' events. */
export function WeekView({ value, onChange }: { value: Dayjs; onChange: (d: Dayjs) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const monday = value.subtract((value.day() + 6) % 7, 'day').startOf('day');
  const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
  const today = formatDate(new Date());
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
          {formatDate(days[0].toDate())} — {formatDate(days[6].toDate())}
        </strong>
      </div>
      <div className="week-grid">
        {days.map((d) => {
          const isToday = formatDate(d.toDate()) === today;
          return (
            <div
              key={d.valueOf()}
              className="week-day"
              style={{
                border: `1px solid ${isToday ? token.colorPrimary : token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                background: token.colorBgContainer,
              }}
            >
              <div style={{ fontWeight: 600, color: isToday ? token.colorPrimary : undefined }}>
                {d.format('dd')}, {d.format('DD.MM')}
              </div>
              <div style={{ color: token.colorTextTertiary, fontSize: 12 }}>{t('home.events', { count: 0 })}</div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
