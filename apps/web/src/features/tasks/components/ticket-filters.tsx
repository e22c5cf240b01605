import { TICKET_PRIORITIES, TICKET_STATUSES } from '@app/contracts';
import { Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import type { TicketFilters } from '../model/url-filters.ts';

export interface TicketFiltersBarProps {
  value: TicketFilters;
  onChange: (next: TicketFilters) => void;
}

/** Filters by status, performer, priority, tag and search; the page keeps them in the URL. */
export function TicketFiltersBar({ value, onChange }: TicketFiltersBarProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const set = (patch: Partial<TicketFilters>) => onChange({ ...value, ...patch });
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }} className="tasks-filters">
      <Input.Search
        allowClear
        style={{ flex: '2 1 200px' }}
        placeholder={t('tasks.filter.search')}
        aria-label={t('tasks.filter.search')}
        defaultValue={value.search}
        key={value.search ?? ''}
        onSearch={(v) => set({ search: v.trim() || undefined })}
      />
      <Select
        mode="multiple"
        allowClear
        style={{ flex: '2 1 200px' }}
        placeholder={t('tasks.filter.status')}
        aria-label={t('tasks.filter.status')}
        value={value.status}
        onChange={(v: number[]) => set({ status: v })}
        options={TICKET_STATUSES.map((s) => ({ value: s.id, label: s[lang] }))}
      />
      <div style={{ flex: '1 1 180px' }}>
        <RemoteSelect
          url="/autocomplete/users"
          allowClear
          value={value.performer ?? null}
          onChange={(v) => set({ performer: v ? Number(v) : undefined })}
          placeholder={t('tasks.filter.performer')}
          aria-label={t('tasks.filter.performer')}
        />
      </div>
      <Select
        allowClear
        style={{ flex: '1 1 140px' }}
        placeholder={t('tasks.filter.priority')}
        aria-label={t('tasks.filter.priority')}
        value={value.priority}
        onChange={(v?: number) => set({ priority: v })}
        options={TICKET_PRIORITIES.map((p) => ({ value: p.id, label: p[lang] }))}
      />
      <div style={{ flex: '1 1 160px' }}>
        <RemoteSelect
          url="/widgets/tags"
          params={{ module: 'tickets' }}
          searchParam="name"
          optionKeys={{ value: 'tag_id', label: 'name' }}
          allowClear
          value={value.tag ?? null}
          onChange={(v) => set({ tag: v ? Number(v) : undefined })}
          placeholder={t('tasks.filter.tag')}
          aria-label={t('tasks.filter.tag')}
        />
      </div>
      <Button
        onClick={() => onChange({ ...value, status: [], performer: undefined, priority: undefined, tag: undefined, search: undefined })}
      >
        {t('tasks.filter.reset')}
      </Button>
    </div>
  );
}
