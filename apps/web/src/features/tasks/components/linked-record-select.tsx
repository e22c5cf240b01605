import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';

/** Spec 2 §7 look-ups: the term is sent once the user paused typing this long. */
export const LINK_SEARCH_DEBOUNCE_MS = 300;

export interface LinkedRecordOption {
  value: number;
  label: string;
}

export interface LinkedRecordSelectProps {
  /** What is linked ("Родительская задача", "Договор", "Документ"): the caption and the select's accessible name. */
  label: string;
  /** Shown when nothing is linked. */
  placeholder: string;
  /**
   * The card's value. The select always shows it, never a state of its own: a refused change
   * (the card reverts its optimistic update, spec 2 §8) reverts the select with it.
   */
  value: { id: number; name: string | null } | null;
  /** The linked record's card. */
  href: (id: number) => string;
  /** Editors pick and clear; others see the link only. */
  canEdit: boolean;
  /** The look-up's query key; the debounced term is appended. */
  queryKey: readonly unknown[];
  /** The look-up, asked when the list opens and for each (debounced) term. */
  search: (term: string) => Promise<LinkedRecordOption[]>;
  /** The choice (null clears it), with the chosen option's label. */
  onChange: (id: number | null, name: string | null) => unknown;
  /** Shown after the value (e.g. the linked document's state). */
  extra?: ReactNode;
}

/** The look-up of a linked-record select: a debounced term, asked only while the list is open. */
function useLinkedRecordSearch(queryKey: readonly unknown[], search: LinkedRecordSelectProps['search'], enabled: boolean) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term.trim()), LINK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const candidates = useQuery({
    queryKey: [...queryKey, debounced],
    queryFn: () => search(debounced),
    enabled: open && enabled,
    staleTime: 10_000,
  });
  return { candidates, term, setTerm, setOpen };
}

/**
 * A ticket card's link to another record (parent task, contract, document; spec 2 §2 header):
 * the link to its card, and for editors a search select over the record's look-up.
 */
export function LinkedRecordSelect({
  label,
  placeholder,
  value,
  href,
  canEdit,
  queryKey,
  search,
  onChange,
  extra,
}: LinkedRecordSelectProps) {
  const { candidates, term, setTerm, setOpen } = useLinkedRecordSearch(queryKey, search, canEdit);
  // The card's name; without one (a record the card cannot name) the look-up's, else the number.
  const name = value ? (value.name ?? candidates.data?.find((o) => o.value === value.id)?.label ?? `№${value.id}`) : null;

  if (!canEdit) {
    return value ? (
      <Typography.Text>
        {label}: <Link to={href(value.id)}>{name}</Link> {extra}
      </Typography.Text>
    ) : null;
  }

  // The card's value first, under the card's name (a look-up may title it differently, e.g. without the number).
  const options = (candidates.data ?? []).filter((o) => o.value !== value?.id);
  if (value) options.unshift({ value: value.id, label: name ?? '' });
  return (
    <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <Typography.Text type="secondary">{label}:</Typography.Text>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Select<number>
          size="small"
          style={{ width: '100%' }}
          aria-label={label}
          placeholder={placeholder}
          allowClear
          // null, not undefined: undefined would leave antd's own state (no revert after a refusal).
          value={value?.id ?? null}
          options={options}
          loading={candidates.isFetching}
          showSearch={{ filterOption: false, onSearch: setTerm, searchValue: term }}
          onOpenChange={setOpen}
          onChange={(chosen) => {
            const id = chosen ?? null;
            setTerm('');
            void onChange(id, id === null ? null : (options.find((o) => o.value === id)?.label ?? null));
          }}
        />
      </div>
      {extra}
      {value ? (
        // The select already shows the name: a long name as a text link would squeeze the select to nothing.
        <Link to={href(value.id)} aria-label={name ?? undefined} title={name ?? undefined}>
          <ExportOutlined />
        </Link>
      ) : null}
    </div>
  );
}
