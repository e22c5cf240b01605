import { Popover, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../toast/index.ts';
import { useConfirmDialog } from '../confirm-dialog/index.ts';
import { AddTag } from './add-tag.tsx';
import { TagChip } from './tag-chip.tsx';
import type { FoundTag, ObjectTag } from './tags-api.ts';
import './texts.ts';
import { useTags } from './use-tags.ts';

/** Spec 3 §9: 3 tags visible, the rest under +N. */
export const TAGS_VISIBLE = 3;

export interface TagsProps {
  module: string;
  objectId: number | string;
  /** The tags right: without it the tags are read-only (no add, rename, colour or delete). */
  hasRights: boolean;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Tags of an object (spec 3 §4, §5, §7, §9). */
export function Tags({ module, objectId, hasRights }: TagsProps) {
  const { t } = useTranslation();
  const { tags, isPending, add, change, remove } = useTags(module, objectId);
  const [confirm, holder] = useConfirmDialog();

  const onAdd = (raw: string, suggestions: readonly FoundTag[]) => {
    const name = raw.trim();
    if (!name) return; // spec 3 §5: a blank name is not added
    if (tags.some((tag) => same(tag.name, name))) {
      toast(1, t('tag.alreadySelected'));
      return;
    }
    add({ name, existing: suggestions.find((s) => same(s.name, name)) });
  };

  const askDelete = async (tag: ObjectTag) => {
    if (await confirm({ title: t('tag.wantDelete', { name: tag.name }), danger: true })) remove(tag);
  };

  const chip = (tag: ObjectTag) => (
    <TagChip
      key={tag.row_id}
      tag={tag}
      editable={hasRights}
      onRename={(name) => change({ tag, name })}
      onColor={(color) => change({ tag, color })}
      onDelete={() => void askDelete(tag)}
    />
  );

  if (isPending) return <Spin size="small" />;
  const visible = tags.slice(0, TAGS_VISIBLE);
  const rest = tags.slice(TAGS_VISIBLE);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      {visible.map(chip)}
      {rest.length > 0 && (
        <Popover trigger="click" content={<div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, maxWidth: 260 }}>{rest.map(chip)}</div>}>
          <button
            type="button"
            style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer' }}
            aria-label={t('widgets.tags.more', { count: rest.length })}
          >
            <Tag>+{rest.length}</Tag>
          </button>
        </Popover>
      )}
      {!hasRights && tags.length === 0 && <Typography.Text type="secondary">{t('widgets.tags.empty')}</Typography.Text>}
      {hasRights && <AddTag module={module} itemId={objectId} attached={tags} onAdd={onAdd} />}
      {holder}
    </div>
  );
}
