import { FireOutlined, RetweetOutlined, StarFilled } from '@ant-design/icons';
import { Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import type { ApplicationListItem } from '../model/types.ts';
import { urgentBadge } from '../model/urgent.ts';
import { StatusTag } from './status-badge.tsx';

/** The list rows: virtualized (antd virtual table), so a long list keeps few rows in the DOM. */
export function ApplicationsTable({
  items,
  loading,
  readsUrgentReason = false,
}: {
  items: ApplicationListItem[];
  loading: boolean;
  /** registry_paid_sign (or snab_setPriority): the urgent badge shows its reason. */
  readsUrgentReason?: boolean;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<ApplicationListItem> = [
    {
      key: 'id',
      title: t('applications.col.id'),
      dataIndex: 'id',
      width: 90,
      render: (id: number) => <Link to={`/applications/${id}`}>{id}</Link>,
    },
    {
      key: 'name',
      title: t('applications.col.name'),
      width: 320,
      render: (_, r) => {
        const urgent = urgentBadge(r, readsUrgentReason);
        return (
          <span>
            {r.liked ? <StarFilled style={{ color: '#fadb14', marginRight: 4 }} /> : null}
            <Link to={`/applications/${r.id}`}>{r.name}</Link>
            {urgent.show ? (
              <Tooltip title={urgent.reason ?? undefined}>
                <Tag
                  color="red"
                  icon={<FireOutlined />}
                  style={{ marginLeft: 6 }}
                  data-testid="list-urgent-badge"
                  aria-label={urgent.reason ? `${t('applications.urgent')}: ${urgent.reason}` : undefined}
                >
                  {t('applications.urgent')}
                </Tag>
              </Tooltip>
            ) : null}
            {r.repeats ? (
              <Tag icon={<RetweetOutlined />} style={{ marginLeft: 6 }}>
                {t('applications.repeat')}
              </Tag>
            ) : null}
          </span>
        );
      },
    },
    { key: 'type', title: t('applications.col.type'), width: 150, render: (_, r) => r.type.label },
    {
      key: 'status',
      title: t('applications.col.status'),
      width: 190,
      render: (_, r) => <StatusTag code={r.status} label={r.status_name} />,
    },
    {
      key: 'sign',
      title: t('applications.col.sign'),
      width: 110,
      render: (_, r) => (
        <span data-testid="sign-progress">
          {t('applications.signProgress', { current: r.sign_process.current, total: r.sign_process.total })}
        </span>
      ),
    },
    { key: 'positions', title: t('applications.col.positions'), width: 90, dataIndex: 'snabs_count' },
    { key: 'date', title: t('applications.col.date'), width: 110, render: (_, r) => formatDate(r.date_add) },
    { key: 'author', title: t('applications.col.author'), width: 200, dataIndex: 'who_add_fio' },
  ];
  return (
    <Table<ApplicationListItem>
      rowKey="id"
      size="small"
      virtual
      scroll={{ x: 1260, y: 600 }}
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('applications.empty') }}
    />
  );
}
