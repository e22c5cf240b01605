import { CloudUploadOutlined, DeleteOutlined, FolderAddOutlined, LinkOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Segmented, Space, Typography } from 'antd';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { ConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { copyToClipboard } from '../../../shared/widgets/copy-button/index.ts';
import '../texts.ts';
import '../drive.css';
import {
  canPreview,
  clearTrash,
  createFolder,
  type DriveFile,
  type DriveItem,
  type DriveView,
  downloadUrl,
  driveKeys,
  fetchCrumbs,
  fetchList,
  fetchSearch,
  patchItem,
  type SortField,
  type SortOrder,
  zipUrl,
} from '../api/drive-api.ts';
import { errorText } from '../model/error-text.ts';
import { itemMenu, saveUrl } from '../model/item-menu.tsx';
import { type DiskPick, DiskPickerModal } from './disk-picker-modal.tsx';
import { DiskTree, type TreeNode } from './disk-tree.tsx';
import { DriveBreadcrumbs } from './drive-breadcrumbs.tsx';
import { DriveBulkBar } from './drive-bulk-bar.tsx';
import { DriveTable, itemKey } from './drive-table.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { NewFolderModal } from './new-folder-modal.tsx';
import { PreviewModal } from './preview-modal.tsx';
import { QuotaBar } from './quota-bar.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { useStatusChange } from './use-status-change.ts';
import { useUploader } from './use-uploader.tsx';

const SIDE_ROOTS = ['my', 'accessible'] as const;
const SORTS: readonly SortField[] = ['name', 'date', 'size'];

/** /disk/my, /disk/acessable, /disk/trash and /disk/folder/:id: one page, four views. */
export function DrivePage({ kind }: { kind: 'my' | 'accessible' | 'trash' | 'folder' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const folderId = kind === 'folder' ? Number(params.id) : 0;
  const view: DriveView = kind === 'folder' ? { kind, id: folderId } : { kind };
  const sort = (SORTS.includes(search.get('sort') as SortField) ? search.get('sort') : 'name') as SortField;
  const order: SortOrder = search.get('order') === 'desc' ? 'desc' : 'asc';
  const term = search.get('term')?.trim() ?? '';
  const [termInput, setTermInput] = useState(term);

  const list = useQuery({ queryKey: driveKeys.list(view, sort, order), queryFn: () => fetchList(view, sort, order), enabled: !term });
  const found = useQuery({ queryKey: driveKeys.search(term), queryFn: () => fetchSearch(term), enabled: !!term });
  const data = term ? found.data : list.data;
  const items: DriveItem[] = data ? [...data.folders, ...data.files] : [];
  const current = list.data?.folder;
  const crumbs = useQuery({
    queryKey: driveKeys.crumbs(folderId),
    queryFn: () => fetchCrumbs(folderId),
    enabled: kind === 'folder',
  });
  usePageTitle(null, current?.name ?? t(kind === 'folder' ? 'drive.folder' : `drive.${kind}`), t('drive.title'));

  const [selected, setSelected] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [sharing, setSharing] = useState<DriveItem | null>(null);
  const [moving, setMoving] = useState<DriveItem[] | null>(null);
  const [previewing, setPreviewing] = useState<DriveFile | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [naming, setNaming] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<DiskPick | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const viewKey = `${kind}:${params.id ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view starts with nothing selected
  useEffect(() => {
    setSelected([]);
    setRenaming(null);
  }, [viewKey]);

  const uploadTarget = kind === 'my' ? 0 : kind === 'folder' && current?.can_edit === 1 ? folderId : null;
  const folderTarget = kind === 'my' ? null : kind === 'folder' && current?.can_edit === 1 ? current.id : undefined;
  const uploader = useUploader(uploadTarget ?? 0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: driveKeys.all });
  // The side tree loads lazily and keeps what the user opened: it is rebuilt only when
  // folders change here (created, renamed, moved, trashed, restored), not on every refetch.
  const [treeVersion, setTreeVersion] = useState(0);
  const bumpTree = () => setTreeVersion((v) => v + 1);
  const fail = (e: unknown) => toast(1, errorText(e, t));
  const selectedItems = items.filter((i) => selected.includes(itemKey(i)));

  const shownKey = term ? driveKeys.search(term) : driveKeys.list(view, sort, order);
  const status = useStatusChange({ shownKey, selected, setSelected, onFolders: bumpTree, refresh, fail });
  const clear = useMutation({
    mutationFn: clearTrash,
    onSuccess: () => {
      toast(0, t('drive.cleared'));
      setConfirmClear(false);
      void refresh();
    },
    onError: fail,
  });
  const newFolder = useMutation({
    mutationFn: (name: string) => createFolder(name, folderTarget ?? null),
    onSuccess: () => {
      toast(0, t('drive.folderCreated'));
      setNaming(null);
      bumpTree();
      void refresh();
    },
    onError: fail,
  });

  const rename = async (item: DriveItem, name: string | null) => {
    setRenaming(null);
    if (!name) return;
    try {
      await patchItem(item, { name });
      toast(0, t('drive.renamed'));
      if (item.type === 'folder') bumpTree();
      void refresh();
    } catch (e) {
      fail(e);
    }
  };

  const moveTo = async (target: number) => {
    try {
      for (const item of moving ?? []) await patchItem(item, { parent_id: target });
      toast(0, t('drive.moved'));
      setMoving(null);
      setSelected([]);
    } catch (e) {
      fail(e);
    } finally {
      if (moving?.some((i) => i.type === 'folder')) bumpTree();
      void refresh();
    }
  };

  const open = (item: DriveItem) => {
    if (item.status !== 1) return;
    if (item.type === 'folder') navigate(`/disk/folder/${item.id}`);
    else if (canPreview(item)) setPreviewing(item);
    else saveUrl(downloadUrl(item));
  };

  const onMenu = (action: string, item: DriveItem) => {
    if (action === 'open') open(item);
    else if (action === 'preview' && item.type === 'file') setPreviewing(item);
    else if (action === 'download') saveUrl(downloadUrl(item));
    else if (action === 'zip') saveUrl(zipUrl(item));
    else if (action === 'copyLink' && item.type === 'file') void copyToClipboard(`${window.location.origin}${item.link}`, 'link');
    else if (action === 'rename') setRenaming(itemKey(item));
    else if (action === 'move') setMoving([item]);
    else if (action === 'share') setSharing(item);
    else if (action === 'trash') status.mutate({ list: [item], to: 0 });
    else if (action === 'restore') status.mutate({ list: [item], to: 1 });
  };

  const setParam = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSearch(next, { replace: true });
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (uploadTarget !== null && e.dataTransfer.files.length) void uploader.start([...e.dataTransfer.files]);
  };

  const emptyText = term
    ? t('drive.emptySearch')
    : t(
        kind === 'my'
          ? 'drive.emptyMy'
          : kind === 'accessible'
            ? 'drive.emptyAccessible'
            : kind === 'trash'
              ? 'drive.emptyTrash'
              : 'drive.emptyFolder',
      );
  const sideKey = kind === 'folder' ? `folder:${folderId}` : kind === 'trash' ? null : kind;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone; the upload button does the same from the keyboard
    <div
      className="drive-page"
      onDragOver={(e) => {
        if (uploadTarget === null || !e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <div className="page-header">
        <Typography.Title level={2}>{t('drive.title')}</Typography.Title>
        <Space wrap>
          {folderTarget !== undefined && (
            <Button icon={<FolderAddOutlined />} onClick={() => setNaming('')}>
              {t('drive.newFolder')}
            </Button>
          )}
          {uploadTarget !== null && (
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => fileInput.current?.click()}>
              {t('drive.upload')}
            </Button>
          )}
          {kind === 'my' && (
            <Button icon={<LinkOutlined />} onClick={() => setPicking(true)}>
              {t('drive.pickLink')}
            </Button>
          )}
          {kind === 'trash' && (
            <Button danger icon={<DeleteOutlined />} disabled={items.length === 0} onClick={() => setConfirmClear(true)}>
              {t('drive.clearTrash')}
            </Button>
          )}
        </Space>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="drive-file-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            // Only where the user may upload (the folder is loaded and editable), as for a drop.
            if (uploadTarget !== null) void uploader.start(files);
          }}
        />
      </div>

      <div className="drive-toolbar">
        <Segmented
          value={kind === 'folder' ? (crumbs.data?.root ?? 'my') : kind}
          onChange={(v) => navigate(v === 'accessible' ? '/disk/acessable' : `/disk/${v}`)}
          options={[
            { value: 'my', label: t('drive.my') },
            { value: 'accessible', label: t('drive.accessible') },
            { value: 'trash', label: t('drive.trash') },
          ]}
        />
        <Input.Search
          allowClear
          value={termInput}
          placeholder={t('drive.searchPlaceholder')}
          aria-label={t('common.search')}
          onChange={(e) => {
            setTermInput(e.target.value);
            if (!e.target.value) setParam({ term: null });
          }}
          onSearch={(v) => setParam({ term: v.trim() || null })}
        />
        <QuotaBar />
      </div>

      {picked && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setPicked(null) }}
          title={
            <span>
              {picked.name}: <Typography.Text code>{picked.link}</Typography.Text>
            </span>
          }
        />
      )}

      <div className="drive-body">
        <aside className="drive-side" aria-label={t('drive.title')}>
          <DiskTree
            key={treeVersion}
            roots={SIDE_ROOTS}
            selectedKey={sideKey}
            onSelect={(node: TreeNode) =>
              navigate(node.root === 'accessible' ? '/disk/acessable' : node.root ? '/disk/my' : `/disk/folder/${node.entry?.id}`)
            }
          />
        </aside>
        <main className="drive-main">
          <DriveBreadcrumbs view={view} search={!!term} />
          {selected.length > 0 && (
            <DriveBulkBar
              count={selected.length}
              trash={kind === 'trash'}
              onRestore={() => status.mutate({ list: selectedItems, to: 1 })}
              onMove={() => setMoving(selectedItems)}
              onDelete={() => status.mutate({ list: selectedItems, to: 0 })}
              onClear={() => setSelected([])}
            />
          )}
          <DriveTable
            items={items}
            loading={term ? found.isLoading : list.isLoading}
            emptyText={emptyText}
            selected={selected}
            onSelect={setSelected}
            sort={sort}
            order={order}
            onSort={(s, o) => setParam({ sort: s === 'name' ? null : s, order: o === 'asc' ? null : o })}
            renaming={renaming}
            onRename={rename}
            onOpen={open}
            menu={(item) => itemMenu(item, kind === 'trash', t)}
            onMenu={onMenu}
          />
          {uploadTarget !== null && items.length > 0 && (
            <Typography.Paragraph type="secondary" className="drive-hint">
              {t('drive.dropHint')}
            </Typography.Paragraph>
          )}
        </main>
      </div>

      {uploader.panel}
      {dragging && (
        <div className="drive-drop" aria-hidden>
          <CloudUploadOutlined /> {t('drive.dropHere')}
        </div>
      )}

      <NewFolderModal
        name={naming}
        pending={newFolder.isPending}
        onChange={setNaming}
        onCreate={(name) => newFolder.mutate(name)}
        onCancel={() => setNaming(null)}
      />
      <ConfirmDialog
        open={confirmClear}
        title={t('drive.clearTrashConfirm')}
        okText={t('drive.clearTrash')}
        danger
        confirmLoading={clear.isPending}
        onOk={() => clear.mutate()}
        onCancel={() => setConfirmClear(false)}
      >
        {t('drive.clearTrashText')}
      </ConfirmDialog>
      <ShareDialog item={sharing} onClose={() => setSharing(null)} />
      <MoveDialog items={moving} onClose={() => setMoving(null)} onMove={moveTo} />
      <PreviewModal file={previewing} onClose={() => setPreviewing(null)} />
      <DiskPickerModal
        open={picking}
        title={t('drive.pickLink')}
        onCancel={() => setPicking(false)}
        onOk={(file) => {
          setPicking(false);
          setPicked(file);
          void copyToClipboard(`${window.location.origin}${file.link}`, 'link');
        }}
      />
    </div>
  );
}

export const MyDrivePage = () => <DrivePage kind="my" />;
export const AccessibleDrivePage = () => <DrivePage kind="accessible" />;
export const TrashDrivePage = () => <DrivePage kind="trash" />;
export const FolderDrivePage = () => <DrivePage kind="folder" />;
