import type { CafeOrder } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Segmented, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { cateringKeys, errorText, queueQuery, setCafeStatus } from '../api/catering-api.ts';
import { useCateringLive } from '../api/use-catering-live.ts';
import { CafeOrderCard } from '../components/cafe-status.tsx';
import '../texts.ts';
import { CutoffSettings } from './kitchen-page.tsx';

/** `/cafe/queue` (cafe_manage): open orders oldest first, live; ready → issued; the cafe's hours. */
export function CafeQueuePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [all, setAll] = useState(false);
  const queue = useQuery(queueQuery(all));
  useCateringLive();
  const move = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'ready' | 'issued' | 'cancelled' }) => setCafeStatus(id, status),
    onSuccess: () => void client.invalidateQueries({ queryKey: cateringKeys.all }),
    onError: (e) => toast(1, errorText(e)),
  });
  const actions = (o: CafeOrder) => (
    <Space wrap style={{ marginTop: 8 }}>
      {o.status === 'accepted' && (
        <Button type="primary" size="small" onClick={() => move.mutate({ id: o.id, status: 'ready' })}>
          {t('catering.ready')}
        </Button>
      )}
      {o.status === 'ready' && (
        <Button type="primary" size="small" onClick={() => move.mutate({ id: o.id, status: 'issued' })}>
          {t('catering.issue')}
        </Button>
      )}
      {(o.status === 'accepted' || o.status === 'ready') && (
        <Button danger size="small" onClick={() => move.mutate({ id: o.id, status: 'cancelled' })}>
          {t('catering.cancel')}
        </Button>
      )}
    </Space>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('catering.nav.queue')}</h1>}
        extra={
          <Segmented
            value={all ? 'all' : 'open'}
            onChange={(v) => setAll(v === 'all')}
            options={[
              { value: 'open', label: t('catering.onlyOpen') },
              { value: 'all', label: t('catering.todayAll') },
            ]}
          />
        }
      >
        {queue.isPending && <Spin aria-label={t('catering.loading')} />}
        {queue.isError && errorText(queue.error)}
        {queue.data?.length === 0 && <Empty description={t('catering.queueEmpty')} />}
        {queue.data?.map((o) => (
          <CafeOrderCard key={o.id} order={o} who actions={actions(o)} />
        ))}
      </Card>
      <CutoffSettings cafe />
    </Space>
  );
}
