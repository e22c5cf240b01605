import { CloudOutlined, DesktopOutlined, LinkOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { FileGroup } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddLinksModal, addLinks, linksKey } from '../network-links/index.ts';
import { DeviceUploadModal } from './device-upload-modal.tsx';
import type { FileFilter } from './file-rules.ts';
import { type AttachmentType, attachDiskFile, filesKey, uploadFile } from './files-api.ts';
import './texts.ts';

export type UploadVariant = 'device' | 'disk' | 'link';

/** What the disk picker answers (the drive feature's `DiskPick` has this shape). */
export interface DiskFile {
  name: string;
  /** `/upload/disk/<filename>`. */
  link: string;
}

/** Props the composing feature hands to its disk picker (the drive's `DiskPickerModal` takes exactly these). */
export interface DiskPickerSlotProps {
  open: boolean;
  onCancel: () => void;
  /** Called with the chosen file; the picker enables OK only when a file is selected. */
  onOk: (file: DiskFile) => void;
}

export interface UploadMenuProps {
  module: string;
  objectId: number | string;
  /** Spec 3 §4: the choices offered, a subset of device, disk and link (default all three). */
  variants?: readonly UploadVariant[];
  /** Dropzone filter: 'image', 'document', a list of extensions or a pattern (default both groups). */
  filter?: FileFilter;
  /** Attachment type of the uploaded files (id or code: main, document, contract, custom). */
  type?: AttachmentType;
  /** The module's extra file group the files go to (a board custom column of a ticket). */
  column?: string;
  /** Further form fields sent with the files (e.g. a ticket's document file type `doc_type`). */
  fields?: Readonly<Record<string, string>>;
  /** Every uploaded file needs a name. */
  nameRequired?: boolean;
  /** The drive's folder-tree picker: `(p) => <DiskPickerModal {...p} />`. Without it the disk choice is hidden. */
  renderDiskPicker?: (props: DiskPickerSlotProps) => ReactNode;
  /** After files or links were added (the lists of this object are refreshed anyway). */
  onAdded?: (kind: UploadVariant) => void;
  /** The button (default: a paper clip with "Прикрепить"). */
  children?: ReactNode;
}

/** Spec 3 §2 upload menu: file from the computer, file from the disk, or a link. */
export function UploadMenu({
  module,
  objectId,
  variants = ['device', 'disk', 'link'],
  filter,
  type,
  column,
  fields,
  nameRequired,
  renderDiskPicker,
  onAdded,
  children,
}: UploadMenuProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState<UploadVariant | null>(null);
  const refreshFiles = () => client.invalidateQueries({ queryKey: filesKey(module, objectId) });
  const group: FileGroup | undefined = filter === 'image' || filter === 'document' ? filter : undefined;

  const items: NonNullable<MenuProps['items']> = [];
  if (variants.includes('device')) items.push({ key: 'device', icon: <DesktopOutlined />, label: t('widgets.files.fromDevice') });
  if (variants.includes('disk') && renderDiskPicker)
    items.push({ key: 'disk', icon: <CloudOutlined />, label: t('widgets.files.fromDisk') });
  if (variants.includes('link')) items.push({ key: 'link', icon: <LinkOutlined />, label: t('widgets.files.asLink') });
  if (items.length === 0) return null;

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => setOpen(key as UploadVariant) }}>
        {children ?? <Button icon={<PaperClipOutlined />}>{t('widgets.files.attach')}</Button>}
      </Dropdown>
      <DeviceUploadModal
        open={open === 'device'}
        onCancel={() => setOpen(null)}
        filter={filter}
        nameRequired={nameRequired}
        upload={(file, name, onProgress) => uploadFile(module, objectId, file, name, { type, group, column, fields, onProgress })}
        onDone={() => {
          void refreshFiles();
          onAdded?.('device');
        }}
      />
      {renderDiskPicker?.({
        open: open === 'disk',
        onCancel: () => setOpen(null),
        onOk: (file) => {
          if (!file?.link) return;
          setOpen(null);
          attachDiskFile(module, objectId, file.link, file.name, type, column, fields)
            .then(() => {
              void refreshFiles();
              onAdded?.('disk');
            })
            .catch((error: unknown) => console.error('files: disk attach failed', error));
        },
      })}
      <AddLinksModal
        open={open === 'link'}
        onCancel={() => setOpen(null)}
        onSubmit={async (rows) => {
          await addLinks(module, objectId, rows);
          await client.invalidateQueries({ queryKey: linksKey(module, objectId) });
          onAdded?.('link');
        }}
      />
    </>
  );
}
