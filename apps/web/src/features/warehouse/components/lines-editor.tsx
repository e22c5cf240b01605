import { DeleteOutlined } from '@ant-design/icons';
import { CLOTHES_SIZES } from '@app/contracts';
import { AutoComplete, Button, DatePicker, Empty, Input, InputNumber, Table, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../shared/format.ts';
import type { DraftError, LineDraft } from '../model/act-lines.ts';
import '../texts.ts';

export type LinesVariant = 'stock' | 'clothes' | 'input' | 'return';

/**
 * The positions of an act being drawn up: quantity (at most what `max` allows), and per kind the
 * clothes' size / wear period / return date or the receipt's price, batch and serial.
 */
export function LinesEditor({
  lines,
  onChange,
  errors,
  variant,
}: {
  lines: readonly LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  errors: Record<string, DraftError>;
  variant: LinesVariant;
}) {
  const { t } = useTranslation();
  const patch = (key: string, values: Partial<LineDraft>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...values } : l)));
  const errorOf = (line: LineDraft) => {
    const e = errors[line.key];
    return e ? t(`warehouse.${e.key}`, e.values) : null;
  };
  const text = (field: 'batch' | 'serial', label: string): NonNullable<TableProps<LineDraft>['columns']>[number] => ({
    key: field,
    title: label,
    width: 140,
    render: (_, l) => (
      <Input
        aria-label={`${label}: ${l.name}`}
        value={l[field]}
        maxLength={100}
        onChange={(e) => patch(l.key, { [field]: e.target.value })}
      />
    ),
  });

  const columns: TableProps<LineDraft>['columns'] = [
    {
      key: 'name',
      title: t('warehouse.item'),
      render: (_, l) => (
        <>
          <div>{l.name}</div>
          {variant !== 'input' && (l.batch || l.serial) && (
            <div style={{ fontSize: 12, opacity: 0.75 }}>{[l.batch, l.serial].filter(Boolean).join(' · ')}</div>
          )}
        </>
      ),
    },
    ...(variant === 'input' ? [text('batch', t('warehouse.batch')), text('serial', t('warehouse.serial'))] : []),
    {
      key: 'quantity',
      title: t('warehouse.quantity'),
      width: 170,
      render: (_, l) => {
        const error = errorOf(l);
        return (
          <>
            <InputNumber<number>
              aria-label={`${t('warehouse.quantity')}: ${l.name}`}
              aria-invalid={!!error}
              status={error ? 'error' : undefined}
              min={0}
              max={l.max}
              step={1}
              value={l.quantity}
              style={{ width: '100%' }}
              decimalSeparator=","
              onChange={(v) => patch(l.key, { quantity: v ?? null })}
            />
            {l.max !== undefined && (
              <div style={{ fontSize: 12, opacity: 0.75 }}>
                {t('warehouse.available')}: {formatQuantity(l.max)} {l.unit_name ?? ''}
              </div>
            )}
            {error && (
              <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
                {error}
              </Typography.Text>
            )}
          </>
        );
      },
    },
    ...(variant === 'input'
      ? [
          {
            key: 'cost',
            title: t('warehouse.cost'),
            width: 150,
            render: (_: unknown, l: LineDraft) => (
              <InputNumber<number>
                aria-label={`${t('warehouse.cost')}: ${l.name}`}
                min={0}
                precision={2}
                decimalSeparator=","
                value={l.cost ?? null}
                style={{ width: '100%' }}
                onChange={(v) => patch(l.key, { cost: v ?? null })}
              />
            ),
          },
        ]
      : [{ key: 'cost', title: t('warehouse.cost'), align: 'right' as const, render: (_: unknown, l: LineDraft) => formatMoney(l.cost) }]),
    ...(variant === 'clothes'
      ? [
          {
            key: 'size',
            title: t('warehouse.size'),
            width: 110,
            render: (_: unknown, l: LineDraft) => (
              <AutoComplete
                aria-label={`${t('warehouse.size')}: ${l.name}`}
                value={l.size ?? ''}
                options={CLOTHES_SIZES.map((s) => ({ value: s }))}
                style={{ width: '100%' }}
                maxLength={20}
                onChange={(v) => patch(l.key, { size: String(v ?? '') })}
              />
            ),
          },
          {
            key: 'wear_months',
            title: t('warehouse.wearMonths'),
            width: 120,
            render: (_: unknown, l: LineDraft) => (
              <InputNumber<number>
                aria-label={`${t('warehouse.wearMonths')}: ${l.name}`}
                min={1}
                max={120}
                precision={0}
                value={l.wear_months ?? null}
                style={{ width: '100%' }}
                onChange={(v) =>
                  patch(l.key, { wear_months: v ?? null, return_date: v ? dayjs().add(v, 'month').format('YYYY-MM-DD') : l.return_date })
                }
              />
            ),
          },
          {
            key: 'return_date',
            title: t('warehouse.returnDate'),
            width: 150,
            render: (_: unknown, l: LineDraft) => (
              <DatePicker
                aria-label={`${t('warehouse.returnDate')}: ${l.name}`}
                format="DD.MM.YYYY"
                value={l.return_date ? dayjs(l.return_date) : null}
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                onChange={(d) => patch(l.key, { return_date: d ? d.format('YYYY-MM-DD') : null })}
              />
            ),
          },
        ]
      : []),
    {
      key: 'remove',
      title: '',
      width: 48,
      render: (_, l) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('warehouse.remove')}: ${l.name}`}
          onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
        />
      ),
    },
  ];
  // No lines: the empty state alone. An empty table would either scroll with nothing to focus (axe
  // scrollable-region-focusable) or, unscrolled, push its columns past a 360 px page.
  if (!lines.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warehouse.noLinesYet')} />;
  return (
    <Table<LineDraft>
      size="small"
      rowKey="key"
      dataSource={[...lines]}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
