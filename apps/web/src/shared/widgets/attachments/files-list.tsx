import { DeleteOutlined, FileOutlined } from '@ant-design/icons';
import type { AttachmentTypeCode, FileGroup } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Empty, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format.ts';
import { toast } from '../../toast/index.ts';
import { useConfirmDialog } from '../confirm-dialog/index.ts';
import { acceptsFile, TYPE_COLORS } from './file-rules.ts';
import { deleteFile, type FileItem, filesKey, loadFiles } from './files-api.ts';
import './texts.ts';

export interface FilesListProps {
  module: string;
  objectId: number | string;
  /** Delete allowed (edit right on the object). */
  hasRights: boolean;
  /** Only files of this type code (main, document, contract, custom). */
  type?: AttachmentTypeCode;
  /** Only files of this dropzone group (image, document) by extension. */
  group?: FileGroup;
  /** Any further condition (for example the module's extra file group, `column_name`). */
  where?: (file: FileItem) => boolean;
}

/** Spec 3 §3 file items of an object: name, type, who and when; delete sets status 0 (restored if the call fails). */
export function FilesList({ module, objectId, hasRights, type, group, where }: FilesListProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = filesKey(module, objectId);
  const [confirm, holder] = useConfirmDialog();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => loadFiles(module, objectId, signal) });
  const remove = useMutation({
    mutationFn: (file: FileItem) => deleteFile(file.id),
    onMutate: async (file) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<FileItem[]>(key);
      client.setQueryData<FileItem[]>(key, (list) => list?.filter((f) => f.id !== file.id));
      return { before };
    },
    onSuccess: () => toast(0, t('widgets.files.deleted')),
    onError: (error, _file, ctx) => {
      console.error('files: delete failed', error);
      if (ctx?.before) client.setQueryData(key, ctx.before);
    },
  });

  if (query.isPending) return <Spin size="small" />;
  const files = (Array.isArray(query.data) ? query.data : [])
    .filter((f) => f.status !== 0)
    .filter((f) => !type || f.type_code === type)
    .filter((f) => !group || acceptsFile(f.filename || f.name, group))
    .filter((f) => !where || where(f));
  if (files.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widgets.files.empty')} />;

  return (
    <>
      <ul className="files-list" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {files.map((f) => (
          <li key={f.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <FileOutlined />
            <div style={{ flex: 1, minWidth: 0 }}>
              <a href={f.path} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {f.name}
              </a>{' '}
              <Tag color={TYPE_COLORS[f.type_color] ?? 'default'}>{f.type_name}</Tag>
              {f.doc_type_name ? <Tag color={f.doc_type === 2 ? 'green' : 'default'}>{f.doc_type_name}</Tag> : null}
              <div style={{ fontSize: 12, opacity: 0.65, display: 'flex', gap: 4, alignItems: 'center' }}>
                <Avatar size={16} src={f.who_add_avatar || undefined} alt="" />
                <span>{f.who_add_fio}</span>
                <span>{formatDateTime(f.date_add)}</span>
              </div>
            </div>
            {hasRights && (
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('widgets.files.delete')} ${f.name}`}
                onClick={async () => {
                  if (await confirm({ title: t('widgets.files.deleteTitle', { name: f.name }), danger: true })) remove.mutate(f);
                }}
              />
            )}
          </li>
        ))}
      </ul>
      {holder}
    </>
  );
}
