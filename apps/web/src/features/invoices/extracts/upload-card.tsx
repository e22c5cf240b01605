import { UploadOutlined } from '@ant-design/icons';
import type { ExtractFetchAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { extractsKeys, uploadExtract } from './extracts-api.ts';
import './texts.ts';

/** The message of a refused upload: the file's own (`Строка N: …`) first, then the envelope's. */
export function uploadErrorText(error: unknown): string {
  if (isApiError(error)) return error.fieldErrors.file?.[0] ?? Object.values(error.fieldErrors)[0]?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Uploads a 1C extract: progress, then what it added (duplicates skipped) and proposed, or the error naming the line. */
export function UploadCard({ onImported }: { onImported?: (answer: ExtractFetchAnswer) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadExtract(file, (f) => setProgress(Math.round(f * 100))),
    onSettled: () => setProgress(null),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: extractsKeys.all });
      onImported?.(answer);
    },
  });
  const result = upload.data;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Space wrap>
        <Upload
          accept=".txt,text/plain"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending}>
            {upload.isPending ? t('extracts.upload.uploading') : t('extracts.upload.button')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('extracts.upload.hint')}</Typography.Text>
      </Space>
      {progress !== null && <Progress percent={progress} size="small" aria-label={t('extracts.upload.uploading')} />}
      {result && !upload.isPending && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('extracts.upload.done')}
          description={
            <Space orientation="vertical" size={0}>
              <span>{t('extracts.upload.added', { count: result.added })}</span>
              <span>{t('extracts.upload.duplicates', { count: result.duplicates })}</span>
              <span>{t('extracts.upload.proposed', { count: result.proposed })}</span>
            </Space>
          }
        />
      )}
      {upload.isError && (
        <Alert type="error" showIcon role="alert" title={t('extracts.upload.failed')} description={uploadErrorText(upload.error)} />
      )}
    </Space>
  );
}
