import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { useUploadDefect } from '../api/defect.ts';
import { acceptOf, DEFECT_EXTENSIONS, hasExtension } from '../model/files.ts';
import { reportError } from '../model/report-error.ts';

/** Upload (or replace) the defect statement: a pdf/jpg/png file and its name (`files[0][file]`, `files[0][name]`). */
export function DefectDialog({ packId, open, onClose }: { packId: number; open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <DefectForm packId={packId} onClose={onClose} />;
}

function DefectForm({ packId, onClose }: { packId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadDefect(packId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const problem = !file
      ? t('applications.docs.fileRequired')
      : hasExtension(file.name, DEFECT_EXTENSIONS)
        ? null
        : t('applications.docs.wrongFormat', { name: file.name });
    setError(problem);
    if (!file || problem) return;
    upload.mutate(
      { file, name },
      {
        onSuccess: () => {
          toast(0, t('applications.docs.defectUploaded'));
          onClose();
        },
        onError: reportError,
      },
    );
  };

  return (
    <Modal
      open
      title={t('applications.docs.defectTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('applications.docs.upload')}
      cancelText={t('applications.docs.cancel')}
      confirmLoading={upload.isPending}
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('applications.docs.file')} {...(error ? { validateStatus: 'error' as const, help: error } : {})}>
          <input
            type="file"
            aria-label={t('applications.docs.file')}
            accept={acceptOf(DEFECT_EXTENSIONS)}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setName(chosen?.name ?? '');
              setError(null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('applications.docs.name')}>
          <Input aria-label={t('applications.docs.name')} maxLength={300} value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
