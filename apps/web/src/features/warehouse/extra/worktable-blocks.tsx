import type { Worktable } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { formatDate, formatQuantity } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { can, useMe } from '../../session/index.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { extraKeys, receiveTransfer, worktableQuery } from './api/extra-api.ts';
import './extra.css';
import './texts.ts';

type Incoming = Worktable['incoming'][number];
type Awaiting = Worktable['awaiting'][number];

/** Positions awaiting receipt grouped by their application (in the order they came). */
function groupByApplication(rows: readonly Awaiting[]): [number, Awaiting[]][] {
  const groups = new Map<number, Awaiting[]>();
  for (const row of rows) groups.set(row.application_id, [...(groups.get(row.application_id) ?? []), row]);
  return [...groups];
}

/**
 * The storekeeper's worktable blocks (`GET warehouse/worktable`), for the `/warehouse/worktable`
 * page: incoming transfers (receive), application positions awaiting receipt (to the input act
 * form with the application chosen), returns due, open stocktakings. Each block shows its count
 * and at most 100 rows («and N more»).
 */
export function WorktableBlocks() {
  const { t } = useTranslation();
  const { data, error } = useQuery(worktableQuery());
  useWarehouseLive({ refresh: extraKeys.all });
  if (error) return <div className="wh-short">{error.message}</div>;
  if (!data) return <Skeleton active />;
  return (
    <div className="wh-blocks">
      <Block title={t('warehouseExtra.worktable.incoming')} count={data.badges.incoming} shown={data.incoming.length}>
        {data.incoming.map((a) => (
          <IncomingRow key={a.act_id} act={a} />
        ))}
      </Block>
      <Block title={t('warehouseExtra.worktable.awaiting')} count={data.badges.awaiting} shown={data.awaiting.length}>
        {groupByApplication(data.awaiting).map(([applicationId, positions]) => (
          <li key={applicationId}>
            <Link to={`/applications/${applicationId}`}>
              {t('warehouseExtra.worktable.application', { number: applicationId, name: positions[0].application_name })}
            </Link>
            <ul className="wh-positions">
              {positions.map((p) => (
                <li key={p.position_id}>
                  {p.name}:{' '}
                  <span className="wh-muted">
                    {t('warehouseExtra.worktable.receivedOf', {
                      received: formatQuantity(p.received),
                      quantity: `${formatQuantity(p.quantity)}${p.unit_name ? ` ${p.unit_name}` : ''}`,
                    })}
                    {p.project_name && ` · ${p.project_name}`}
                  </span>
                </li>
              ))}
            </ul>
            <Link to={`/warehouse/acts/input?application_id=${applicationId}`}>{t('warehouseExtra.worktable.receive')}</Link>
          </li>
        ))}
      </Block>
      <Block title={t('warehouseExtra.worktable.returns')} count={data.badges.returns_due} shown={data.returns_due.length}>
        {data.returns_due.map((h) => (
          <li key={h.holding_id}>
            <div>
              {h.user_name ?? '—'}: {h.nomenclature_name}
              {h.size && ` (${h.size})`} × {formatQuantity(h.quantity)}
            </div>
            <div className="wh-muted">
              {h.overdue ? (
                <Tag color="red">{t('warehouseExtra.worktable.overdue', { date: formatDate(h.return_date) })}</Tag>
              ) : (
                t('warehouseExtra.worktable.returnBy', { date: formatDate(h.return_date) })
              )}{' '}
              · <Link to={`/warehouse/acts/${h.act_id}`}>{h.act_number}</Link>
            </div>
          </li>
        ))}
      </Block>
      <Block title={t('warehouseExtra.worktable.counts')} count={data.badges.counts} shown={data.counts.length}>
        {data.counts.map((c) => (
          <li key={c.id}>
            <Link to={`/warehouse/control/${c.id}`}>{c.number}</Link> · {c.storage_name}
            <div className="wh-muted">
              {t('warehouseExtra.control.countedOfTotal', { counted: c.counted_count, total: c.lines_count })} · {formatDate(c.created_at)}
            </div>
          </li>
        ))}
      </Block>
    </div>
  );
}

function Block({ title, count, shown, children }: { title: string; count: number; shown: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={
        <span>
          {title} <Badge count={count} showZero color={count ? '#0958d9' : '#595959'} overflowCount={999} />
        </span>
      }
    >
      {shown === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('warehouseExtra.worktable.nothing')} />
      ) : (
        <div className="wh-block-body">
          <ul className="wh-block-list">
            {children}
            {count > shown && <li className="wh-muted">{t('warehouseExtra.worktable.more', { n: count - shown })}</li>}
          </ul>
        </div>
      )}
    </Card>
  );
}

function IncomingRow({ act }: { act: Incoming }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canEdit = can(useMe(), 'warehouse_edit');
  const receive = useMutation({
    mutationFn: () => receiveTransfer(act.act_id),
    onSuccess: () => {
      toast(0, t('warehouseExtra.worktable.received', { number: act.number }));
      void client.invalidateQueries({ queryKey: extraKeys.all });
    },
    onError: (e) => toast(1, isApiError(e) || e instanceof Error ? e.message : String(e)),
  });
  return (
    <li>
      <div>
        <Link to={`/warehouse/acts/${act.act_id}`}>{act.number}</Link> · {formatDate(act.date)}
      </div>
      <div className="wh-muted">
        {act.storage_name} → {act.target_storage_name} · {t('warehouseExtra.worktable.lines', { n: act.lines_count })}
        {act.who_add_name && ` · ${act.who_add_name}`}
      </div>
      {canEdit && (
        <Popconfirm
          title={t('warehouseExtra.worktable.receiveConfirm', { number: act.number, storage: act.target_storage_name })}
          okText={t('warehouseExtra.worktable.receiveOk')}
          cancelText={t('warehouseExtra.cancel')}
          onConfirm={() => receive.mutate()}
        >
          <Button size="small" type="primary" loading={receive.isPending}>
            {t('warehouseExtra.worktable.receiveTransfer')}
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}
