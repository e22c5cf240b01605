import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../color-picker/index.ts';
import type { ObjectTag } from './tags-api.ts';

/** Spec 3 §9: the tag hover menu opens after 300 ms. */
export const TAG_MENU_DELAY_MS = 300;

export interface TagChipProps {
  tag: ObjectTag;
  editable: boolean;
  onRename: (name: string) => void;
  onColor: (color: string) => void;
  onDelete: () => void;
}

/** Readable text on a tag colour. */
function textColor(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex);
  if (!m) return '#fff';
  const [r, g, b] = m.slice(1).map((x) => Number.parseInt(x, 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#000' : '#fff';
}

/**
 * One tag (spec 3 §4 "Tag"): inline rename (Enter or blur saves if non-empty and changed, Esc
 * cancels), colour (36 colours, 200 ms debounce in the picker), delete; a hover menu after 300 ms.
 */
export function TagChip({ tag, editable, onRename, onColor, onDelete }: TagChipProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(tag.name);
  const [menu, setMenu] = useState(false);

  const chip = (
    <Tag color={tag.color} style={{ color: textColor(tag.color), marginInlineEnd: 0 }} data-testid="tag-chip">
      {tag.name}
    </Tag>
  );
  if (!editable) return chip;

  if (editing) {
    const save = () => {
      setEditing(false);
      const name = draft.trim();
      if (name && name !== tag.name) onRename(name);
    };
    return (
      <Input
        size="small"
        autoFocus
        value={draft}
        aria-label={t('widgets.tags.rename')}
        style={{ width: 140 }}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          }
          if (e.key === 'Escape') {
            setDraft(tag.name);
            setEditing(false);
          }
        }}
      />
    );
  }

  return (
    <Popover
      open={menu}
      onOpenChange={setMenu}
      mouseEnterDelay={TAG_MENU_DELAY_MS / 1000}
      trigger={['hover', 'focus']}
      content={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} role="menu" aria-label={t('widgets.tags.actions')}>
          <div style={{ display: 'flex', gap: 4 }}>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => {
                setMenu(false);
                setDraft(tag.name);
                setEditing(true);
              }}
            >
              {t('widgets.tags.rename')}
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => {
                setMenu(false);
                onDelete();
              }}
            >
              {t('widgets.tags.delete')}
            </Button>
          </div>
          <ColorPicker value={tag.color} onChange={onColor} aria-label={t('widgets.tags.color')} />
        </div>
      }
    >
      <button
        type="button"
        className="tag-chip-button"
        aria-label={tag.name}
        style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer' }}
      >
        {chip}
      </button>
    </Popover>
  );
}
