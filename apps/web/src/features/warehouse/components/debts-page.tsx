import { RollbackOutlined } from '@ant-design/icons';
import type { HoldingRow } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatQuantity } from '../../../shared/format.ts';
import { Autocomplete } from '../../../shared/widgets/remote-select/index.ts';
import { can, useMe } from '../../session/index.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { debtsQuery } from '../api/warehouse-api.ts';
import { heldOf } from './return-act-page.tsx';
import '../texts.ts';
import './warehouse.css';

/**
 * `/warehouse/debts`: what each person holds (issued, not yet returned), overdue return dates
 * highlighted. warehouse_view users see everyone's and filter by person; others their own.
 */
export function DebtsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const viewer = can(me, 'warehouse_view');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const person = viewer ? params.get('user_id') : 'me';
  const overdue = params.get('overdue') === '1';
  useWarehouseLive();
  const query: Record<string, string> = { ...(person ? { user_id: person } : {}), ...(overdue ? { overdue: '1' } : {}) };
  const debts = useQuery({ ...debtsQuery(query), placeholderData: keepPreviousData });
  const set = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const rows = (debts.data ?? []).filter((h) => heldOf(h) > 0);
  const personName = person && person !== 'me' ? debts.data?.find((h) => String(h.user_id) === person)?.user_name : undefined;
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{viewer ? t('warehouse.debts') : t('warehouse.myDebts')}</h1>}>
      <Space wrap style={{ marginBottom: 12 }}>
        {viewer && (
          <Autocomplete
            // The person of the address is named once their rows are known (the select reads its labels on mount).
            key={personName ? 'named' : 'plain'}
            initialOptions={personName ? [{ value: Number(person), label: personName }] : undefined}
            url="autocomplete/users"
            aria-label={t('warehouse.person')}
            placeholder={t('warehouse.person')}
            style={{ width: 240 }}
            value={person && person !== 'me' ? Number(person) : null}
            onChange={(v) => set('user_id', v === null ? null : String(v))}
          />
        )}
        <Space>
          <Switch id="debts-overdue" checked={overdue} onChange={(v) => set('overdue', v ? '1' : null)} />
          <label htmlFor="debts-overdue">{t('warehouse.onlyOverdue')}</label>
        </Space>
        {viewer && can(me, 'warehouse_edit') && person && person !== 'me' && (
          <Button icon={<RollbackOutlined />} onClick={() => navigate(`/warehouse/acts/return?recipient=${person}`)}>
            {t('warehouse.returnAct')}
          </Button>
        )}
      </Space>
      <Table<HoldingRow>
        size="small"
        rowKey="id"
        loading={debts.isFetching}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, showSizeChanger: false, size: 'small', hideOnSinglePage: true }}
        locale={{ emptyText: debts.isPending ? t('warehouse.loading') : <Empty description={t('warehouse.noDebts')} /> }}
        rowClassName={(h) => (h.overdue ? 'warehouse-overdue' : '')}
        columns={[
          ...(viewer
            ? [
                {
                  key: 'person',
                  title: t('warehouse.person'),
                  render: (_: unknown, h: HoldingRow) => [h.user_name, h.project_name].filter(Boolean).join(', '),
                },
              ]
            : []),
          { key: 'name', title: t('warehouse.item'), render: (_, h) => h.nomenclature_name },
          { key: 'serial', title: t('warehouse.serial'), render: (_, h) => h.serial },
          { key: 'size', title: t('warehouse.size'), render: (_, h) => h.size ?? '' },
          {
            key: 'act',
            title: t('warehouse.act'),
            render: (_, h) => <Link to={`/warehouse/acts/${h.act_id}`}>{h.act_number}</Link>,
          },
          { key: 'issued', title: t('warehouse.issuedAt'), render: (_, h) => formatDate(h.issued_at) },
          {
            key: 'left',
            title: t('warehouse.left'),
            align: 'right',
            render: (_, h) => `${formatQuantity(heldOf(h))} ${h.unit_name ?? ''}`.trim(),
          },
          {
            key: 'return',
            title: t('warehouse.returnDate'),
            render: (_, h) =>
              h.return_date ? (
                <Space size={4}>
                  {formatDate(h.return_date)}
                  {h.overdue && <Tag color="red">{t('warehouse.overdue')}</Tag>}
                </Space>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
