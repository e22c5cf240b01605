import { Select, Spin } from 'antd';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';
import { customTagValue, DROPDOWN_MAX_HEIGHT, type OptionValue, type SelectOption } from './options.ts';
import { type RemoteSource, useRemoteOptions } from './use-remote-options.ts';

const NEW_TAG = '\u0000new-tag';

type Value = OptionValue | OptionValue[] | null;

export interface RemoteSelectProps extends RemoteSource {
  value?: Value;
  /** The new value and the selected option(s), custom tags included. */
  onChange?: (value: Value, selected: SelectOption | SelectOption[] | null) => void;
  multiple?: boolean;
  /** Multi-select only: typed text can be added as a custom tag (label + generated value). */
  allowCustomTags?: boolean;
  /** Labels of the current value before the options are loaded. */
  initialOptions?: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  status?: 'error' | 'warning';
  id?: string;
  'aria-label'?: string;
  /** Shown when the list is empty (no search text). */
  emptyText?: string;
  /** Shown when a search found nothing. */
  notFoundText?: string;
  style?: CSSProperties;
}

/** An antd Select that loads its options from the server (spec §7 "Selects/autocompletes"). */
export function RemoteSelect(props: RemoteSelectProps) {
  const { value, onChange, multiple, allowCustomTags, initialOptions, emptyText, notFoundText } = props;
  const { t } = useTranslation();
  const { options, loading, term, search, loadNow } = useRemoteOptions(props);
  const [known, setKnown] = useState<Map<string, SelectOption>>(() => new Map((initialOptions ?? []).map((o) => [String(o.value), o])));
  const loaded = useRef(false);

  const shown = useMemo(() => {
    const list = options.map((o) => ({ value: o.value, label: o.label }));
    const text = term.trim();
    if (multiple && allowCustomTags && text && !options.some((o) => o.label.toLowerCase() === text.toLowerCase())) {
      list.unshift({ value: NEW_TAG, label: t('widgets.select.addTag', { label: text }) });
    }
    return list;
  }, [options, term, multiple, allowCustomTags, t]);

  const lookup = (v: OptionValue): SelectOption =>
    options.find((o) => String(o.value) === String(v)) ?? known.get(String(v)) ?? { value: v, label: String(v) };

  const remember = (list: SelectOption[]) =>
    setKnown((prev) => {
      const next = new Map(prev);
      for (const o of list) next.set(String(o.value), o);
      return next;
    });

  const handleChange = (next: OptionValue | OptionValue[] | undefined) => {
    if (Array.isArray(next)) {
      const selected = next.map((v) => (v === NEW_TAG ? { value: customTagValue(), label: term.trim(), custom: true } : lookup(v)));
      remember(selected);
      // A choice ends the search (the search text is ours, so antd does not clear it): the next name starts afresh.
      if (term) search('');
      onChange?.(
        selected.map((o) => o.value),
        selected,
      );
      return;
    }
    if (next === undefined || next === null) {
      onChange?.(null, null);
      return;
    }
    const option = lookup(next);
    remember([option]);
    onChange?.(option.value, option);
  };

  const onOpenChange = (open: boolean) => {
    if (open && !loaded.current) {
      loaded.current = true;
      void loadNow('');
    }
  };

  const notFound = loading ? (
    <Spin size="small" />
  ) : term ? (
    (notFoundText ?? t('widgets.select.notFound'))
  ) : (
    (emptyText ?? t('widgets.select.empty'))
  );
  return (
    <Select<OptionValue | OptionValue[]>
      id={props.id}
      // A field without a <label for> still gets a name a screen reader announces: its placeholder.
      aria-label={props['aria-label'] ?? (props.id ? undefined : props.placeholder)}
      style={{ width: '100%', ...props.style }}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      placeholder={props.placeholder}
      disabled={props.disabled}
      allowClear={props.allowClear}
      status={props.status}
      loading={loading}
      showSearch={{ filterOption: false, onSearch: search, searchValue: term }}
      onOpenChange={onOpenChange}
      onChange={handleChange}
      options={shown}
      labelRender={({ value: v, label }) => label ?? known.get(String(v))?.label ?? String(v)}
      listHeight={DROPDOWN_MAX_HEIGHT}
      notFoundContent={notFound}
    />
  );
}

/** Autocomplete: a searchable remote select in autocomplete mode (`model_method=autocomplete`). */
export function Autocomplete(props: Omit<RemoteSelectProps, 'autocomplete'>) {
  return <RemoteSelect allowClear {...props} autocomplete />;
}
