import type { RegistryDefinition } from '@app/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { fieldGroups } from '../model/groups.ts';
import type { RegistryRow } from '../model/row.ts';
import { CellValue } from './cell-value.tsx';

/** The card's fields in the definition's groups, read-only, with who created the record and when. */
export function CardFields({ definition, row }: { definition: RegistryDefinition; row: RegistryRow }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  return (
    <>
      {/* A secret field the server left out (no right to it) is not shown at all. */}
      {fieldGroups(definition, (field) => !field.secret || field.name in row).map((group) => (
        <Descriptions
          key={group.label?.en ?? 'main'}
          title={group.label?.[lang] ?? t('registry.main')}
          size="small"
          bordered
          column={{ xs: 1, sm: 1, md: 2 }}
          style={{ marginBottom: 16 }}
          items={group.fields.map((field) => ({
            key: field.name,
            label: field.label[lang],
            children: <CellValue definition={definition} field={field} row={row} lang={lang} />,
          }))}
        />
      ))}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'who', label: t('registry.author'), children: row.who_add_name ?? '—' },
          { key: 'add', label: t('registry.dateAdd'), children: formatDateTime(row.date_add) },
          { key: 'edit', label: t('registry.dateEdit'), children: row.date_edit ? formatDateTime(row.date_edit) : '—' },
        ]}
      />
    </>
  );
}
