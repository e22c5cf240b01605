import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../confirm-dialog/index.ts';
import { AddLinksModal } from './add-links-modal.tsx';
import { LinkItem } from './link-item.tsx';
import { addLinks, changeLink, type LinkRow, linksKey, loadLinks, type NetworkLink } from './links-api.ts';
import './texts.ts';

export interface NetworkLinksProps {
  module: string;
  objectId: number | string;
  /** The has-rights flag (spec 3 §5): add, edit and delete. */
  hasRights: boolean;
}

/** Network links of an object (spec 3 §3, §4 "Link", §5, §7): list, add modal, inline edit, soft delete. */
export function NetworkLinks({ module, objectId, hasRights }: NetworkLinksProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = linksKey(module, objectId);
  const [adding, setAdding] = useState(false);
  const [confirm, holder] = useConfirmDialog();
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => loadLinks(module, objectId, signal) });

  const patchList = async (update: (rows: NetworkLink[]) => NetworkLink[]) => {
    await client.cancelQueries({ queryKey: key });
    const before = client.getQueryData<NetworkLink[]>(key);
    client.setQueryData<NetworkLink[]>(key, (rows) => update(rows ?? []));
    return { before };
  };
  const onError = (error: unknown, _v: unknown, ctx?: { before?: NetworkLink[] }) => {
    console.error('links: call failed', error);
    if (ctx?.before) client.setQueryData(key, ctx.before);
  };
  const edit = useMutation({
    mutationFn: ({ id, row }: { id: number; row: LinkRow }) => changeLink(id, row),
    onMutate: ({ id, row }) => patchList((rows) => rows.map((r) => (r.id === id ? { ...r, ...row } : r))),
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => changeLink(id, { status: 0 }),
    onMutate: (id) => patchList((rows) => rows.filter((r) => r.id !== id)),
    onError,
  });

  const askDelete = async (item: NetworkLink) => {
    if (await confirm({ title: t('widgets.links.deleteTitle', { name: item.name }), danger: true })) remove.mutate(item.id);
  };

  const rows = (Array.isArray(list.data) ? list.data : []).filter((r) => r.status !== 0);
  return (
    <div className="network-links">
      {list.isPending ? (
        <Spin size="small" />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widgets.links.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {rows.map((item) => (
            <LinkItem
              key={item.id}
              item={item}
              hasRights={hasRights}
              onSave={(row) => edit.mutate({ id: item.id, row })}
              onDelete={() => void askDelete(item)}
            />
          ))}
        </ul>
      )}
      {hasRights && (
        <Button type="dashed" size="small" icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => setAdding(true)}>
          {t('widgets.links.add')}
        </Button>
      )}
      <AddLinksModal
        open={adding}
        onCancel={() => setAdding(false)}
        onSubmit={async (newRows) => {
          await addLinks(module, objectId, newRows);
          await client.invalidateQueries({ queryKey: key });
        }}
      />
      {holder}
    </div>
  );
}
