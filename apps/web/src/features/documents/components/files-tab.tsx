import {
  DeleteOutlined,
  DownloadOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FileOutlined,
  InboxOutlined,
  RotateRightOutlined,
  ScissorOutlined,
} from '@ant-design/icons';
import { DOCUMENT_FILE_EXTENSIONS, DOCUMENT_FILE_TYPES, type DocumentFile, type DocumentStamp } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Progress, Select, Space, Spin, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { type DocumentFileType, type FilesAnswer, fetchFiles, patchFile, splitFile, stampFile, uploadFiles } from '../api/files-api.ts';
import { documentKeys, documentRecordKey } from '../api/keys.ts';
import { groupFiles } from '../model/file-kinds.ts';
import '../texts.ts';
import { FilePreview } from './file-preview.tsx';
import type { PageTarget } from './pdf-pages.tsx';

/** Spec 3 §9 "Max files per upload". */
export const MAX_FILES_PER_UPLOAD = 99;

/** The file chooser offers the extensions the server takes. */
const ACCEPT = DOCUMENT_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The file types a user uploads as (scan, annex, answer, additional answer), the scan first. */
const UPLOAD_TYPES: DocumentFileType[] = [1, 0, 2, 3];

/**
 * Where a stamp dropped on a page goes: the uploaded file and the page number in it (the server
 * splits the file first when it is not split yet, spec 3 §4).
 */
export const stampTarget = (file: DocumentFile, page: DocumentFile | null, index: number): PageTarget => ({
  fileId: file.id,
  page: page?.page ?? index + 1,
});

/**
 * The card's «Файлы» tab (spec 3 §3–§5, §8): upload by drag-and-drop with a type, the files with
 * type, pages, time and who; previews in the browser; split into pages, the registration stamp
 * dropped on a page, a quarter turn, the type changed, deletion (status 0) after a confirmation —
 * optimistic, the list restored if the call fails.
 */
