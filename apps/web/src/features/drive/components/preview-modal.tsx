import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DriveFile, downloadUrl, previewUrl } from '../api/drive-api.ts';

/** Images and PDF open in a modal; the server serves them inline with nosniff. */
export function PreviewModal({ file, onClose }: { file: DriveFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isPdf = file?.mime === 'application/pdf';
  return (
    <Modal
      open={file !== null}
      title={file?.name}
      width={isPdf ? 900 : 700}
      onCancel={onClose}
      destroyOnHidden
      footer={
        file && (
          <Button href={downloadUrl(file)} download>
            {t('drive.download')}
          </Button>
        )
      }
    >
      {file &&
        (isPdf ? (
          <iframe title={file.name} src={previewUrl(file)} style={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <img src={previewUrl(file)} alt={file.name} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }} />
        ))}
    </Modal>
  );
}
