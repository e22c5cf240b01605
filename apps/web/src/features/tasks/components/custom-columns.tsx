import { COLUMN_INPUT_TYPE } from '@app/contracts';
import { Input, Select } from 'antd';
import { useState } from 'react';
import type { CustomColumn, Ticket } from '../model/types.ts';
import { useCardMutations } from '../model/use-card.ts';
import { CUSTOM_COLUMN_DEBOUNCE_MS, useDebouncedCall } from '../model/use-debounced.ts';

/** Board custom columns of the card (input_type 7 excluded; 6 = select); edits debounced 1200 ms. */
export function CustomColumns({ ticket }: { ticket: Ticket }) {
  const { patch } = useCardMutations(ticket.id);
  const save = useDebouncedCall<unknown>(
    (name, value) => void patch({ [name]: value as string } as Record<`col_${number}`, string>),
    CUSTOM_COLUMN_DEBOUNCE_MS,
  );
  const columns = ticket.custom_columns.filter((c) => c.input_type !== COLUMN_INPUT_TYPE.hiddenFromSidebar);
  if (columns.length === 0) return null;
  return (
    <>
      {columns.map((c) => (
        <div key={c.id} className="tasks-side-row">
          <span className="tasks-side-label">{c.title}</span>
          <ColumnInput column={c} disabled={!ticket.rights.edit} onChange={(v) => save(c.name, v)} />
        </div>
      ))}
    </>
  );
}

function ColumnInput({ column, disabled, onChange }: { column: CustomColumn; disabled: boolean; onChange: (v: string) => void }) {
  const [value, setValue] = useState(column.value == null ? '' : String(column.value));
  const change = (v: string) => {
    setValue(v);
    onChange(v);
  };
  if (column.input_type === COLUMN_INPUT_TYPE.select)
    return (
      <Select
        size="small"
        style={{ width: '100%' }}
        allowClear
        disabled={disabled}
        aria-label={column.title}
        value={value || undefined}
        onChange={(v?: string) => change(v ?? '')}
        options={column.options.map((o) => ({ value: o.value, label: o.name }))}
      />
    );
  return <Input size="small" disabled={disabled} aria-label={column.title} value={value} onChange={(e) => change(e.target.value)} />;
}
