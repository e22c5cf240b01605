import { BellOutlined } from '@ant-design/icons';
import { CHANNELS, type NotificationEvent } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/index.ts';
import { subscribe } from '../../shared/realtime/index.ts';

const KEY = ['notifications', 'count'] as const;
/** Above this the badge reads "99+". */
const OVERFLOW = 99;

/** The server caps its count ("1000+"): keep a number, so that live events can add to it. */
function toCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

const fetchCount = async () => ({ count: toCount((await api<{ count: number | string }>('/notifications/count')).count) });

/** Header counter: GET /api/notifications/count, incremented by the `notifications` channel. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: fetchCount, staleTime: 60_000 });

  useEffect(
    () =>
      subscribe<NotificationEvent>(CHANNELS.notifications, (event) => {
        if (event?.action === 'new_notification') client.setQueryData<{ count: number }>(KEY, (old) => ({ count: (old?.count ?? 0) + 1 }));
      }),
    [client],
  );

  const count = data?.count ?? 0;
  const shown = count > OVERFLOW ? `${OVERFLOW}+` : count;
  return (
    <Badge count={count} overflowCount={OVERFLOW} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined style={{ fontSize: 18 }} />}
        aria-label={`${t('layout.notifications')}: ${shown}`}
        onClick={() => navigate('/notices')}
      />
    </Badge>
  );
}
