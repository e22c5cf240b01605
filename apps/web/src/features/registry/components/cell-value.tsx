import { displayValue, type RegistryDefinition, type RegistryField } from '@app/contracts';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../shared/format.ts';
import { DescriptionEditor } from '../../../shared/widgets/description-editor/index.ts';
import type { RegistryRow } from '../model/row.ts';

interface TagChip {
  tag_id: number;
  name: string;
  color: string;
}

/**
 * How one field of a record reads, in a list cell and on the card: enums as coloured tags,
 * money with its currency, dates as dd.MM.yyyy, tags as chips, rich text formatted; everything else as the
 * contracts' `displayValue` (the text the export writes).
 */
export function CellValue({
  definition,
  field,
  row,
  lang,
}: {
  definition: RegistryDefinition;
  field: RegistryField;
  row: RegistryRow;
  lang: 'ru' | 'en';
}): ReactNode {
  const value = row[field.name];
  if (value === null || value === undefined || value === '') return field.kind === 'tags' ? null : <span aria-hidden>—</span>;
  switch (field.kind) {
    case 'enum': {
      const option = field.options.find((o) => o.value === value);
      return option ? <Tag color={option.color}>{option[lang]}</Tag> : String(value);
    }
    case 'money':
      return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(value as string)}</span>;
    case 'number':
      return formatNumber(value as number, 0);
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'tags': {
      const chips = value as TagChip[];
      if (chips.length === 0) return null;
      return (
        <Space size={[0, 4]} wrap>
          {chips.map((c) => (
            <Tag key={c.tag_id} color={c.color}>
              {c.name}
            </Tag>
          ))}
        </Space>
      );
    }
    case 'longText':
      // Rich text (stored sanitized) reads formatted through the editor, read-only (its chunk loads only here).
      return field.rich ? (
        <DescriptionEditor value={String(value)} hasRights={false} onChange={() => {}} />
      ) : (
        displayValue(definition, field.name, row, lang)
      );
    case 'email':
      return <a href={`mailto:${String(value)}`}>{String(value)}</a>;
    case 'phone':
      return (
        <a href={`tel:${String(value).replace(/[^\d+]/g, '')}`} style={{ whiteSpace: 'nowrap' }}>
          {String(value)}
        </a>
      );
    default:
      return displayValue(definition, field.name, row, lang);
  }
}
