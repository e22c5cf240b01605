import { CalendarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Calendar, Card, Empty, Segmented, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { useSession } from '../../session/index.ts';
import { eventsQuery } from '../api/events.ts';
import { dayKey, groupByDay, visibleRange } from '../model/calendar-days.ts';
import '../home.css';
import '../texts.ts';
import { calendarHeader } from './calendar-header.tsx';
import { DayEvents } from './day-events.tsx';
import { WeekView } from './week-view.tsx';

type View = 'month' | 'week';

/** Home: the work table with a calendar of the user's deadlines and wanted dates. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [lang] = useLanguage();
  const [view, setView] = useState<View>('month');
  const [date, setDate] = useState<Dayjs>(() => dayjs());

  const range = visibleRange(view, date);
  const events = useQuery(eventsQuery(dayKey(range.from), dayKey(range.to)));
  const byDay = useMemo(() => groupByDay(events.data ?? []), [events.data]);
  const selected = byDay.get(dayKey(date)) ?? [];

  return (
    <div>
      <div className="page-header">
        <Typography.Title level={2}>{t('home.title')}</Typography.Title>
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'month', label: t('home.month') },
            { value: 'week', label: t('home.week') },
          ]}
        />
      </div>
      {user && <Typography.Paragraph type="secondary">{t('home.greeting', { name: user.name })}</Typography.Paragraph>}
      <div className="home-grid">
        <Card size="small">
          {view === 'month' ? (
            <Calendar
              value={date}
              onChange={setDate}
              fullscreen={false}
              headerRender={calendarHeader}
              fullCellRender={(current, info) => {
                if (info.type !== 'date') return info.originNode;
                const count = byDay.get(dayKey(current))?.length ?? 0;
                return (
                  <div className="ant-picker-cell-inner home-day">
                    {current.date()}
                    {count > 0 && <span className="home-day-dot" title={t('home.events', { count })} />}
                  </div>
                );
              }}
            />
          ) : (
            <WeekView value={date} onChange={setDate} byDay={byDay} />
          )}
        </Card>
        <Card
          size="small"
          title={
            <Space>
              <CalendarOutlined />
              {formatLongDate(date, lang)}
            </Space>
          }
        >
          {events.isError && <Alert type="error" showIcon title={t('homeCalendar.loadError')} />}
          {events.isLoading ? (
            <Spin />
          ) : selected.length > 0 ? (
            <DayEvents events={selected} />
          ) : byDay.size > 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeCalendar.noEventsDay')} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<strong>{t('home.emptyTitle')}</strong>}>
              <Typography.Paragraph type="secondary">{t('home.emptyText')}</Typography.Paragraph>
            </Empty>
          )}
        </Card>
      </div>
    </div>
  );
}

export default HomePage;
