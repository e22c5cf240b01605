import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  RollbackOutlined,
  ShareAltOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { canPreview, type DriveItem } from '../api/drive-api.ts';

export type ItemAction = 'open' | 'preview' | 'download' | 'zip' | 'copyLink' | 'rename' | 'move' | 'share' | 'trash' | 'restore';

/** The actions an item offers in a view: the trash only restores; edits need can_edit. */
export function itemMenu(item: DriveItem, inTrash: boolean, t: (key: string) => string): MenuProps['items'] {
  if (inTrash) return [{ key: 'restore', icon: <RollbackOutlined />, label: t('drive.restore'), disabled: item.can_edit !== 1 }];
  const editable = item.can_edit === 1;
  const items: NonNullable<MenuProps['items']> = [];
  if (item.type === 'folder') {
    items.push({ key: 'open', icon: <FolderOpenOutlined />, label: t('drive.open') });
    items.push({ key: 'zip', icon: <DownloadOutlined />, label: t('drive.downloadZip') });
  } else {
    if (canPreview(item)) items.push({ key: 'preview', icon: <EyeOutlined />, label: t('drive.preview') });
    items.push({ key: 'download', icon: <DownloadOutlined />, label: t('drive.download') });
    items.push({ key: 'copyLink', icon: <CopyOutlined />, label: t('drive.copyLink') });
  }
  if (editable) {
    items.push({ type: 'divider' });
    items.push({ key: 'rename', icon: <EditOutlined />, label: t('drive.rename') });
    items.push({ key: 'move', icon: <SwapOutlined />, label: t('drive.move') });
    items.push({ key: 'share', icon: <ShareAltOutlined />, label: t('drive.share') });
    items.push({ key: 'trash', icon: <DeleteOutlined />, label: t('drive.toTrash'), danger: true });
  }
  return items;
}

/** Saves a URL through a temporary link (the server answers with Content-Disposition: attachment). */
export function saveUrl(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}
