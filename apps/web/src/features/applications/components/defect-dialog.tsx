import { Form, Input, Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { useUploadDefect } from '../api/defect.ts';
import { DEFECT_EXTENSIONS } from '../model/files.ts';
import { reportError } from '../model/report-error.ts';
import { FileItem } from './file-item.tsx';

/** Upload (or replace) the defect statement: a pdf/jpg/png file and its name (`files[0][file]`, `files[0][name]`). */
export function DefectDialog({ packId, open, onClose }: { packId: number; open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <DefectForm packId={packId} onClose={onClose} />;
}

function DefectForm({ packId, onClose }: { packId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadDefect(packId);
  const { control, handleSubmit, setValue } = useForm<{ file: File | null; name: string }>({ defaultValues: { file: null, name: '' } });

  const submit = handleSubmit(({ file, name }) =>
    upload.mutate(
      { file: file!, name },
      {
        onSuccess: () => {
          toast(0, t('applications.docs.defectUploaded'));
          onClose();
        },
        onError: reportError,
      },
    ),
  );

  return (
    <Modal
      open
      title={t('applications.docs.defectTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('applications.docs.upload')}
      cancelText={t('applications.docs.cancel')}
      confirmLoading={upload.isPending}
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div">
        <FileItem
          control={control}
          name="file"
          label={t('applications.docs.file')}
          allowed={DEFECT_EXTENSIONS}
          check={{ required: 'applications.docs.fileRequired', wrongFormat: 'applications.docs.wrongFormat' }}
          onPicked={(file) => setValue('name', file?.name ?? '')}
        />
        <FormItem control={control} name="name" label={t('applications.docs.name')}>
          {({ ref: _ref, ...field }) => <Input {...field} aria-label={t('applications.docs.name')} maxLength={300} />}
        </FormItem>
      </Form>
    </Modal>
  );
}
