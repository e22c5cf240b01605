import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardContext } from '../../registry/index.ts';
import { basesKeys, createHouse, fetchHouses } from '../api/bases-api.ts';
import '../texts.ts';
import { AddModal } from './add-modal.tsx';

/** The base card's tab «Дома»: its houses (each opens its card with the rooms) and adding one. */
export function BaseHousesTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const houses = useQuery({ queryKey: basesKeys.houses(record.id), queryFn: () => fetchHouses(record.id) });
  if (!houses.data) return <Skeleton active />;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {canEdit && (
        <div>
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('bases.addHouse')}
          </Button>
        </div>
      )}
      {houses.data.length === 0 ? (
        <Empty description={t('bases.noHouses')} />
      ) : (
        <List
          bordered
          dataSource={houses.data}
          renderItem={(house) => (
            <List.Item>
              <List.Item.Meta
                title={<Link to={`/bases/houses/${house.id}`}>{house.name}</Link>}
                description={
                  <Typography.Text type="secondary">
                    {house.floors ? `${t('bases.floors')}: ${house.floors}` : ''}
                    {house.comment ? ` · ${house.comment}` : ''}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
      <AddModal
        open={adding}
        title={t('bases.addHouse')}
        nameLabel={t('bases.houseName')}
        numberLabel={t('bases.floors')}
        numberDefault={1}
        numberMax={100}
        onClose={() => setAdding(false)}
        save={async ({ name, amount }) => {
          await createHouse({ base_id: record.id, name, floors: amount });
          await client.invalidateQueries({ queryKey: basesKeys.houses(record.id) });
          await client.invalidateQueries({ queryKey: ['registry', 'base_houses'] });
        }}
      />
    </div>
  );
}
