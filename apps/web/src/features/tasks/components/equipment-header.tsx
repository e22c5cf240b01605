import { CameraOutlined, CarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Descriptions, Popover, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format.ts';
import { CopyButton } from '../../../shared/widgets/copy-button/index.ts';
import { equipmentQuery } from '../api/misc.ts';
import type { Equipment } from '../model/types.ts';

/** The equipment hover card: id, photo, status, mileage in km, location, organization, tenant, drivers, VIN with copy. */
export function EquipmentDetails({ eq }: { eq: Equipment }) {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 380 }} className="tasks-equipment-card">
      {eq.photo && <img src={eq.photo} alt="" style={{ maxWidth: '100%', borderRadius: 6, marginBottom: 8 }} />}
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="ID">{eq.id}</Descriptions.Item>
        <Descriptions.Item label={t('tasks.equipment.status')}>{eq.status}</Descriptions.Item>
        <Descriptions.Item label={t('tasks.equipment.run')}>
          <Space>
            {t('tasks.equipment.km', { value: formatNumber(eq.run ?? 0, 0) })}
            {eq.run_photo && (
              <Tag icon={<CameraOutlined />} color="blue">
                {t('tasks.equipment.withPhoto')}
              </Tag>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('tasks.equipment.location')}>{eq.location}</Descriptions.Item>
        <Descriptions.Item label={t('tasks.equipment.organization')}>{eq.organization}</Descriptions.Item>
        <Descriptions.Item label={t('tasks.equipment.tenant')}>{eq.tenant ?? '—'}</Descriptions.Item>
        {eq.s_n && (
          <Descriptions.Item label={t('tasks.equipment.vin')}>
            <Space size={4}>
              <Typography.Text code>{eq.s_n}</Typography.Text>
              <CopyButton text={eq.s_n} size="small" type="text" />
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>
      {eq.drivers.length > 0 && (
        <>
          <Typography.Text strong>{t('tasks.equipment.drivers')}</Typography.Text>
          {eq.drivers.map((d) => (
            <div key={d.user_id ?? d.fio} style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 4 }}>
              <Avatar size="small" src={d.avatar ?? undefined} alt={d.fio}>
                {d.fio.slice(0, 1)}
              </Avatar>
              <div>
                <div>{d.fio}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[d.post, d.status_name, d.contacts].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
            </div>
          ))}
        </>
      )}
    </div>
  );
}

/** Equipment link (the registry's card `/tech/equipment/:id`, new tab) with the hover card. */
export function EquipmentHeader({ equipmentId }: { equipmentId: number }) {
  const { data } = useQuery(equipmentQuery(equipmentId));
  if (!data) return null;
  return (
    <Popover content={<EquipmentDetails eq={data} />} mouseEnterDelay={0.5}>
      <a href={`/tech/equipment/${data.id}`} target="_blank" rel="noreferrer" className="tasks-equipment-link">
        <CarOutlined /> {data.equipment.label}
      </a>
    </Popover>
  );
}
