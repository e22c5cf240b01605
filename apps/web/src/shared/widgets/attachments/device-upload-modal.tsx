import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { MAX_UPLOAD_FILES } from '@app/contracts';
import { Button, Input, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../toast/index.ts';
import { WRONG_FORMAT_TOAST_MS } from '../upload-request/index.ts';
import { acceptAttribute, addToSelection, extensionsOf, type FileFilter, pastedImages } from './file-rules.ts';

export interface DeviceUploadModalProps {
  open: boolean;
  onCancel: () => void;
  filter?: FileFilter;
  /** Every file needs a name ('Не указано название файла' otherwise). */
  nameRequired?: boolean;
  /** Uploads one file, reporting progress 0..1. */
  upload: (file: File, name: string, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** After every file went up. */
  onDone: () => void;
}

interface Entry {
  file: File;
  name: string;
  progress?: number;
  failed?: boolean;
}

const baseName = (name: string) => name.replace(/\.[^.]+$/, '');

/** Spec 3 §5 device upload: dropzone with the filter groups, pasted images, at least one and at most 99 files, per-file progress. */
export function DeviceUploadModal({ open, onCancel, filter, nameRequired, upload, onDone }: DeviceUploadModalProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [busy, setBusy] = useState(false);

  const add = (files: File[]) => {
    const {
      files: kept,
      rejected,
      overflow,
    } = addToSelection(
      entries.map((e) => e.file),
      files,
      filter,
    );
    for (const f of rejected) toast(1, t('widgets.files.wrongFormat', { name: f.name }), { duration: WRONG_FORMAT_TOAST_MS / 1000 });
    if (overflow > 0) toast(1, t('widgets.files.tooMany', { max: MAX_UPLOAD_FILES }));
    setEntries(kept.map((file, i) => entries[i] ?? { file, name: baseName(file.name) }));
  };
  const addRef = useRef(add);
  addRef.current = add;

  useEffect(() => {
    if (!open) return;
    const onPaste = (e: ClipboardEvent) => {
      const images = pastedImages(Array.from(e.clipboardData?.items ?? []));
      if (images.length) {
        e.preventDefault();
        addRef.current(images);
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [open]);

  const submit = async () => {
    if (entries.length === 0) return;
    if (nameRequired && entries.some((e) => !e.name.trim())) {
      toast(1, t('widgets.files.noName'));
      return;
    }
    setBusy(true);
    let failed = false;
    for (let i = 0; i < entries.length; i++) {
      if (entries[i].progress === 1 && !entries[i].failed) continue;
      const setAt = (patch: Partial<Entry>) => setEntries((list) => list.map((e, k) => (k === i ? { ...e, ...patch } : e)));
      setAt({ progress: 0, failed: false });
      try {
        await upload(entries[i].file, entries[i].name, (fraction) => setAt({ progress: fraction }));
        setAt({ progress: 1 });
      } catch (error) {
        console.error('files: upload failed', error);
        failed = true;
        setAt({ failed: true });
      }
    }
    setBusy(false);
    if (!failed) {
      onDone();
      onCancel();
    }
  };

  const extensions = extensionsOf(filter);
  return (
    <Modal
      open={open}
      title={t('widgets.files.deviceTitle')}
      width={560}
      mask={{ closable: false }}
      okText={t('widgets.files.upload')}
      cancelText={t('widgets.files.cancel')}
      okButtonProps={{ disabled: entries.length === 0 }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
      afterClose={() => setEntries([])}
      destroyOnHidden
    >
      <button
        type="button"
        className="upload-dropzone"
        style={{
          width: '100%',
          border: '1px dashed #d9d9d9',
          borderRadius: 8,
          padding: 16,
          background: 'rgba(0,0,0,0.02)',
          cursor: 'pointer',
        }}
        onClick={() => input.current?.click()}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          add(Array.from(e.dataTransfer?.files ?? []));
        }}
      >
        <InboxOutlined style={{ fontSize: 32 }} />
        <div>{t('widgets.files.dropHint')}</div>
        {extensions && <div style={{ fontSize: 12, opacity: 0.65 }}>{t('widgets.files.allowed', { list: extensions.join(', ') })}</div>}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptAttribute(filter)}
        data-testid="device-file-input"
        onChange={(e) => {
          add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0 0', display: 'flex', flexDirection: 'column', gap: 6 }}>
        {entries.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: picked files may share a name; the position is their identity
          <li key={`${entry.file.name}-${i}`} style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <Input
                size="small"
                value={entry.name}
                aria-label={`${t('widgets.files.fileName')} ${i + 1}`}
                status={nameRequired && !entry.name.trim() ? 'error' : undefined}
                disabled={busy}
                onChange={(e) => setEntries((list) => list.map((x, k) => (k === i ? { ...x, name: e.target.value } : x)))}
              />
              <span style={{ fontSize: 12, opacity: 0.65, whiteSpace: 'nowrap' }}>{entry.file.name}</span>
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('widgets.files.remove')}
                disabled={busy}
                onClick={() => setEntries((list) => list.filter((_, k) => k !== i))}
              />
            </div>
            {entry.progress !== undefined && (
              <Progress
                size="small"
                percent={Math.round(entry.progress * 100)}
                status={entry.failed ? 'exception' : entry.progress === 1 ? 'success' : 'active'}
                aria-label={entry.failed ? t('widgets.files.failed') : entry.file.name}
              />
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
