import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vacancyOptionsQuery } from '../api.ts';
import '../texts.ts';

export interface VacancySelectProps {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** «Все вакансии» as the empty choice (the filters); else a clearable select (the form). */
  all?: boolean;
  id?: string;
  style?: React.CSSProperties;
  status?: 'error';
  /** The chosen vacancy's name while the look-up has not answered it (the form's initial value). */
  label?: string;
}

/** A vacancy picker over the vacancies' look-up (typing narrows it on the server). */
export function VacancySelect({ value, onChange, all, id, style, status, label }: VacancySelectProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const options = useQuery(vacancyOptionsQuery(term));
  const list = (options.data ?? []).map((o) => ({ value: o.value, label: o.label }));
  if (value && label && !list.some((o) => o.value === value)) list.unshift({ value, label });
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear={!all}
      status={status}
      style={{ minWidth: 200, ...style }}
      aria-label={t('recruiting.kanban.vacancy')}
      loading={options.isLoading}
      value={value ?? (all ? 0 : undefined)}
      placeholder={t('recruiting.kanban.vacancy')}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      options={all ? [{ value: 0, label: t('recruiting.kanban.allVacancies') }, ...list] : list}
    />
  );
}
