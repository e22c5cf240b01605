import type { BaseRoom } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Autocomplete, type OptionValue } from '../../../shared/widgets/remote-select/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { basesKeys, createRoom, fetchRooms, setResidents } from '../api/bases-api.ts';
import '../texts.ts';
import { AddModal } from './add-modal.tsx';
import { errorText } from './error-text.ts';

/** One room: its places, who lives there (move out), and a picker to move someone in. */
function RoomCard({ room, houseId, canEdit }: { room: BaseRoom; houseId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The picker starts empty again after each change (a new one is mounted).
  const [picker, setPicker] = useState(0);
  const save = async (ids: number[]) => {
    setSaving(true);
    try {
      await setResidents(room.id, ids);
      setError(null);
      await client.invalidateQueries({ queryKey: basesKeys.rooms(houseId) });
    } catch (e) {
      setError(errorText(e, t('common.error')));
    } finally {
      setSaving(false);
      setPicker((n) => n + 1);
    }
  };
  const ids = room.places_array.map((p) => p.user_id);
  return (
    <Card
      size="small"
      data-testid={`room-${room.number}`}
      title={t('bases.room', { number: room.number })}
      extra={
        <Space size={4}>
          <Tag color={room.free > 0 ? 'green' : 'red'}>{room.free > 0 ? t('bases.free', { free: room.free }) : t('bases.full')}</Tag>
          {/* The room's card: its fields, files, chat and the history of its residents. */}
          <Link to={`/bases/rooms/${room.id}`}>{t('bases.open')}</Link>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('bases.places', { max: room.max_places, taken: room.taken, free: room.free })}</Typography.Text>
        {room.comment && <Typography.Text type="secondary">{room.comment}</Typography.Text>}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {room.places_array.length === 0 && <Typography.Text type="secondary">{t('bases.nobody')}</Typography.Text>}
          {room.places_array.map((p) => (
            <Tag
              key={p.user_id}
              closable={canEdit && !saving}
              closeIcon={canEdit ? undefined : false}
              onClose={(e) => {
                e.preventDefault();
                void save(ids.filter((id) => id !== p.user_id));
              }}
              aria-label={p.fio}
            >
              {p.fio}
            </Tag>
          ))}
        </div>
        {canEdit && (
          <Autocomplete
            key={picker}
            url="autocomplete/users"
            value={null}
            disabled={saving}
            aria-label={t('bases.settle')}
            placeholder={`${t('bases.settle')}: ${t('bases.residentPlaceholder').toLowerCase()}`}
            style={{ width: '100%' }}
            onChange={(v: OptionValue | OptionValue[] | null) => {
              const id = Number(Array.isArray(v) ? v[0] : v);
              if (id && !ids.includes(id)) void save([...ids, id]);
            }}
          />
        )}
        {error && <Alert type="error" showIcon message={error} role="alert" />}
      </Space>
    </Card>
  );
}

/** The house card's tab «Комнаты»: rooms with max / taken / free places and their residents. */
export function HouseRoomsTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const rooms = useQuery({ queryKey: basesKeys.rooms(record.id), queryFn: () => fetchRooms(record.id) });
  if (!rooms.data) return <Skeleton active />;
  const { data } = rooms;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text strong>{t('bases.total', { max: data.max_places, taken: data.taken, free: data.free })}</Typography.Text>
        {canEdit && (
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('bases.addRoom')}
          </Button>
        )}
      </div>
      {data.rooms.length === 0 ? (
        <Empty description={t('bases.noRooms')} />
      ) : (
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
          {data.rooms.map((room) => (
            <RoomCard key={room.id} room={room} houseId={record.id} canEdit={canEdit} />
          ))}
        </div>
      )}
      <AddModal
        open={adding}
        title={t('bases.addRoom')}
        nameLabel={t('bases.roomNumber')}
        numberLabel={t('bases.maxPlaces')}
        numberDefault={2}
        numberMax={50}
        onClose={() => setAdding(false)}
        save={async ({ name, amount }) => {
          await createRoom({ house_id: record.id, number: name, max_places: amount });
          await client.invalidateQueries({ queryKey: basesKeys.rooms(record.id) });
          await client.invalidateQueries({ queryKey: ['registry', 'base_rooms'] });
        }}
      />
    </div>
  );
}