export function FilesTab({ record, canEdit }: CardContext) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const client = useQueryClient();
  const id = record.id;
  const key = documentKeys.files(id);
  const files = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchFiles(id, signal) });
  const [type, setType] = useState<DocumentFileType | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null | undefined>(undefined);
  const [busy, setBusy] = useState<number | null>(null);
  const [revisions, setRevisions] = useState<Record<number, number>>({});
  const [confirm, confirmHolder] = useConfirmDialog();

  const groups = groupFiles(files.data?.files ?? []);
  const uploadType: DocumentFileType = type ?? (groups.some((g) => g.file.type === 1) ? 0 : 1);
  // The first file opens its preview by itself; the reader may close it or open another.
  const shown = open === undefined ? (groups[0]?.file.id ?? null) : open;

  /** A call's answer: the files list when it came with it, else the list asked again; the card's count_files too. */
  const refresh = (answer: FilesAnswer | null) => {
    if (answer) client.setQueryData(key, answer);
    else void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: documentRecordKey(id) });
  };
  const bump = (fileId: number) => setRevisions((r) => ({ ...r, [fileId]: (r[fileId] ?? 0) + 1 }));

  const run = async (fileId: number, call: () => Promise<FilesAnswer | null>, done: string) => {
    setBusy(fileId);
    try {
      refresh(await call());
      bump(fileId);
      toast(0, done);
    } catch (error) {
      // Spec 3 §8: a failed documents call is logged only; the list is asked again.
      console.error('documents: file call failed', error);
      void client.invalidateQueries({ queryKey: key });
    } finally {
      setBusy(null);
    }
  };

  const remove = useMutation({
    mutationFn: (file: DocumentFile) => patchFile(id, file.id, { status: 0 }),
    onMutate: async (file) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<FilesAnswer>(key);
      client.setQueryData<FilesAnswer>(key, (data) =>
        data ? { ...data, files: data.files.filter((f) => f.id !== file.id && f.parent_id !== file.id) } : data,
      );
      return { before };
    },
    onSuccess: (answer) => {
      refresh(answer);
      toast(0, t('documents.files.deleted'));
    },
    onError: (error, _file, context) => {
      // Spec 3 §4/§8: the failed deletion puts the list back as it was.
      console.error('documents: file delete failed', error);
      if (context?.before) client.setQueryData(key, context.before);
    },
  });

  const stamp = async (fileId: number, place: DocumentStamp) => {
    setBusy(fileId);
    try {
      const answer = await stampFile(id, fileId, place);
      refresh(answer);
      bump(fileId);
      bump(answer.stamped_id);
      toast(0, t('documents.files.stamped'));
    } catch (error) {
      console.error('documents: stamp failed', error);
      toast(1, error instanceof Error ? error.message : t('documents.loadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const upload = async (list: File[]) => {
    if (list.length > MAX_FILES_PER_UPLOAD) return toast(1, t('documents.files.tooMany'));
    setProgress(0);
    try {
      refresh(await uploadFiles(id, list, uploadType, setProgress));
      toast(0, t('documents.files.uploaded'));
    } catch (error) {
      console.error('documents: upload failed', error);
      toast(1, error instanceof Error ? error.message : t('documents.loadFailed'));
    } finally {
      setProgress(null);
    }
  };

  if (files.isError) return <Alert type="error" showIcon title={t('documents.loadFailed')} />;
  const typeLabel = (value: number) => DOCUMENT_FILE_TYPES.find((o) => o.value === value)?.[lang] ?? String(value);
  const stampLabel = t('documents.files.stampBox', { number: String(record.number ?? ''), date: formatDate(record.date as string) });

  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      {canEdit && (
        <div style={{ display: 'grid', gap: 8 }}>
          <Space wrap>
            <Typography.Text>{t('documents.files.type')}:</Typography.Text>
            <Select<DocumentFileType>
              aria-label={t('documents.files.type')}
              value={uploadType}
              onChange={setType}
              style={{ minWidth: 200 }}
              options={UPLOAD_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
            />
          </Space>
          <Upload.Dragger
            multiple
            accept={ACCEPT}
            showUploadList={false}
            disabled={progress !== null}
            beforeUpload={(file, list) => {
              // Called once per file of a drop: the whole drop goes in one call, from its first file.
              if (file === list[0]) void upload(list as File[]);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('documents.files.drop')}</p>
            <p className="ant-upload-hint">{t('documents.files.dropHint')}</p>
          </Upload.Dragger>
          {progress !== null && <Progress percent={Math.round(progress * 100)} size="small" />}
        </div>
      )}
      {files.isPending ? (
        <Spin />
      ) : groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.files.empty')} />
      ) : (
        <ul data-testid="document-files" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {groups.map(({ file, pages }) => {
            const previewing = shown === file.id;
            // A split file's stamp is on one of its pages.
            const stampedPage = file.stamp ? file.stamp.page : (pages.find((p) => p.stamp)?.page ?? null);
            const splittable = canEdit && file.ext.toLowerCase() === 'pdf' && !file.split && (file.pages ?? 0) > 1;
            return (
              <li
                key={file.id}
                data-testid={`document-file-${file.id}`}
                style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', paddingBottom: 12 }}
              >
                <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  <FileOutlined style={{ marginTop: 4 }} />
                  <div style={{ flex: '1 1 200px', minWidth: 0 }}>
                    <a href={file.path} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </a>{' '}
                    {canEdit ? (
                      <Select<DocumentFileType>
                        size="small"
                        aria-label={`${t('documents.files.type')}: ${file.name}`}
                        value={file.type}
                        style={{ minWidth: 160 }}
                        disabled={busy === file.id}
                        onChange={(next) =>
                          void run(file.id, () => patchFile(id, file.id, { type: next }), t('documents.files.typeChanged'))
                        }
                        options={DOCUMENT_FILE_TYPES.map((o) => ({ value: o.value, label: o[lang] }))}
                      />
                    ) : (
                      <Tag color={file.type === 1 ? 'blue' : file.type >= 2 ? 'green' : 'default'}>{typeLabel(file.type)}</Tag>
                    )}
                    {file.split && <Tag>{t('documents.files.splitState')}</Tag>}
                    {stampedPage !== null && <Tag color="geekblue">{t('documents.files.stampedAt', { page: stampedPage })}</Tag>}
                    <div style={{ fontSize: 12, opacity: 0.7, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                      {file.pages !== null && <span>{t('documents.files.pages', { count: file.pages })}</span>}
                      <span>{formatDateTime(file.timestamp)}</span>
                      {file.who_add_fio && <span>{file.who_add_fio}</span>}
                    </div>
                  </div>
                  <Space size={4} wrap>
                    <Button
                      size="small"
                      icon={previewing ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                      onClick={() => setOpen(previewing ? null : file.id)}
                    >
                      {previewing ? t('documents.files.hidePreview') : t('documents.files.preview')}
                    </Button>
                    <Button
                      size="small"
                      icon={<DownloadOutlined />}
                      href={file.original_path}
                      aria-label={`${t('documents.files.download')}: ${file.name}`}
                    />
                    {splittable && (
                      <Button
                        size="small"
                        icon={<ScissorOutlined />}
                        loading={busy === file.id}
                        onClick={() => void run(file.id, () => splitFile(id, file.id), t('documents.files.splitDone'))}
                      >
                        {t('documents.files.split')}
                      </Button>
                    )}
                    {canEdit && file.stampable && (
                      <Button
                        size="small"
                        icon={<RotateRightOutlined />}
                        disabled={busy === file.id}
                        aria-label={`${t('documents.files.rotate')}: ${file.name}`}
                        title={t('documents.files.rotate')}
                        onClick={() => void run(file.id, () => patchFile(id, file.id, { rotate: 90 }), t('documents.files.rotated'))}
                      />
                    )}
                    {canEdit && (
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('documents.files.delete')}: ${file.name}`}
                        title={t('documents.files.delete')}
                        onClick={async () => {
                          if (await confirm({ title: t('documents.files.deleteConfirm', { name: file.name }), danger: true }))
                            remove.mutate(file);
                        }}
                      />
                    )}
                  </Space>
                </div>
                {previewing && (
                  <div style={{ marginTop: 12 }}>
                    <FilePreview
                      file={file}
                      pages={pages}
                      revision={revisions[file.id] ?? 0}
                      canStamp={canEdit && file.stampable}
                      stampLabel={stampLabel}
                      stampTarget={stampTarget}
                      onStamp={(drop) => void stamp(drop.fileId, drop.stamp)}
                      busy={busy === file.id}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
