import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field.tsx';
import { emptyRow, type FieldSchema, type FormValues } from './form-schema.ts';

/** Dynamic rows: each row has the sub-fields of the schema; required sub-fields are checked per row. */
export function FormRows({ field, control, disabled }: { field: FieldSchema; control: Control<FormValues>; disabled?: boolean }) {
  const { t } = useTranslation();
  const { fields: rows, append, remove } = useFieldArray({ control, name: field.name as never });
  const subFields = field.fields ?? [];
  return (
    <Form.Item label={field.label} required={field.required}>
      {rows.map((row, index) => (
        <fieldset
          key={row.id}
          aria-label={t('widgets.form.row', { n: index + 1 })}
          style={{ display: 'flex', gap: 8, alignItems: 'flex-start', border: 0, padding: 0, margin: 0, flexWrap: 'wrap' }}
        >
          {subFields.map((sub) => (
            <div key={sub.name} style={{ flex: '1 1 140px', minWidth: 0 }}>
              <FormField
                field={sub}
                name={`${field.name}.${index}.${sub.name}`}
                control={control}
                contextOf={(values) => ((values[field.name] as FormValues[] | undefined)?.[index] ?? {}) as FormValues}
              />
            </div>
          ))}
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('widgets.form.removeRow')}
            disabled={disabled}
            onClick={() => remove(index)}
            style={{ marginTop: subFields.some((s) => s.label) ? 30 : 0 }}
          />
        </fieldset>
      ))}
      <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => append(emptyRow(field) as never)}>
        {t('widgets.form.addRow')}
      </Button>
    </Form.Item>
  );
}
