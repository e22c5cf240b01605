import { ArrowLeftOutlined, CheckOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { EQUIPMENT_ACTS_CHANNEL, EQUIPMENT_ACTS_MODULE, type EquipmentActCard, type EquipmentActSignature } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime, formatNumber } from '../../../shared/format.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { FilesList, UploadMenu } from '../../../shared/widgets/attachments/index.ts';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { ActTag } from './act-tags.tsx';
import { actKeys, actPdfUrl, fetchAct, problemOf, signAct } from './acts-api.ts';
import './texts.ts';

/** `/tech/acts/:id`: the act's head, photos (its files), the two signatures with «Подписать», and the PDF. */
export function ActCardPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const act = useQuery({ queryKey: actKeys.card(id), queryFn: () => fetchAct(id), enabled: valid });
  const [confirm, confirmHolder] = useConfirmDialog();
  usePageTitle(act.data?.number ?? null, act.data?.equipment.label ?? null, t('equipmentActs.section.acts'));
  useObjectRoom(EQUIPMENT_ACTS_MODULE, valid ? id : 0, EQUIPMENT_ACTS_CHANNEL, () => {
    void client.invalidateQueries({ queryKey: actKeys.card(id) });
  });

  const back = (
    <Link to="/tech/acts">
      <ArrowLeftOutlined /> {t('equipmentActs.card.back')}
    </Link>
  );
  if (!valid || act.isError)
    return (
      <>
        {back}
        <Alert type="error" showIcon title={valid ? problemOf(act.error) : t('equipmentActs.loadFailed')} />
      </>
    );
  if (!act.data) return <Skeleton active />;
  const a: EquipmentActCard = act.data;

  const sign = async () => {
    if (!(await confirm({ title: t('equipmentActs.card.signConfirm', { number: a.number }) }))) return;
    try {
      client.setQueryData(actKeys.card(id), await signAct(id));
      toast(0, t('equipmentActs.card.signed'));
    } catch (error) {
      toast(1, problemOf(error));
    }
    await client.invalidateQueries({ queryKey: actKeys.all });
  };

  const columns: ColumnsType<EquipmentActSignature> = [
    { key: 'role', title: t('equipmentActs.col.kind'), render: (_, s) => t(`equipmentActs.card.role.${s.role}`) },
    { key: 'name', title: t('equipmentActs.col.holder'), render: (_, s) => s.name },
    {
      key: 'signed',
      title: t('equipmentActs.card.signedAt'),
      render: (_, s) =>
        s.signed_at ? formatDateTime(s.signed_at) : <Typography.Text type="secondary">{t('equipmentActs.card.notSigned')}</Typography.Text>,
    },
  ];

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      {back}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('equipmentActs.card.head')} {a.number}
        </Typography.Title>
        <Space wrap>
          {a.can_sign.length > 0 && (
            <Button type="primary" icon={<CheckOutlined />} onClick={() => void sign()}>
              {t('equipmentActs.card.sign')}
            </Button>
          )}
          <Button icon={<FilePdfOutlined />} href={actPdfUrl(a.id)} target="_blank" rel="noopener noreferrer">
            {t('equipmentActs.card.pdf')}
          </Button>
        </Space>
      </div>
      <Card size="small">
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('equipmentActs.col.kind')}>
            <ActTag of="kind" value={a.kind} />
          </Descriptions.Item>
          <Descriptions.Item label={t('equipmentActs.col.state')}>
            <ActTag of="state" value={a.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t('equipmentActs.col.date')}>{formatDate(a.date)}</Descriptions.Item>
          <Descriptions.Item label={t('equipmentActs.col.equipment')}>
            <Link to={`/tech/equipment/${a.equipment.value}`}>{a.equipment.label}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t(a.kind === 'output' ? 'equipmentActs.field.holder' : 'equipmentActs.field.returnedBy')}>
            {a.holder.name}
            {a.representative ? ` — ${a.representative}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('equipmentActs.col.condition')}>
            <Space wrap size={4}>
              <ActTag of="condition" value={a.condition} />
              {a.condition_comment}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('equipmentActs.col.odometer')}>
            {a.odometer === null ? '—' : formatNumber(a.odometer, 0)}
          </Descriptions.Item>
          <Descriptions.Item label={t('equipmentActs.card.author')}>
            {a.who_add_fio ?? ''}, {formatDateTime(a.date_add)}
          </Descriptions.Item>
          {a.comment && <Descriptions.Item label={t('equipmentActs.card.comment')}>{a.comment}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card
        size="small"
        title={t('equipmentActs.card.photos')}
        extra={
          a.can_edit_photos && (
            <UploadMenu module={EQUIPMENT_ACTS_MODULE} objectId={a.id} variants={['device']} filter="image">
              <Button size="small" icon={<PlusOutlined />}>
                {t('equipmentActs.card.addPhotos')}
              </Button>
            </UploadMenu>
          )
        }
      >
        <FilesList module={EQUIPMENT_ACTS_MODULE} objectId={a.id} hasRights={a.can_edit_photos} />
      </Card>
      <Card size="small" title={t('equipmentActs.card.signatures')}>
        <Table<EquipmentActSignature>
          rowKey="role"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={a.signatures}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </div>
  );
}
