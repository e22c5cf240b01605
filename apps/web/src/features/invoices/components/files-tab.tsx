import { DeleteOutlined, StarFilled, StarOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, List, Popconfirm, Skeleton, Space, Tag, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildUrl, isApiError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/toast/toast.ts';
import { fetchFiles, type InvoiceFile, invoicesKeys, makeMainFile, removeFile, uploadFiles } from '../api.ts';
import '../texts.ts';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.tiff,.doc,.docx,.xls,.xlsx,.zip,.rar';

/** The card's «Файлы» tab: the invoice's files, exactly one marked main; upload, mark main, delete. */
export function FilesTab({ invoiceId, canEdit }: { invoiceId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const files = useQuery({ queryKey: invoicesKeys.files(invoiceId), queryFn: () => fetchFiles(invoiceId) });
  const run = async (call: () => Promise<{ items: InvoiceFile[] }>, done?: string) => {
    try {
      client.setQueryData(invoicesKeys.files(invoiceId), await call());
      if (done) toast(0, done);
    } catch (error) {
      toast(2, isApiError(error) ? Object.values(error.fieldErrors).flat().join(' ') || error.message : String(error));
    }
  };
  if (!files.data) return <Skeleton active />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canEdit && (
        <Upload
          multiple
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file, list) => {
            if (file === list[0]) void run(() => uploadFiles(invoiceId, list), t('invoices.files.uploaded'));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('invoices.files.upload')}</Button>
        </Upload>
      )}
      {files.data.items.length === 0 ? (
        <Empty description={t('invoices.files.empty')} />
      ) : (
        <List
          dataSource={files.data.items}
          renderItem={(f) => (
            <List.Item
              actions={
                canEdit
                  ? [
                      f.main ? null : (
                        <Button key="main" size="small" icon={<StarOutlined />} onClick={() => run(() => makeMainFile(invoiceId, f.id))}>
                          {t('invoices.files.makeMain')}
                        </Button>
                      ),
                      <Popconfirm
                        key="remove"
                        title={t('invoices.files.removeConfirm', { name: f.name })}
                        onConfirm={() => run(() => removeFile(invoiceId, f.id), t('invoices.files.removed'))}
                      >
                        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('invoices.files.remove')} />
                      </Popconfirm>,
                    ].filter(Boolean)
                  : []
              }
            >
              <Space wrap>
                <a href={buildUrl(f.url.replace(/^\/api/, ''))} target="_blank" rel="noreferrer">
                  {f.name}
                </a>
                {f.main === 1 && (
                  <Tag color="gold" icon={<StarFilled />}>
                    {t('invoices.files.main')}
                  </Tag>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}
