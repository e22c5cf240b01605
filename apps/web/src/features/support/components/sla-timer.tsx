import { ClockCircleOutlined, ExclamationCircleOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { type SlaTimes, slaClock } from '@app/contracts';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** Re-renders every minute: the timers count down without a refetch. */
function useNow(stepMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

/** `2 д 3 ч`, `4 ч 10 мин`, `25 мин`: the two largest units. */
export function formatSpan(ms: number, units: { d: string; h: string; m: string }): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return h > 0 ? `${d} ${units.d} ${h} ${units.h}` : `${d} ${units.d}`;
  if (h > 0) return m > 0 ? `${h} ${units.h} ${m} ${units.m}` : `${h} ${units.h}`;
  return `${m} ${units.m}`;
}

/**
 * A request's SLA timer: time left to the first response (then to the resolution), overdue in
 * red with a warning icon (not colour only), a pause icon while waiting; nothing when closed.
 */
export function SlaTimer({ row }: { row: Record<string, unknown> }) {
  const { t } = useTranslation();
  const now = useNow();
  const clock = slaClock(row as unknown as SlaTimes, now);
  if (clock.target === 'none') return null;
  const units = { d: t('support.units.d'), h: t('support.units.h'), m: t('support.units.m') };
  const time = formatSpan(clock.leftMs, units);
  const what = t(clock.target === 'response' ? 'support.responseShort' : 'support.resolveShort');
  if (clock.overdue)
    return (
      <Typography.Text type="danger" strong data-sla="overdue" style={{ whiteSpace: 'nowrap' }}>
        <ExclamationCircleOutlined /> {what}: {t('support.overdue', { time })}
      </Typography.Text>
    );
  if (clock.paused)
    return (
      <Typography.Text type="secondary" data-sla="paused" style={{ whiteSpace: 'nowrap' }}>
        <PauseCircleOutlined /> {what}: {t('support.paused', { time })}
      </Typography.Text>
    );
  return (
    <Typography.Text data-sla="left" style={{ whiteSpace: 'nowrap' }}>
      <ClockCircleOutlined /> {what}: {t('support.left', { time })}
    </Typography.Text>
  );
}
