import type { CalendarProps } from 'antd';
import { Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

type HeaderRender = NonNullable<CalendarProps<Dayjs>['headerRender']>;

/**
 * The month calendar's header as antd draws it (year, month, month/year view), with the names a
 * screen reader announces: antd's own header leaves its two selects without a label (WCAG 4.1.2).
 */
export const calendarHeader: HeaderRender = (props) => <CalendarHeader {...props} />;

function CalendarHeader({ value, type, onChange, onTypeChange }: Parameters<HeaderRender>[0]) {
  const { t } = useTranslation();
  const year = value.year();
  const years = Array.from({ length: 21 }, (_, i) => year - 10 + i);
  const months = Array.from({ length: 12 }, (_, m) => value.month(m).format('MMM'));
  return (
    <div className="home-calendar-header">
      <Select
        size="small"
        aria-label={t('homeCalendar.year')}
        value={year}
        onChange={(y: number) => onChange(value.year(y))}
        options={years.map((y) => ({ value: y, label: y }))}
        popupMatchSelectWidth={false}
      />
      {type === 'month' && (
        <Select
          size="small"
          aria-label={t('homeCalendar.month')}
          value={value.month()}
          onChange={(m: number) => onChange(value.month(m))}
          options={months.map((label, m) => ({ value: m, label }))}
          popupMatchSelectWidth={false}
        />
      )}
      <Radio.Group size="small" aria-label={t('homeCalendar.mode')} value={type} onChange={(e) => onTypeChange(e.target.value)}>
        <Radio.Button value="month">{t('homeCalendar.modeMonth')}</Radio.Button>
        <Radio.Button value="year">{t('homeCalendar.modeYear')}</Radio.Button>
      </Radio.Group>
    </div>
  );
}
