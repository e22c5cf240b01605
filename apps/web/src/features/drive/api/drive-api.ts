import type {
  AccessEntry,
  DiskEntries,
  DiskEntry,
  DriveBreadcrumbs,
  DriveCounts,
  DriveFile,
  DriveFolder,
  DriveItem,
  DriveList,
  DriveSizes,
  DriveUploadAnswer,
  ItemPatch,
} from '@app/contracts';
import { api, sendMultipart } from '../../../shared/api/index.ts';

export type { AccessEntry, DiskEntry, DriveFile, DriveFolder, DriveItem, DriveList, DriveSizes, ItemPatch };

export type DriveView = { kind: 'my' } | { kind: 'accessible' } | { kind: 'trash' } | { kind: 'folder'; id: number };
export type SortField = 'name' | 'date' | 'size';
export type SortOrder = 'asc' | 'desc';

export const driveKeys = {
  all: ['drive'] as const,
  list: (view: DriveView, sort: SortField, order: SortOrder) => ['drive', 'list', view, sort, order] as const,
  search: (term: string) => ['drive', 'search', term] as const,
  sizes: ['drive', 'sizes'] as const,
  crumbs: (id: number) => ['drive', 'crumbs', id] as const,
  tree: (key: string) => ['drive', 'tree', key] as const,
};

function listPath(view: DriveView): string {
  if (view.kind === 'folder') return `disk/folders/${view.id}`;
  if (view.kind === 'accessible') return 'disk/accessible';
  return `disk/${view.kind === 'my' ? 'root' : 'trash'}`;
}

export const fetchList = (view: DriveView, sort: SortField, order: SortOrder) => api<DriveList>(listPath(view), { query: { sort, order } });

export const fetchSearch = (term: string) => api<DriveList>('disk/search', { query: { term } });
export const fetchSizes = () => api<DriveSizes>('disk/sizes');
export const fetchCrumbs = (id: number) => api<DriveBreadcrumbs>(`disk/breadcrumbs/${id}`);

/** The picker's lazy tree: 'my' (root), 'accessible', or a folder id. */
export const fetchEntries = (node: 'my' | 'accessible' | number) =>
  api<DiskEntries>(node === 'my' ? 'disk/root' : node === 'accessible' ? 'disk/accessible' : `disk/folders/${node}`, {
    query: { has_children: 1 },
  }).then((r) => r.folders);

export const createFolder = (name: string, parentId: number | null) =>
  api<DriveFolder>('disk/folders', { method: 'POST', json: { name, parent_id: parentId } });

export const patchItem = (item: Pick<DriveItem, 'id' | 'type'>, patch: ItemPatch) =>
  api<DriveItem>(`disk/${item.type === 'folder' ? 'folders' : 'files'}/${item.id}`, { method: 'PATCH', json: patch });

export const setStatus = (items: Pick<DriveItem, 'id' | 'type'>[], status: 0 | 1) =>
  api<DriveCounts>('disk/elements/status', {
    method: 'PATCH',
    json: {
      folders: items.filter((i) => i.type === 'folder').map((i) => i.id),
      files: items.filter((i) => i.type === 'file').map((i) => i.id),
      status,
    },
  });

export const clearTrash = () => api<DriveCounts>('disk/trash/clear', { method: 'PATCH' });

export const downloadUrl = (file: { id: number }) => `/api/disk/files/${file.id}/download`;
export const previewUrl = (file: { id: number }) => `/api/disk/files/${file.id}/preview`;
export const zipUrl = (folder: { id: number }) => `/api/disk/folders/${folder.id}/zip`;

const PREVIEW = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'application/pdf']);
export const canPreview = (file: DriveFile) => PREVIEW.has(file.mime);

/** One file to a folder (0 = root) with its upload progress in percent; rejects with an ApiError. */
export async function uploadFile(
  folderId: number,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<DriveFile> {
  const form = new FormData();
  form.append('files[0]', file, file.name);
  const answer = await sendMultipart<DriveUploadAnswer>(`/disk/folders/${folderId}/files`, form, {
    signal,
    onProgress: (fraction) => onProgress(fraction >= 1 ? 100 : Math.min(99, Math.round(fraction * 100))),
  });
  return answer.files[0];
}
