import { CheckCircleFilled, CloseCircleFilled, CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Progress, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { type DriveSizes, driveKeys, fetchSizes, uploadFile } from '../api/drive-api.ts';
import { errorText } from '../model/error-text.ts';
import { batchShortfall } from '../model/upload-quota.ts';

/** Spec 3 §9: at most 99 files per upload. */
export const MAX_FILES = 99;
const PARALLEL = 3;

interface Upload {
  key: string;
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
}

/**
 * Uploads files one request each (three at a time), so that each file shows its own
 * progress. The whole batch is checked against the quota first (fresh `disk/sizes`) and
 * refused as a whole when it does not fit, with the server's wording; the server still
 * checks every request.
 */
export function useUploader(folderId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);

  const start = useCallback(
    async (files: File[]) => {
      const update = (key: string, patch: Partial<Upload>) =>
        setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));
      if (files.length === 0) return;
      if (files.length > MAX_FILES) {
        toast(1, t('drive.tooManyFiles', { max: MAX_FILES }));
        return;
      }
      let sizes: DriveSizes | null = null;
      try {
        sizes = await queryClient.fetchQuery({ queryKey: driveKeys.sizes, queryFn: fetchSizes, staleTime: 0 });
      } catch {
        sizes = null; // The server checks the quota anyway.
      }
      const short = sizes && batchShortfall(sizes, files);
      if (short) {
        toast(
          1,
          t('drive.quotaExceeded', { incoming: formatSize(short.incoming), free: formatSize(short.free), quota: formatSize(short.quota) }),
        );
        return;
      }
      const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
      setUploads((list) => [
        ...list.filter((u) => u.status === 'uploading'),
        ...batch.map(({ key, file }) => ({ key, name: file.name, percent: 0, status: 'uploading' as const })),
      ]);
      const queue = [...batch];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { key, file } = next;
          try {
            await uploadFile(folderId, file, (percent) => update(key, { percent }));
            update(key, { percent: 100, status: 'done' });
          } catch (e) {
            const message = errorText(e, t);
            update(key, { status: 'error', error: message });
            toast(1, `${file.name}: ${message}`);
          }
          void queryClient.invalidateQueries({ queryKey: driveKeys.all });
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
    },
    [folderId, queryClient, t],
  );

  const panel =
    uploads.length === 0 ? null : (
      <Card
        size="small"
        className="drive-uploads"
        title={t('drive.uploading')}
        extra={
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('common.close')}
            onClick={() => setUploads((l) => l.filter((u) => u.status === 'uploading'))}
          />
        }
      >
        <ul aria-label={t('drive.uploading')}>
          {uploads.map((u) => (
            <li key={u.key} data-status={u.status}>
              <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                {u.status === 'done' && <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('drive.uploaded')} />}
                {u.status === 'error' && <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-label={t('drive.uploadFailed')} />} {u.name}
              </Typography.Text>
              <Progress
                percent={u.percent}
                size="small"
                status={u.status === 'error' ? 'exception' : u.status === 'done' ? 'success' : 'active'}
                aria-label={u.name}
              />
              {u.error && <Typography.Text type="danger">{u.error}</Typography.Text>}
            </li>
          ))}
        </ul>
      </Card>
    );

  return { start, panel };
}
