import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { type ContractDocument, hasPermit } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { useConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { useSession } from '../../session/index.ts';
import {
  contractKeys,
  createDocument,
  deleteDocument,
  fetchDocuments,
  fetchDocumentTypes,
  uploadDocumentFiles,
} from '../api/contracts-api.ts';
import { visibleDocumentTypes } from '../model/document-visibility.ts';
import { problemOf } from '../model/problem.ts';
import '../texts.ts';
import { ContractOriginal } from '../fileregistry/components/contract-original.tsx';
import { DocumentForm } from './document-form.tsx';
import { useScrollFocus } from './use-scroll-focus.ts';

const TYPE_COLORS: Record<string, string> = { signed: 'green', draft: 'blue' };

/**
 * The card's «Документы» tab: the contract's typed documents the user may see (spec 3 §6, applied
 * by the server; `registry` asks the lawyers' registry view), with their files; editors upload one
 * with a type (the types the rule lets them see) and delete one after a confirmation.
 */
export function DocumentsTab({ record, canEdit, registry }: CardContext & { registry: boolean }) {
  const scrollBox = useScrollFocus();
  const { t } = useTranslation();
  const client = useQueryClient();
  const { user } = useSession();
  const lawyer = Boolean(user && hasPermit(user, 'contracts_lawyer'));
  const key = contractKeys.part(record.id, 'documents', registry);
  const documents = useQuery({ queryKey: key, queryFn: () => fetchDocuments(record.id, registry) });
  const types = useQuery({ queryKey: contractKeys.documentTypes, queryFn: fetchDocumentTypes, enabled: canEdit, staleTime: 300_000 });
  const [uploading, setUploading] = useState(false);
  const [confirm, confirmHolder] = useConfirmDialog();
  const refresh = () => client.invalidateQueries({ queryKey: contractKeys.part(record.id, 'documents') });

  const remove = async (doc: ContractDocument) => {
    if (!(await confirm({ title: t('contracts.documents.deleteConfirm', { name: doc.name }), danger: true }))) return;
    try {
      await deleteDocument(doc.id);
      toast(0, t('contracts.documents.deleted'));
    } catch (error) {
      toast(1, problemOf(error));
    }
    await refresh();
  };

  const columns: ColumnsType<ContractDocument> = [
    {
      key: 'type',
      title: t('contracts.documents.type'),
      render: (_, d) => <Tag color={d.type_code ? TYPE_COLORS[d.type_code] : undefined}>{d.type_name}</Tag>,
    },
    { key: 'name', title: t('contracts.documents.name'), render: (_, d) => d.name },
    { key: 'number', title: t('contracts.documents.number'), render: (_, d) => d.number ?? '' },
    { key: 'date', title: t('contracts.documents.date'), width: 110, render: (_, d) => formatDate(d.date) },
    { key: 'version', title: t('contracts.documents.version'), align: 'right', responsive: ['sm'], render: (_, d) => d.version },
    {
      key: 'files',
      title: t('contracts.documents.files'),
      render: (_, d) => (
        <Space direction="vertical" size={0}>
          {d.files.map((f) => (
            <a key={f.id} href={f.path} target="_blank" rel="noopener noreferrer">
              <PaperClipOutlined /> {f.name}
            </a>
          ))}
        </Space>
      ),
    },
    {
      key: 'author',
      title: t('contracts.documents.author'),
      responsive: ['lg'],
      render: (_, d) => (
        <Typography.Text type="secondary">
          {d.who_add_fio ?? ''} {formatDate(d.date_add)}
        </Typography.Text>
      ),
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      title: t('contracts.works.col.actions'),
      // Kept in sight: the card's column is narrow beside the chat, and the table scrolls.
      fixed: 'right',
      render: (_, d) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          title={t('contracts.documents.delete')}
          aria-label={`${t('contracts.documents.delete')}: ${d.name}`}
          onClick={() => void remove(d)}
        />
      ),
    });

  if (documents.isError) return <Alert type="error" showIcon title={problemOf(documents.error)} />;
  const list = documents.data ?? [];
  return (
    <div ref={scrollBox} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {confirmHolder}
      <ContractOriginal contractId={record.id} state={typeof record.state === 'string' ? record.state : undefined} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        {registry ? <Typography.Text type="secondary">{t('contracts.documents.registryHint')}</Typography.Text> : <span />}
        {canEdit && (
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            {t('contracts.documents.upload')}
          </Button>
        )}
      </div>
      {documents.isSuccess && list.length === 0 ? (
        <Empty description={t('contracts.documents.empty')} />
      ) : (
        <Table<ContractDocument>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list}
          loading={documents.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="contract-documents"
        />
      )}
      <DocumentForm
        open={uploading}
        types={visibleDocumentTypes(types.data ?? [], { lawyer, registry })}
        onClose={() => setUploading(false)}
        onSave={async (body, file) => {
          const doc = await createDocument(record.id, body);
          try {
            await uploadDocumentFiles(doc.id, [file]);
            toast(0, t('contracts.documents.uploaded'));
          } catch (error) {
            toast(1, problemOf(error));
          }
          setUploading(false);
          await refresh();
        }}
      />
    </div>
  );
}
