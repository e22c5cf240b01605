import type { DiffPart } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, List, Modal, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toast/index.ts';
import { diffQuery, knowledgeKey, restoreVersion, versionsQuery } from '../api.ts';
import '../texts.ts';

/** The parts with a key each: their offset in the joined text (parts of one diff never reorder). */
const keyed = (parts: DiffPart[]) => {
  let offset = 0;
  return parts.map((p) => {
    const key = `${p.kind}-${offset}`;
    offset += p.text.length;
    return { ...p, key };
  });
};

function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <div className="knowledge-diff">
      {keyed(parts).map((p) =>
        p.kind === 'removed' ? (
          <del key={p.key}>{p.text}</del>
        ) : p.kind === 'added' ? (
          <ins key={p.key}>{p.text}</ins>
        ) : (
          <span key={p.key}>{p.text}</span>
        ),
      )}
    </div>
  );
}

function DiffModal({
  articleId,
  versionId,
  number,
  onClose,
}: {
  articleId: number;
  versionId: number;
  number: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(diffQuery(articleId, versionId));
  const same = query.data && [...query.data.title, ...query.data.body].every((p) => p.kind === 'same');
  return (
    <Modal open title={t('knowledge.versions.diffTitle', { n: number })} footer={null} onCancel={onClose} width={800}>
      {query.isPending ? (
        <Spin />
      ) : query.data ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <del className="knowledge-diff">{t('knowledge.versions.legendRemoved')}</del>
            <ins className="knowledge-diff">{t('knowledge.versions.legendAdded')}</ins>
          </Space>
          {same && <Typography.Text type="secondary">{t('knowledge.versions.noChanges')}</Typography.Text>}
          <Typography.Text strong>{t('knowledge.versions.titleLabel')}</Typography.Text>
          <DiffText parts={query.data.title} />
          <Typography.Text strong>{t('knowledge.versions.bodyLabel')}</Typography.Text>
          <DiffText parts={query.data.body} />
        </Space>
      ) : null}
    </Modal>
  );
}

/** The article's saved versions: who and when, compare with the current text, restore (editors). */
export function VersionsTab({ articleId, canEdit }: { articleId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(versionsQuery(articleId));
  const client = useQueryClient();
  const [diff, setDiff] = useState<{ id: number; number: number } | null>(null);
  const restore = async (versionId: number) => {
    try {
      await restoreVersion(articleId, versionId);
      await client.invalidateQueries({ queryKey: knowledgeKey });
      toast(0, t('knowledge.versions.restored'));
    } catch (error) {
      toast(1, error instanceof Error ? error.message : String(error));
    }
  };
  if (query.isPending) return <Spin />;
  const versions = query.data?.versions ?? [];
  if (versions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.versions.empty')} />;
  return (
    <>
      <List
        className="knowledge-versions"
        dataSource={versions}
        renderItem={(v, index) => (
          <List.Item
            key={v.id}
            actions={
              index === 0
                ? []
                : [
                    <Button key="diff" size="small" onClick={() => setDiff({ id: v.id, number: v.number })}>
                      {t('knowledge.versions.compare')}
                    </Button>,
                    ...(canEdit
                      ? [
                          <Popconfirm
                            key="restore"
                            okText={t('knowledge.yes')}
                            cancelText={t('knowledge.no')}
                            title={t('knowledge.versions.restoreConfirm', { n: v.number })}
                            onConfirm={() => restore(v.id)}
                          >
                            <Button size="small">{t('knowledge.versions.restore')}</Button>
                          </Popconfirm>,
                        ]
                      : []),
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{t('knowledge.versions.number', { n: v.number })}</span>
                  {index === 0 && <Tag color="green">{t('knowledge.versions.current')}</Tag>}
                  {v.restored_from !== null && <Tag>{t('knowledge.versions.restoredFrom', { n: v.restored_from })}</Tag>}
                </Space>
              }
              description={`${formatDateTime(v.date_add)}${v.who_add_fio ? ` · ${v.who_add_fio}` : ''} · ${v.title}`}
            />
          </List.Item>
        )}
      />
      {diff && <DiffModal articleId={articleId} versionId={diff.id} number={diff.number} onClose={() => setDiff(null)} />}
    </>
  );
}
