import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tasksKeys } from '../api/keys.ts';
import { searchParents } from '../api/tickets.ts';
import type { Ticket } from '../model/types.ts';

const SEARCH_DEBOUNCE_MS = 300;

export interface ParentSelectProps {
  ticket: Pick<Ticket, 'id' | 'parent_id' | 'parent_name' | 'rights'>;
  /** Sends PATCH parent_id (null clears it); answers false when the server refused. */
  onChange: (parentId: number | null, parentName: string | null) => Promise<boolean>;
}

/**
 * The card's parent task (spec 2 §4): the link, and for editors a search that lists tasks
 * of the same board in statuses 4, 6, 3 (ours: new, work, waiting) through
 * `GET load/tasks?current_ticket_id=` — the server picks the board and the statuses and
 * leaves the ticket itself out; it also refuses cycles (422).
 */
export function ParentSelect({ ticket, onChange }: ParentSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const candidates = useQuery({
    queryKey: [...tasksKeys.card(ticket.id), 'parents', search],
    queryFn: () => searchParents(ticket.id, search),
    enabled: open && ticket.rights.edit,
    staleTime: 10_000,
  });

  const link = ticket.parent_id ? <Link to={`/tickets/${ticket.parent_id}`}>{ticket.parent_name ?? `№${ticket.parent_id}`}</Link> : null;
  if (!ticket.rights.edit) {
    return link ? (
      <Typography.Text>
        {t('tasks.card.parent')}: {link}
      </Typography.Text>
    ) : null;
  }

  const options = (candidates.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (ticket.parent_id && !options.some((o) => o.value === ticket.parent_id))
    options.unshift({ value: ticket.parent_id, label: ticket.parent_name ?? `№${ticket.parent_id}` });
  return (
    <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <Typography.Text type="secondary">{t('tasks.card.parent')}:</Typography.Text>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Select<number>
          size="small"
          style={{ width: '100%' }}
          aria-label={t('tasks.card.parent')}
          placeholder={t('tasks.card.noParent')}
          allowClear
          // null, not undefined: undefined would leave antd's own state (no revert after a refusal).
          value={ticket.parent_id ?? null}
          options={options}
          loading={candidates.isFetching}
          showSearch={{ filterOption: false, onSearch: setTerm, searchValue: term }}
          onOpenChange={setOpen}
          onChange={(value) => {
            const id = value ?? null;
            setTerm('');
            void onChange(id, id === null ? null : (options.find((o) => o.value === id)?.label ?? null));
          }}
        />
      </div>
      {link}
    </div>
  );
}
