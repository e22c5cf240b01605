import { DownloadOutlined, SyncOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { contactsRegistry, type VcardImportReport } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dropdown, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { importVcard, vcardExportUrl } from '../api.ts';
import '../texts.ts';
import { SyncModal } from './sync-modal.tsx';

const errorText = (error: unknown): string => {
  if (isApiError(error)) return Object.values(error.fieldErrors)[0]?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
};

/** What an import did: added, merged, skipped and the cards it could not read. */
export function ImportReport({ report }: { report: VcardImportReport }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={report.errors.length ? 'warning' : 'success'}
      showIcon
      role="status"
      closable
      title={t('contacts.import.done')}
      description={
        <Space orientation="vertical" size={0}>
          <span>{t('contacts.import.added', { count: report.added })}</span>
          <span>{t('contacts.import.merged', { count: report.merged })}</span>
          <span>{t('contacts.import.skipped', { count: report.skipped })}</span>
          {report.errors.length > 0 && <span>{t('contacts.import.errors', { count: report.errors.length })}</span>}
          {report.errors.slice(0, 20).map((e) => (
            <Typography.Text key={e.card} type="secondary">
              {t('contacts.import.card', { card: e.card, message: e.message })}
            </Typography.Text>
          ))}
        </Space>
      }
    />
  );
}

/**
 * Above the contacts list: the groups, the .vcf import (into the list's group when one is
 * filtered) with its report, the .vcf export of the list's group and search, the sync dialog.
 */
export function ContactsToolbar() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [syncOpen, setSyncOpen] = useState(false);
  const filter = { group_id: params.get('group_id'), search: params.get('search') };
  const upload = useMutation({
    mutationFn: (file: File) => importVcard(file, filter.group_id),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['registry', contactsRegistry.name] }),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
      <Space wrap>
        <Link to="/contacts/groups">
          <Button icon={<TeamOutlined />}>{t('contacts.groups')}</Button>
        </Link>
        <Upload
          accept=".vcf,.vcard,text/vcard"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {upload.isPending ? t('contacts.import.importing') : t('contacts.import.button')}
          </Button>
        </Upload>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: '3.0',
                label: (
                  <a href={vcardExportUrl(filter, '3.0')} download>
                    {t('contacts.export.v3')}
                  </a>
                ),
              },
              {
                key: '4.0',
                label: (
                  <a href={vcardExportUrl(filter, '4.0')} download>
                    {t('contacts.export.v4')}
                  </a>
                ),
              },
            ],
          }}
        >
          <Button icon={<DownloadOutlined />}>{t('contacts.export.button')}</Button>
        </Dropdown>
        <Button icon={<SyncOutlined />} onClick={() => setSyncOpen(true)}>
          {t('contacts.sync.button')}
        </Button>
      </Space>
      {upload.data && !upload.isPending && <ImportReport report={upload.data} />}
      {upload.isError && (
        <Alert type="error" showIcon role="alert" title={t('contacts.import.failed')} description={errorText(upload.error)} />
      )}
      <SyncModal open={syncOpen} onClose={() => setSyncOpen(false)} />
    </Space>
  );
}
