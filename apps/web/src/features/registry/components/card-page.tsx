import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { type RegistryDefinition, registryPath } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { FavouriteStar } from '../../../shared/widgets/favourite-star/index.ts';
import { Tags } from '../../../shared/widgets/tags/index.ts';
import { registryKeys } from '../api/keys.ts';
import { deleteRecord, patchRecord, registryRecordQuery, restoreRecord } from '../api/record.ts';
import type { RegistryOverrides } from '../model/overrides.ts';
import { neighbours, readOrder, usePagingKeys } from '../model/record-order.ts';
import { useRegistryRights } from '../model/rights.ts';
import { type RegistryRow, rowTitle } from '../model/row.ts';
import { saveFailure } from '../model/save-error.ts';
import { useRegistryLive } from '../model/use-registry-live.ts';
import '../texts.ts';
import { CardActions } from './card-actions.tsx';
import { CardFields } from './card-fields.tsx';
import { CardKit } from './card-kit.tsx';
import { RecordForm } from './record-form.tsx';

/**
 * `/<name>/:id`: a record's card — fields in groups, edit form, delete / restore, tags, files,
 * links, history and chat, the section's overrides (tabs, actions, or a whole card), and
 * PageUp / PageDown through the list the card was opened from.
 */
export function RegistryCardPage({ definition, overrides }: { definition: RegistryDefinition; overrides?: RegistryOverrides }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const rights = useRegistryRights(definition);
  const record = useQuery({ ...registryRecordQuery(definition, id), enabled: Number.isInteger(id) && id > 0 });
  // Editing belongs to one record: paging to another leaves the form.
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = editingId === id;
  const row = record.data;
  usePageTitle(id, row ? rowTitle(definition.title, row) : null, definition.label[lang]);
  useRegistryLive(definition, row ? id : undefined);
  const list = registryPath(definition);
  const paging = neighbours(readOrder(definition.name), id);
  const open = (target: number) => navigate(`${list}/${target}`);
  usePagingKeys(paging, open, !editing);

  if (record.isError || !(id > 0))
    return <Result status="404" title={t('registry.notFound')} extra={<Link to={list}>{t('registry.toList')}</Link>} />;
  if (!row) return <Spin style={{ display: 'block', margin: 48 }} />;

  const deleted = row.status === 0;
  const title = rowTitle(definition.title, row);
  const canEdit = rights.edit && !deleted;
  const saved = (next: RegistryRow) => {
    client.setQueryData(registryKeys.record(definition.name, id), next);
    void client.invalidateQueries({ queryKey: [...registryKeys.all(definition.name), 'list'] });
  };
  const changeStatus = async (call: typeof deleteRecord, message: string) => {
    try {
      saved(await call(definition, id));
      toast(0, message);
    } catch (error) {
      saveFailure(error);
    }
  };
  const hasTags = definition.fields.some((f) => f.kind === 'tags');

  const fields = editing ? (
    <RecordForm
      definition={definition}
      row={row}
      sections={overrides?.formSections}
      save={(body) => patchRecord(definition, id, body)}
      onSaved={(next) => {
        if (next !== row) {
          saved(next);
          toast(0, t('registry.saved'));
        }
        setEditingId(null);
      }}
      onStale={() => {
        setEditingId(null);
        void record.refetch();
      }}
      onCancel={() => setEditingId(null)}
    />
  ) : (
    <CardFields definition={definition} row={row} />
  );
  const actions = (
    <CardActions
      title={title}
      deleted={deleted}
      editing={editing}
      rights={rights}
      extra={overrides?.actions}
      context={{ record: row, canEdit }}
      onEdit={() => setEditingId(id)}
      onDelete={() => changeStatus(deleteRecord, t('registry.deleted'))}
      onRestore={() => changeStatus(restoreRecord, t('registry.restored'))}
    />
  );
  const tags = hasTags && (
    <div style={{ marginBottom: 12, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Typography.Text type="secondary">{t('registry.tags')}:</Typography.Text>
      <Tags module={definition.name} objectId={id} hasRights={canEdit} />
    </div>
  );
  const kit = (
    <CardKit
      definition={definition}
      row={row}
      fields={fields}
      canEdit={canEdit}
      extraTabs={overrides?.cardTabs}
      historyFields={overrides?.historyFields}
    />
  );
  const Custom = overrides?.card;

  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography.Text type="secondary">
          <Link to={list}>{definition.label[lang]}</Link>
        </Typography.Text>
        {paging.index > 0 && (
          <Space size={4}>
            <Button
              size="small"
              icon={<LeftOutlined />}
              aria-label={t('registry.paging.prev')}
              title={t('registry.paging.prev')}
              disabled={paging.prev === null}
              onClick={() => paging.prev !== null && open(paging.prev)}
            />
            <Typography.Text type="secondary">
              {t('registry.paging.position', { index: paging.index, count: paging.count })}
            </Typography.Text>
            <Button
              size="small"
              icon={<RightOutlined />}
              aria-label={t('registry.paging.next')}
              title={t('registry.paging.next')}
              disabled={paging.next === null}
              onClick={() => paging.next !== null && open(paging.next)}
            />
          </Space>
        )}
      </div>
      {Custom ? (
        <Custom
          definition={definition}
          record={row}
          rights={rights}
          canEdit={canEdit}
          actions={actions}
          fields={fields}
          tags={tags}
          kit={kit}
        />
      ) : (
        <>
          <div className="page-header">
            <Typography.Title level={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {title} {deleted && <Tag color="red">{t('registry.deletedBadge')}</Tag>}
              {!deleted && row.liked !== undefined && (
                <FavouriteStar module={definition.name} objectId={id} liked={row.liked === 1} size="middle" />
              )}
            </Typography.Title>
            {actions}
          </div>
          {tags}
          {kit}
        </>
      )}
    </div>
  );
}
