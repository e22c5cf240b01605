import type { Count, CountLine } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { formatDateTime, formatQuantity } from '../../../shared/format.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { ConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { can, useMe } from '../../session/index.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { closeCount, countQuery, extraKeys, patchCountLines, scanCount } from './api/extra-api.ts';
import { CountSheet } from './components/count-sheet.tsx';
import { type ScanFeedback, ScannerInput } from './components/scanner-input.tsx';
import { useFocusableScroll } from './components/use-focusable-scroll.ts';
import { changedDrafts, type Drafts, type SheetFilter, summarize } from './model/count-sheet.ts';
import './extra.css';
import './texts.ts';

const errorText = (e: unknown): string => (isApiError(e) || e instanceof Error ? e.message : String(e));

/**
 * `/warehouse/control/{id}`: the count sheet of a stocktaking. A scanner (keyboard wedge) adds one
 * per scanned code; counted quantities are typed in place and saved together; Close asks first
 * (uncounted lines: keep as expected or count as 0), then posts the correction act of the
 * differences and links to it.
 */
export function ControlPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const client = useQueryClient();
  const me = useMe();
  const canEdit = can(me, 'warehouse_edit');
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, error } = useQuery({ ...countQuery(id), enabled: valid });
  const [drafts, setDrafts] = useState<Drafts>({});
  const [filter, setFilter] = useState<SheetFilter>('all');
  const [highlight, setHighlight] = useState<number | null>(null);
  const [closing, setClosing] = useState(false);
  const [zeroUncounted, setZeroUncounted] = useState(false);
  useWarehouseLive({ refresh: extraKeys.all });
  usePageTitle(data?.number ?? null, data?.storage_name ?? null, t('warehouseExtra.control.title'));
  const scrollRef = useFocusableScroll<HTMLDivElement>();

  const putLine = (line: CountLine) =>
    client.setQueryData<Count>(extraKeys.count(id), (old) => {
      if (!old) return old;
      const exists = old.lines.some((l) => l.id === line.id);
      return { ...old, lines: exists ? old.lines.map((l) => (l.id === line.id ? line : l)) : [line, ...old.lines] };
    });

  const save = useMutation({
    mutationFn: (lines: { id: number; counted: number | null }[]) => patchCountLines(id, lines),
    onSuccess: (count) => {
      client.setQueryData(extraKeys.count(id), count);
      setDrafts({});
      toast(0, t('warehouseExtra.control.saved'));
    },
    onError: (e) => toast(1, errorText(e)),
  });

  const close = useMutation({
    mutationFn: async () => {
      const pending = data ? changedDrafts(data.lines, drafts) : [];
      if (pending.length) await patchCountLines(id, pending);
      return closeCount(id, zeroUncounted);
    },
    onSuccess: () => {
      setDrafts({});
      setClosing(false);
      toast(0, t('warehouseExtra.control.closedToast'));
      void client.invalidateQueries({ queryKey: extraKeys.all });
    },
    onError: (e) => toast(1, errorText(e)),
  });

  if (!valid || (error && isApiError(error) && error.status === 404)) {
    return (
      <Result
        status="404"
        title={t('warehouseExtra.control.notFound')}
        extra={<Link to="/warehouse/control">{t('warehouseExtra.control.backToList')}</Link>}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <div className="wh-extra" ref={scrollRef}>
        <Typography.Title level={4}>{t('warehouseExtra.control.title')}</Typography.Title>
        {error ? <Alert type="error" title={errorText(error)} /> : <Skeleton active />}
      </div>
    );
  }

  const open = data.state === 'open';
  const editable = open && canEdit;
  const pending = changedDrafts(data.lines, drafts);
  const summary = summarize(data.lines, drafts);

  const onScan = async (code: string): Promise<ScanFeedback> => {
    const { line, added } = await scanCount(id, code);
    putLine(line);
    setDrafts((d) => {
      if (!Object.hasOwn(d, line.id)) return d;
      const { [line.id]: _dropped, ...rest } = d;
      return rest;
    });
    setHighlight(line.id);
    const counted = formatQuantity(line.counted ?? 0);
    return {
      ok: true,
      message: added
        ? t('warehouseExtra.scan.added', { name: line.nomenclature_name, counted })
        : t('warehouseExtra.scan.counted', { name: line.nomenclature_name, counted, expected: formatQuantity(line.expected) }),
    };
  };

  return (
    <div className="wh-extra" ref={scrollRef}>
      <div className="wh-extra-head">
        <Link to="/warehouse/control">← {t('warehouseExtra.control.backToList')}</Link>
      </div>
      <div className="wh-extra-head">
        <Typography.Title level={4}>
          {t('warehouseExtra.control.cardTitle', { number: data.number, storage: data.storage_name })}
        </Typography.Title>
        <Tag color={open ? 'blue' : 'default'}>{t(`warehouseExtra.control.state.${data.state}`)}</Tag>
      </div>
      <div className="wh-totals wh-muted">
        <span>{t('warehouseExtra.control.started', { date: formatDateTime(data.created_at), name: data.created_by_name ?? '—' })}</span>
        {data.closed_at && (
          <span>{t('warehouseExtra.control.closedAt', { date: formatDateTime(data.closed_at), name: data.closed_by_name ?? '—' })}</span>
        )}
        {data.comment && <span>{data.comment}</span>}
      </div>
      {!open && (
        <Alert
          type="info"
          title={
            data.act_id ? (
              <span>
                {t('warehouseExtra.control.actWritten')}{' '}
                <Link to={`/warehouse/acts/${data.act_id}`}>{data.act_number ?? `#${data.act_id}`}</Link>
              </span>
            ) : (
              t('warehouseExtra.control.noDifferences')
            )
          }
        />
      )}
      {editable && (
        <div style={{ maxWidth: 520 }}>
          <ScannerInput onScan={onScan} describeError={errorText} />
        </div>
      )}
      {editable && (
        <Space wrap>
          <Button disabled={!pending.length} loading={save.isPending} onClick={() => save.mutate(pending)}>
            {t('warehouseExtra.control.save', { n: pending.length })}
          </Button>
          <Button type="primary" onClick={() => setClosing(true)}>
            {t('warehouseExtra.control.close')}
          </Button>
        </Space>
      )}
      <CountSheet
        lines={data.lines}
        drafts={drafts}
        editable={editable}
        onDraft={(lineId, counted) => setDrafts((d) => ({ ...d, [lineId]: counted }))}
        filter={filter}
        onFilter={setFilter}
        highlightId={highlight}
      />
      <ConfirmDialog
        open={closing}
        title={t('warehouseExtra.control.closeTitle', { number: data.number })}
        okText={t('warehouseExtra.control.closeOk')}
        confirmLoading={close.isPending}
        onOk={() => close.mutate()}
        onCancel={() => setClosing(false)}
      >
        <p>{t('warehouseExtra.control.closeText', { short: summary.short, surplus: summary.surplus, uncounted: summary.uncounted })}</p>
        {summary.uncounted > 0 && (
          <Checkbox checked={zeroUncounted} onChange={(e) => setZeroUncounted(e.target.checked)}>
            {t('warehouseExtra.control.zeroUncounted')}
          </Checkbox>
        )}
        {pending.length > 0 && <p className="wh-muted">{t('warehouseExtra.control.unsavedWillSave', { n: pending.length })}</p>}
      </ConfirmDialog>
    </div>
  );
}
