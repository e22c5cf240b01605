import type { FieldKind, RegistryDefinition } from '@app/contracts';
import { Button, Input } from 'antd';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterControl } from './filter-control.tsx';
import '../registry.css';

export interface ListFiltersProps {
  definition: RegistryDefinition;
  params: URLSearchParams;
  /** Sets URL parameters (an empty value removes one). */
  onChange: (patch: Record<string, string | null>) => void;
  searchBox: { value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void; onSearch: (value: string) => void };
  /** Shown while the URL narrows the list. */
  onReset?: () => void;
}

const RANGE_KINDS: readonly FieldKind[] = ['number', 'money', 'date', 'datetime'];

/** The search box and one control per filter field of the definition; they wrap on narrow screens. */
export function ListFilters({ definition, params, onChange, searchBox, onReset }: ListFiltersProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  // The box names what it searches: the labels of the definition's searched fields.
  const searched = definition.fields.filter((f) => f.search).map((f) => f.label[lang].toLowerCase());
  return (
    <div className="filters">
      {searched.length > 0 && (
        <Input.Search
          className="registry-filter-search"
          allowClear
          {...searchBox}
          placeholder={t('registry.searchPlaceholder', { fields: searched.slice(0, 3).join(', ') })}
          aria-label={t('common.search')}
        />
      )}
      {definition.fields
        .filter((f) => f.filter && f.kind !== 'files')
        .map((field) => (
          <div key={field.name} className={RANGE_KINDS.includes(field.kind) ? 'registry-filter-range' : undefined}>
            <FilterControl field={field} registry={definition.name} paramValue={(p) => params.get(p)} onChange={onChange} />
          </div>
        ))}
      {onReset && (
        <Button onClick={onReset} style={{ flex: '0 0 auto', minWidth: 0 }}>
          {t('registry.resetFilters')}
        </Button>
      )}
    </div>
  );
}
