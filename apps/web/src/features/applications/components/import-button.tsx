import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../shared/toast/index.ts';
import { type ImportReport, useImportApplications } from '../api/import.ts';
import { IMPORT_EXTENSIONS } from '../model/files.ts';
import { reportError } from '../model/report-error.ts';
import { FileItem } from './file-item.tsx';

/**
 * "Import from Excel" on the list (`POST import/applications`): an .xlsx whose rows are
 * positions; the answer lists the created applications and the errors row by row.
 */
export function ImportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('applications.import.button')}
      </Button>
      {open ? <ImportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const run = useImportApplications();
  const { control, handleSubmit } = useForm<{ file: File | null }>({ defaultValues: { file: null } });
  const [report, setReport] = useState<ImportReport | null>(null);

  const submit = handleSubmit(({ file }) => {
    setReport(null);
    run.mutate(file!, {
      onSuccess: (answer) => {
        setReport(answer);
        if (answer.created.length > 0) toast(0, t('applications.import.createdToast', { count: answer.created.length }));
      },
      onError: reportError,
    });
  });

  return (
    <Modal
      open
      width={800}
      title={t('applications.import.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Space>
          <Button onClick={onClose}>{t('applications.import.close')}</Button>
          <Button type="primary" onClick={() => void submit()} loading={run.isPending} disabled={run.isPending}>
            {t('applications.import.upload')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('applications.import.hint')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <FileItem
          control={control}
          name="file"
          label={t('applications.import.file')}
          allowed={IMPORT_EXTENSIONS}
          check={{ required: 'applications.import.fileRequired', wrongFormat: 'applications.import.wrongFormat' }}
          onPicked={() => setReport(null)}
        />
      </Form>
      {report ? <ImportResult report={report} onOpen={onClose} /> : null}
    </Modal>
  );
}

function ImportResult({ report, onOpen }: { report: ImportReport; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="import-report">
      <Typography.Paragraph>
        {t('applications.import.rowsTotal', { count: report.total_rows })} ·{' '}
        {t('applications.import.created', { count: report.created.length })}
        {report.created.length > 0 ? ': ' : null}
        {report.created.map((c, i) => (
          <span key={c.id}>
            {i > 0 ? ', ' : null}
            <Link to={`/applications/${c.id}`} onClick={onOpen}>
              №{c.id}
            </Link>
          </span>
        ))}
      </Typography.Paragraph>
      {report.errors.length === 0 ? (
        <Alert type="success" showIcon title={t('applications.import.noErrors')} />
      ) : (
        <>
          <Typography.Text strong>{t('applications.import.errorsTitle', { count: report.errors.length })}</Typography.Text>
          <Table
            size="small"
            rowKey="row"
            pagination={false}
            dataSource={report.errors}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('applications.import.row'), width: 90 },
              {
                key: 'messages',
                title: t('applications.import.messages'),
                render: (_: unknown, e: ImportReport['errors'][number]) => e.messages.join('; '),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
