import { APPLICATION_STATUSES } from '@app/contracts';
import { Button, Checkbox, DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { useApplicationTypes } from '../api/types.ts';
import type { ListFilters } from '../model/url-filters.ts';

interface Props {
  filters: ListFilters;
  from?: string;
  to?: string;
  onChange: (next: ListFilters) => void;
  onInterval: (from: string | null, to: string | null) => void;
  onReset: () => void;
}

const FLAGS = ['urgent', 'repeat', 'liked', 'mine'] as const;

/** Filters of the list: status, type, flags, organization, project, period, search, sort. */
export function ListFiltersBar({ filters, from, to, onChange, onInterval, onReset }: Props) {
  const { t, i18n } = useTranslation();
  const types = useApplicationTypes().data ?? [];
  const en = i18n.language === 'en';
  const day = (v?: string) => (v && v !== '-' ? dayjs(v, 'YYYY-MM-DD') : null);
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        aria-label={t('applications.filter.search')}
        placeholder={t('applications.filter.search')}
        defaultValue={filters.search}
        onSearch={(v) => onChange({ ...filters, search: v.trim() || undefined })}
        style={{ width: 220 }}
      />
      <Select
        mode="multiple"
        allowClear
        aria-label={t('applications.filter.status')}
        placeholder={t('applications.filter.status')}
        value={filters.status}
        onChange={(status: string[]) => onChange({ ...filters, status })}
        options={APPLICATION_STATUSES.filter((s) => s.code !== 'deleted').map((s) => ({ value: s.code, label: en ? s.en : s.ru }))}
        style={{ minWidth: 180 }}
        maxTagCount={2}
      />
      <Select
        allowClear
        aria-label={t('applications.filter.type')}
        placeholder={t('applications.filter.type')}
        value={filters.type}
        onChange={(type?: string) => onChange({ ...filters, type })}
        options={types.map((x) => ({ value: x.code, label: x.label }))}
        style={{ width: 170 }}
      />
      {FLAGS.map((f) => (
        <Checkbox key={f} checked={filters[f] === 1} onChange={(e) => onChange({ ...filters, [f]: e.target.checked ? 1 : undefined })}>
          {t(`applications.filter.${f}`)}
        </Checkbox>
      ))}
      <div style={{ width: 200 }}>
        <RemoteSelect
          url="/partners"
          params={{ type: 'organization' }}
          autocomplete
          allowClear
          aria-label={t('applications.filter.organization')}
          placeholder={t('applications.filter.organization')}
          value={filters.organization}
          onChange={(v) => onChange({ ...filters, organization: typeof v === 'number' ? v : v ? Number(v) : undefined })}
        />
      </div>
      <div style={{ width: 180 }}>
        <RemoteSelect
          url="/projects"
          autocomplete
          allowClear
          aria-label={t('applications.filter.project')}
          placeholder={t('applications.filter.project')}
          value={filters.project}
          onChange={(v) => onChange({ ...filters, project: typeof v === 'number' ? v : v ? Number(v) : undefined })}
        />
      </div>
      <DatePicker.RangePicker
        aria-label={t('applications.filter.interval')}
        format="DD.MM.YYYY"
        allowEmpty={[true, true]}
        value={[day(from), day(to)]}
        onChange={(range) => onInterval(range?.[0]?.format('YYYY-MM-DD') ?? null, range?.[1]?.format('YYYY-MM-DD') ?? null)}
      />
      <Select
        aria-label={t('applications.filter.sort')}
        value={`${filters.sort}:${filters.order}`}
        onChange={(v: string) => {
          const [sort, order] = v.split(':') as [ListFilters['sort'], ListFilters['order']];
          onChange({ ...filters, sort, order });
        }}
        options={(['id', 'date_add', 'date_want'] as const).flatMap((s) =>
          (['desc', 'asc'] as const).map((o) => ({
            value: `${s}:${o}`,
            label: `${t(`applications.filter.${s === 'id' ? 'sortId' : s === 'date_add' ? 'sortDateAdd' : 'sortDateWant'}`)}, ${t(`applications.filter.${o}`)}`,
          })),
        )}
        style={{ width: 240 }}
      />
      <Button onClick={onReset}>{t('applications.filter.reset')}</Button>
    </Space>
  );
}
