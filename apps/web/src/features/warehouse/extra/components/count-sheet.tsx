import type { CountLine } from '@app/contracts';
import { Segmented, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '../../../../shared/format.ts';
import { NumberInput } from '../../../../shared/widgets/number-input/index.ts';
import {
  countedOf,
  type DifferenceKind,
  type Drafts,
  differenceKind,
  differenceOf,
  filterLines,
  type SheetFilter,
  summarize,
} from '../model/count-sheet.ts';
import { signedQuantity } from '../model/format.ts';
import '../texts.ts';

export interface CountSheetProps {
  lines: readonly CountLine[];
  drafts: Drafts;
  /** Counted quantities may be typed (an open stocktaking and the edit permit). */
  editable: boolean;
  onDraft: (lineId: number, counted: number | null) => void;
  filter: SheetFilter;
  onFilter: (filter: SheetFilter) => void;
  /** The line a scan just changed: shown first on its page and marked. */
  highlightId?: number | null;
}

const ROW_CLASS: Record<DifferenceKind, string> = { short: 'wh-row-short', surplus: 'wh-row-surplus', equal: '', uncounted: '' };

/** The difference cell: sign, number and a word (colour is never the only sign). */
export function DifferenceCell({ difference }: { difference: number | null }) {
  const { t } = useTranslation();
  const kind = differenceKind(difference);
  if (kind === 'uncounted') return <span className="wh-muted">{t('warehouseExtra.control.notCounted')}</span>;
  if (kind === 'equal') return <span className="wh-muted">{t('warehouseExtra.control.equal')}</span>;
  return (
    <span className={kind === 'short' ? 'wh-short' : 'wh-surplus'} data-kind={kind}>
      {signedQuantity(difference ?? 0)} {t(`warehouseExtra.control.${kind}`)}
    </span>
  );
}

/**
 * The count sheet of a stocktaking: expected and counted quantities per stock line, the counted
 * one typed in place, the difference (counted − expected) marked as a shortage or a surplus (row
 * tint, sign and word), a filter (all / differences / not counted) and the summary.
 */
export function CountSheet({ lines, drafts, editable, onDraft, filter, onFilter, highlightId }: CountSheetProps) {
  const { t } = useTranslation();
  const shown = useMemo(() => {
    const rows = filterLines(lines, filter, drafts);
    if (!highlightId) return rows;
    const at = rows.findIndex((r) => r.id === highlightId);
    return at > 0 ? [rows[at], ...rows.slice(0, at), ...rows.slice(at + 1)] : rows;
  }, [lines, filter, drafts, highlightId]);
  const summary = useMemo(() => summarize(lines, drafts), [lines, drafts]);

  const columns: TableColumnsType<CountLine> = [
    {
      key: 'name',
      title: t('warehouseExtra.col.item'),
      render: (_, l) => (
        <div>
          <div>{l.nomenclature_name}</div>
          <div className="wh-muted" style={{ fontSize: 12 }}>
            {[l.article, l.batch && `${t('warehouseExtra.col.batch')} ${l.batch}`, l.serial && `S/N ${l.serial}`]
              .filter(Boolean)
              .join(' · ')}
          </div>
        </div>
      ),
    },
    { key: 'storage', title: t('warehouseExtra.col.storage'), dataIndex: 'storage_name', responsive: ['md'] },
    {
      key: 'expected',
      title: t('warehouseExtra.control.expected'),
      align: 'right',
      render: (_, l) => `${formatQuantity(l.expected)}${l.unit_name ? ` ${l.unit_name}` : ''}`,
    },
    {
      key: 'counted',
      title: t('warehouseExtra.control.counted'),
      width: 110,
      render: (_, l) =>
        editable ? (
          <NumberInput
            decimals
            decimalLimit={3}
            min={0}
            max={1_000_000_000}
            value={countedOf(l, drafts)}
            onChange={(v) => onDraft(l.id, v)}
            aria-label={t('warehouseExtra.control.countedOf', { name: l.nomenclature_name })}
            style={{ width: 96 }}
          />
        ) : (
          formatQuantity(countedOf(l, drafts))
        ),
    },
    {
      key: 'difference',
      title: t('warehouseExtra.control.difference'),
      render: (_, l) => <DifferenceCell difference={differenceOf(l, drafts)} />,
    },
  ];

  return (
    <div className="wh-count-sheet" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div className="wh-extra-head">
        <Segmented<SheetFilter>
          value={filter}
          onChange={onFilter}
          aria-label={t('warehouseExtra.control.show')}
          options={[
            { value: 'all', label: t('warehouseExtra.control.filterAll', { n: summary.lines }) },
            { value: 'differences', label: t('warehouseExtra.control.filterDifferences', { n: summary.short + summary.surplus }) },
            { value: 'uncounted', label: t('warehouseExtra.control.filterUncounted', { n: summary.uncounted }) },
          ]}
        />
      </div>
      <div className="wh-totals" data-testid="count-summary">
        <span>{t('warehouseExtra.control.countedOfTotal', { counted: summary.counted, total: summary.lines })}</span>
        <span className={summary.short ? 'wh-short' : undefined}>{t('warehouseExtra.control.shortCount', { n: summary.short })}</span>
        <span className={summary.surplus ? 'wh-surplus' : undefined}>
          {t('warehouseExtra.control.surplusCount', { n: summary.surplus })}
        </span>
        {summary.sum !== 0 && <span>{t('warehouseExtra.control.differenceSum', { sum: formatMoney(summary.sum) })}</span>}
      </div>
      <Table<CountLine>
        size="small"
        rowKey="id"
        dataSource={shown}
        columns={columns}
        // No forced width: at 360 px the name wraps and the counted field stays on screen.
        tableLayout="auto"
        pagination={shown.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        rowClassName={(l) => `${ROW_CLASS[differenceKind(differenceOf(l, drafts))]}${l.id === highlightId ? ' wh-row-scanned' : ''}`}
        locale={{ emptyText: filter === 'all' ? t('warehouseExtra.control.noLines') : t('warehouseExtra.control.nothingFiltered') }}
      />
    </div>
  );
}
