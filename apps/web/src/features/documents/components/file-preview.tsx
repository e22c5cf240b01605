import type { DocumentFile } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFileBytes } from '../api/files-api.ts';
import { documentKeys } from '../api/keys.ts';
import { previewKind } from '../model/file-kinds.ts';
import '../texts.ts';
import { DocxPreview, XlsxPreview } from './office-preview.tsx';
import { ImagePage, type PageTarget, PdfPages } from './pdf-pages.tsx';
import { StampChip, type StampDrop } from './stamp-chip.tsx';
import { useElementWidth } from './use-element-width.ts';

/** What makes a file's bytes new: a stamp, a turn or a split changes them under the same path. */
export const fileRevision = (file: DocumentFile, local = 0) =>
  [file.path, file.size, file.ext, file.pages, file.split, file.rotation, JSON.stringify(file.stamp), local].join('|');

function useFileBytes(file: DocumentFile, revision: number) {
  return useQuery({
    queryKey: documentKeys.fileBytes(file.id, fileRevision(file, revision)),
    queryFn: ({ signal }) => fetchFileBytes(file.path, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

function useObjectUrl(bytes: ArrayBuffer | undefined, ext: string) {
  const url = useMemo(
    () => (bytes ? URL.createObjectURL(new Blob([bytes], { type: MIME[ext] ?? 'application/octet-stream' })) : null),
    [bytes, ext],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

export interface FilePreviewProps {
  file: DocumentFile;
  /** The page files of a split PDF (shown instead of the file itself). */
  pages: DocumentFile[];
  /** Bumped by the tab after a call that changed the file's bytes. */
  revision?: number;
  /** The stamp may be dropped (edit right, a stampable file). */
  canStamp: boolean;
  /** The stamp's text on the dragged box. */
  stampLabel: string;
  /** Where a drop on page `index` of `file` (or of one of its page files) is sent. */
  stampTarget: (file: DocumentFile, page: DocumentFile | null, index: number) => PageTarget;
  onStamp: (drop: StampDrop) => void;
  busy?: boolean;
}

/**
 * A document file in the browser: a PDF's pages (pdf.js), an image on its A4 page, a docx or xlsx
 * (docx-preview, the xlsx reader); a split PDF shows its page files. With `canStamp` the stamp box
 * is dragged onto a page and dropped there, or put at the default place by a page's button.
 */
export function FilePreview(props: FilePreviewProps) {
  const { file, pages, canStamp, stampLabel, onStamp, busy } = props;
  const { t } = useTranslation();
  const [box, width] = useElementWidth<HTMLDivElement>();
  const pageWidth = Math.max(200, Math.min(width - 4, 640));
  const [scale, setScale] = useState(0.6);
  const reportScale = useCallback((next: number) => setScale(next), []);
  const stampButton = (target: PageTarget) =>
    canStamp && (
      <Button size="small" disabled={busy} onClick={() => onStamp({ fileId: target.fileId, stamp: { page: target.page, x: 50, y: 50 } })}>
        {t('documents.files.stampHere')}
      </Button>
    );

  return (
    <div ref={box} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      {canStamp && (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <StampChip label={stampLabel} hint={t('documents.files.stampHint')} scale={scale} disabled={busy} onDrop={onStamp} />
          <Typography.Text type="secondary">{t('documents.files.stampHint')}</Typography.Text>
          {busy && <Spin size="small" />}
        </div>
      )}
      {pages.length > 0 ? (
        pages.map((page, i) => (
          <OneFile
            key={page.id}
            file={page}
            revision={props.revision}
            width={pageWidth}
            target={() => props.stampTarget(file, page, i)}
            label={() => t('documents.files.page', { page: page.page ?? i + 1 })}
            extra={stampButton}
            onScale={i === 0 ? reportScale : undefined}
          />
        ))
      ) : (
        <OneFile
          file={file}
          revision={props.revision}
          width={pageWidth}
          target={(i) => props.stampTarget(file, null, i)}
          label={(i) => t('documents.files.page', { page: i + 1 })}
          extra={file.stampable ? stampButton : undefined}
          onScale={reportScale}
        />
      )}
    </div>
  );
}

function OneFile({
  file,
  revision = 0,
  width,
  target,
  label,
  extra,
  onScale,
}: {
  file: DocumentFile;
  revision?: number;
  width: number;
  target: (index: number) => PageTarget;
  label: (index: number) => string;
  extra?: (target: PageTarget) => ReactNode;
  onScale?: (scale: number) => void;
}) {
  const { t } = useTranslation();
  const kind = previewKind(file);
  const bytes = useFileBytes(file, revision);
  const url = useObjectUrl(kind === 'image' ? bytes.data : undefined, file.ext.toLowerCase());
  if (kind === 'none') return <Typography.Text type="secondary">{t('documents.files.noPreview')}</Typography.Text>;
  if (bytes.isError) return <Alert type="warning" showIcon title={t('documents.files.previewFailed')} />;
  if (!bytes.data) return <Spin size="small" />;
  if (kind === 'pdf')
    return <PdfPages bytes={bytes.data} width={width} target={target} label={label} pageExtra={extra} onScale={onScale} />;
  if (kind === 'image')
    return url ? (
      <ImagePage src={url} rotation={file.rotation} width={width} target={target(0)} label={label(0)} extra={extra} />
    ) : (
      <Spin size="small" />
    );
  if (kind === 'docx') return <DocxPreview bytes={bytes.data} />;
  return <XlsxPreview bytes={bytes.data} />;
}
