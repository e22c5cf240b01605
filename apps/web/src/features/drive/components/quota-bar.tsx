import { useQuery } from '@tanstack/react-query';
import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../../shared/format.ts';
import { driveKeys, fetchSizes } from '../api/drive-api.ts';

/** The user's quota: used of total, in the spec's units (bytes … PB, base 1024, 2 decimals). */
export function QuotaBar() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: driveKeys.sizes, queryFn: fetchSizes });
  if (!data) return null;
  const percent = data.size_bytes > 0 ? Math.min(100, (data.used_size_bytes / data.size_bytes) * 100) : 100;
  const text = t('drive.quota', { used: formatSize(data.used_size_bytes), total: formatSize(data.size_bytes) });
  return (
    <div className="drive-quota" data-testid="drive-quota">
      <Progress
        percent={Number(percent.toFixed(1))}
        showInfo={false}
        size="small"
        status={percent >= 95 ? 'exception' : 'normal'}
        aria-label={text}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {text}
      </Typography.Text>
    </div>
  );
}
