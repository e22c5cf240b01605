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
  const { t } = useTranslation();
  const searchable = definition.fields.some((f) => f.search);
  return (
    <div className="filters">
      {searchable && (
        <Input.Search
          className="registry-filter-search"
          allowClear
          {...searchBox}
          placeholder={t('registry.searchPlaceholder')}
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
