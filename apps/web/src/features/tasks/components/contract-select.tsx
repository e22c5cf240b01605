import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tasksKeys } from '../api/keys.ts';
import { searchContracts } from '../api/tickets.ts';
import type { Ticket } from '../model/types.ts';

const SEARCH_DEBOUNCE_MS = 300;

export interface ContractSelectProps {
  ticket: Pick<Ticket, 'id' | 'contract_id' | 'contract_name' | 'rights'>;
  /** Sends PATCH contract_id (null clears it); answers false when the server refused (the card reverts, and so does the select). */
  onChange: (contractId: number | null, contractName: string | null) => Promise<boolean>;
}

/**
 * The card's linked contract (spec 2 §2): the link to the contract, and for editors a search over
 * `GET documents/contracts?model_method=autocomplete&term=`; the choice is sent as `contract_id`
 * and a refused change reverts the selection (spec 2 §8): the select shows the card's value.
 */
export function ContractSelect({ ticket, onChange }: ContractSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const candidates = useQuery({
    queryKey: [...tasksKeys.card(ticket.id), 'contracts', search],
    queryFn: () => searchContracts(search),
    enabled: open && ticket.rights.edit,
    staleTime: 10_000,
  });

  const label = ticket.contract_name ?? (ticket.contract_id ? `№${ticket.contract_id}` : null);
  const link = ticket.contract_id ? <Link to={`/contracts/${ticket.contract_id}`}>{label}</Link> : null;
  if (!ticket.rights.edit) {
    return link ? (
      <Typography.Text>
        {t('tasks.card.contract')}: {link}
      </Typography.Text>
    ) : null;
  }

  const options = (candidates.data ?? []).map((c) => ({ value: c.value, label: c.label }));
  if (ticket.contract_id && !options.some((o) => o.value === ticket.contract_id))
    options.unshift({ value: ticket.contract_id, label: label ?? '' });
  return (
    <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <Typography.Text type="secondary">{t('tasks.card.contract')}:</Typography.Text>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Select<number>
          size="small"
          style={{ width: '100%' }}
          aria-label={t('tasks.card.contract')}
          placeholder={t('tasks.card.noContract')}
          allowClear
          // null, not undefined: undefined would leave antd's own state (no revert after a refusal).
          value={ticket.contract_id ?? null}
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
      {ticket.contract_id ? (
        // The select already shows the name: a long name as a text link would squeeze the select to nothing.
        <Link to={`/contracts/${ticket.contract_id}`} aria-label={label ?? undefined} title={label ?? undefined}>
          <ExportOutlined />
        </Link>
      ) : null}
    </div>
  );
}
