import { DeleteOutlined, DownOutlined, HolderOutlined, RightOutlined } from '@ant-design/icons';
import { type UseDroppableInput, useDraggable, useDroppable } from '@dnd-kit/react';
import { Button, Checkbox, Input, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { EditableText } from '../../../shared/widgets/editable-text/index.ts';
import { type ChecklistFilter, groupNameError, itemNameError, visibleItems } from '../model/checklist-rules.ts';
import type { ChecklistItem, ChecklistGroup as Group } from '../model/types.ts';

export interface ChecklistRights {
  hasRight: boolean;
  limitedRight: boolean;
  isCanChecked: boolean;
  userId: number;
}

export interface ChecklistGroupProps {
  group: Group;
  open: boolean;
  filter: ChecklistFilter;
  rights: ChecklistRights;
  onToggleOpen: () => void;
  onToggleItem: (item: ChecklistItem) => void;
  onAddItem: (name: string) => void;
  onDeleteItem: (item: ChecklistItem) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}

/**
 * Collision by the live DOM box under the pointer. The groups sit in the scrolled body of
 * the fixed side panel, where dnd-kit 0.5's measured shapes are off by the scroll offset
 * (drops found no target); the element's own client rectangle is always right.
 */
export const pointerInElement: NonNullable<UseDroppableInput['collisionDetector']> = ({ dragOperation, droppable }) => {
  const rect = (droppable as { element?: Element }).element?.getBoundingClientRect();
  const p = dragOperation.position.current;
  if (!rect || p.x < rect.left || p.x > rect.right || p.y < rect.top || p.y > rect.bottom) return null;
  return { id: droppable.id, value: 1, type: 2, priority: 2 };
};

/** One checklist group: drag handle, name, progress, items with the filter, add item. */
export function ChecklistGroupView(props: ChecklistGroupProps) {
  const { group, open, filter, rights } = props;
  const { t } = useTranslation();
  const { ref, handleRef, isDragging } = useDraggable({ id: group.id, disabled: !rights.hasRight });
  const drop = useDroppable({ id: `drop-${group.id}`, disabled: !rights.hasRight, collisionDetector: pointerInElement });
  const dropRef = drop.ref;
  const setRefs = useCallback(
    (el: HTMLDivElement | null) => {
      ref(el);
      dropRef(el);
    },
    [ref, dropRef],
  );
  const [draft, setDraft] = useState('');
  const done = group.items.filter((i) => i.status === 1).length;
  const items = visibleItems(group.items, filter);
  const canAdd = rights.hasRight || rights.limitedRight;
  const canEditItem = (i: ChecklistItem) => rights.hasRight || (rights.limitedRight && i.who_add === rights.userId);

  const add = () => {
    const error = itemNameError(draft);
    if (error) {
      toast(2, t(error));
      return;
    }
    props.onAddItem(draft.trim());
    setDraft('');
  };

  return (
    <div
      ref={setRefs}
      className="tasks-checklist-group"
      data-group-id={group.id}
      data-open={open ? '1' : '0'}
      style={{
        border: '1px solid rgba(5,5,5,0.08)',
        borderRadius: 6,
        padding: 6,
        opacity: isDragging ? 0.6 : 1,
        outline: drop.isDropTarget && !isDragging ? '2px dashed #1677ff' : undefined,
        background: 'var(--ant-color-bg-container, #fff)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        {rights.hasRight && (
          <button
            type="button"
            ref={handleRef}
            style={{ cursor: 'grab', border: 0, background: 'none', padding: 0 }}
            aria-label={t('tasks.checklist.drag')}
            className="tasks-drag-handle"
          >
            <HolderOutlined />
          </button>
        )}
        <Button
          size="small"
          type="text"
          icon={open ? <DownOutlined /> : <RightOutlined />}
          aria-expanded={open}
          aria-label={group.name}
          onClick={props.onToggleOpen}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <EditableText
            value={group.name}
            hasRights={rights.hasRight}
            maxLength={64}
            onSave={(name) => {
              const error = groupNameError(name);
              if (error) toast(2, t(error));
              else props.onRename(name);
            }}
          />
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('tasks.checklist.progress', { done, total: group.items.length })}
        </Typography.Text>
        {rights.hasRight && (
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('tasks.checklist.deleteGroup')}
            onClick={props.onDelete}
          />
        )}
      </div>
      {open && (
        <div style={{ paddingInlineStart: 28, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {items.map((item) => (
            <div key={item.id} style={{ display: 'flex', alignItems: 'center', gap: 6 }} className="tasks-checklist-item">
              <Checkbox checked={item.status === 1} disabled={!rights.isCanChecked} onChange={() => props.onToggleItem(item)}>
                <span style={item.status === 1 ? { textDecoration: 'line-through', opacity: 0.7 } : undefined}>{item.name}</span>
              </Checkbox>
              {canEditItem(item) && (
                <Button
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`${t('tasks.checklist.deleteItem')} ${item.name}`}
                  onClick={() => props.onDeleteItem(item)}
                />
              )}
            </div>
          ))}
          {canAdd && (
            <Input
              size="small"
              value={draft}
              placeholder={t('tasks.checklist.itemName')}
              aria-label={`${t('tasks.checklist.addItem')}: ${group.name}`}
              maxLength={2000}
              onChange={(e) => setDraft(e.target.value)}
              onPressEnter={add}
            />
          )}
        </div>
      )}
    </div>
  );
}
