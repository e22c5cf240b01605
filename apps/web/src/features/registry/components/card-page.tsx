import { type RegistryDefinition, registryPath } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Result, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { Tags } from '../../../shared/widgets/tags/index.ts';
import { registryKeys } from '../api/keys.ts';
import { deleteRecord, patchRecord, registryRecordQuery, restoreRecord } from '../api/record.ts';
import { useRegistryRights } from '../model/rights.ts';
import { type RegistryRow, rowTitle } from '../model/row.ts';
import { saveFailure } from '../model/save-error.ts';
import { useRegistryLive } from '../model/use-registry-live.ts';
import '../texts.ts';
import { CardActions } from './card-actions.tsx';
import { CardFields } from './card-fields.tsx';
import { CardKit } from './card-kit.tsx';
import { RecordForm } from './record-form.tsx';

/** `/<name>/:id`: a record's card — fields in groups, edit form, delete / restore, tags, files, links, history and chat. */
export function RegistryCardPage({ definition }: { definition: RegistryDefinition }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const id = Number(useParams().id);
  const client = useQueryClient();
  const rights = useRegistryRights(definition);
  const record = useQuery({ ...registryRecordQuery(definition.name, id), enabled: Number.isInteger(id) && id > 0 });
  const [editing, setEditing] = useState(false);
  const row = record.data;
  usePageTitle(id, row ? rowTitle(definition.title, row) : null, definition.label[lang]);
  useRegistryLive(definition, row ? id : undefined);
  const list = registryPath(definition);

  if (record.isError || !(id > 0))
    return <Result status="404" title={t('registry.notFound')} extra={<Link to={list}>{t('registry.toList')}</Link>} />;
  if (!row) return <Spin style={{ display: 'block', margin: 48 }} />;

  const deleted = row.status === 0;
  const title = rowTitle(definition.title, row);
  const saved = (next: RegistryRow) => {
    client.setQueryData(registryKeys.record(definition.name, id), next);
    void client.invalidateQueries({ queryKey: [...registryKeys.all(definition.name), 'list'] });
  };
  const changeStatus = async (call: typeof deleteRecord, message: string) => {
    try {
      saved(await call(definition.name, id));
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
      save={(body) => patchRecord(definition.name, id, body)}
      onSaved={(next) => {
        if (next !== row) {
          saved(next);
          toast(0, t('registry.saved'));
        }
        setEditing(false);
      }}
      onStale={() => {
        setEditing(false);
        void record.refetch();
      }}
      onCancel={() => setEditing(false)}
    />
  ) : (
    <CardFields definition={definition} row={row} />
  );

  return (
    <div>
      <Typography.Text type="secondary">
        <Link to={list}>{definition.label[lang]}</Link>
      </Typography.Text>
      <div className="page-header">
        <Typography.Title level={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title} {deleted && <Tag color="red">{t('registry.deletedBadge')}</Tag>}
        </Typography.Title>
        <CardActions
          title={title}
          deleted={deleted}
          editing={editing}
          rights={rights}
          onEdit={() => setEditing(true)}
          onDelete={() => changeStatus(deleteRecord, t('registry.deleted'))}
          onRestore={() => changeStatus(restoreRecord, t('registry.restored'))}
        />
      </div>
      {hasTags && (
        <div style={{ marginBottom: 12, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          <Typography.Text type="secondary">{t('registry.tags')}:</Typography.Text>
          <Tags module={definition.name} objectId={id} hasRights={rights.edit && !deleted} />
        </div>
      )}
      <CardKit definition={definition} row={row} fields={fields} canEdit={rights.edit && !deleted} />
    </div>
  );
}
