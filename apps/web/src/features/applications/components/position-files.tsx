import { CameraOutlined, CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { MAX_UPLOAD_FILES } from '@app/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { addToSelection } from '../../../shared/widgets/attachments/index.ts';
import { acceptOf, PHOTO_EXTENSIONS, POSITION_FILE_EXTENSIONS } from '../model/files.ts';
import '../texts.ts';

interface FilesProps {
  label: string;
  files: File[];
  saved?: { id: number; name: string; path: string }[];
  disabled?: boolean;
  onChange: (files: File[]) => void;
}

/** New files of a position, chosen now and sent with the pack; the stored ones as links. */
export function PositionFilesInput({ label, files, saved, disabled, onChange }: FilesProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const pick = (list: FileList | null) => {
    const added = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (added.length === 0) return;
    const result = addToSelection(files, added, POSITION_FILE_EXTENSIONS);
    for (const f of result.rejected) toast(1, t('applications.posForm.wrongFormat', { name: f.name }));
    if (result.overflow > 0) toast(1, t('applications.posForm.tooManyFiles', { max: MAX_UPLOAD_FILES }));
    onChange(result.files);
  };
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space wrap size={4}>
        <Button size="small" icon={<PaperClipOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
          {t('applications.posForm.addFiles')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          style={{ display: 'none' }}
          aria-label={label}
          accept={acceptOf(POSITION_FILE_EXTENSIONS)}
          disabled={disabled}
          onChange={(e) => pick(e.target.files)}
        />
        {saved?.map((f) => (
          <Typography.Link key={f.id} href={f.path} target="_blank" rel="noopener">
            {f.name}
          </Typography.Link>
        ))}
      </Space>
      {files.length > 0 ? (
        <Space wrap size={4} data-testid="position-new-files">
          {files.map((f, i) => (
            <Tag
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
              key={`${f.name}-${i}`}
              closable={!disabled}
              closeIcon={<CloseOutlined aria-label={t('applications.posForm.removeFile', { name: f.name })} />}
              onClose={(e) => {
                e.preventDefault();
                onChange(files.filter((_, j) => j !== i));
              }}
            >
              {f.name}
            </Tag>
          ))}
        </Space>
      ) : null}
    </Space>
  );
}

interface PhotoProps {
  label: string;
  photo: File | null | undefined;
  disabled?: boolean;
  onChange: (photo: File | null) => void;
}

/** The mileage photo of a position's equipment (forms 3 and 4): one image. */
export function PositionPhotoInput({ label, photo, disabled, onChange }: PhotoProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const pick = (list: FileList | null) => {
    const file = list?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const result = addToSelection([], [file], PHOTO_EXTENSIONS);
    if (result.rejected.length > 0) {
      toast(1, t('applications.posForm.wrongFormat', { name: file.name }));
      return;
    }
    onChange(file);
  };
  return (
    <Space wrap size={4}>
      <Button size="small" icon={<CameraOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
        {t('applications.posForm.addPhoto')}
      </Button>
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        aria-label={label}
        accept={acceptOf(PHOTO_EXTENSIONS)}
        disabled={disabled}
        onChange={(e) => pick(e.target.files)}
      />
      {photo ? (
        <Tag
          closable={!disabled}
          closeIcon={<CloseOutlined aria-label={t('applications.posForm.removeFile', { name: photo.name })} />}
          onClose={(e) => {
            e.preventDefault();
            onChange(null);
          }}
        >
          {photo.name}
        </Tag>
      ) : null}
    </Space>
  );
}
