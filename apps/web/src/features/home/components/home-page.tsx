import { CalendarOutlined } from '@ant-design/icons';
import { Calendar, Card, Empty, Segmented, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { useSession } from '../../session/index.ts';
import { WeekView } from './week-view.tsx';

type View = 'month' | 'week';

/** Home: the work table with a calendar that later modules fill with their events. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [lang] = useLanguage();
  const [view, setView] = useState<View>('month');
  const [date, setDate] = useState<Dayjs>(() => dayjs());

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
            <Calendar value={date} onChange={setDate} fullscreen={false} />
          ) : (
            <WeekView value={date} onChange={setDate} />
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
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<strong>{t('home.emptyTitle')}</strong>}>
            <Typography.Paragraph type="secondary">{t('home.emptyText')}</Typography.Paragraph>
          </Empty>
        </Card>
      </div>
    </div>
  );
}

export default HomePage;
