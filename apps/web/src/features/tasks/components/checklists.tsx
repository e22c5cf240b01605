import { DragDropProvider, type DragEndEvent } from '@dnd-kit/react';
import { Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { useMe } from '../../session/index.ts';
import { addGroup, addItem, patchGroup, patchItem, sortGroups } from '../api/checklist.ts';
import {
  type ChecklistFilter,
  groupCompleted,
  groupNameError,
  moveId,
  readChecklistFilter,
  writeChecklistFilter,
} from '../model/checklist-rules.ts';
import type { ChecklistGroup, Ticket } from '../model/types.ts';
import { useCardMutations } from '../model/use-card.ts';
import { ChecklistGroupView } from './checklist-group.tsx';

const byPosition = (a: ChecklistGroup, b: ChecklistGroup) => a.position - b.position || a.id - b.id;

/** Checklist groups with drag-sort (positions saved), the active/done/all filter and auto-collapse. */
export function Checklists({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const me = useMe();
  const { run } = useCardMutations(ticket.id);
  const [filter, setFilter] = useState<ChecklistFilter>(readChecklistFilter);
  // Manual open/closed per group; without an entry a group is open unless nothing unchecked is left.
  const [manual, setManual] = useState<Record<number, boolean>>({});
  const [name, setName] = useState('');
  const groups = [...ticket.checklist].sort(byPosition);
  const rights = { hasRight: ticket.hasRight, limitedRight: ticket.limitedRight, isCanChecked: ticket.isCanChecked, userId: me.id };

  const mapGroup = (id: number, change: (g: ChecklistGroup) => ChecklistGroup) => (x: Ticket) => ({
    ...x,
    checklist: x.checklist.map((g) => (g.id === id ? change(g) : g)),
  });

  /** A group dropped on another takes its place (the groups between shift by one). */
  const onDragEnd = (event: DragEndEvent) => {
    const { source, target } = event.operation;
    if (event.canceled || !source || !target) return;
    const ids = groups.map((g) => g.id);
    const from = ids.indexOf(Number(source.id));
    const to = ids.indexOf(Number(String(target.id).replace('drop-', '')));
    if (from < 0 || to < 0 || from === to) return;
    const order = moveId(ids, from, to);
    void run(
      () => sortGroups(ticket.id, order),
      (x) => ({ ...x, checklist: x.checklist.map((g) => ({ ...g, position: order.indexOf(g.id) })) }),
    );
  };

  const createGroup = () => {
    const error = groupNameError(name);
    if (error) {
      toast(2, t(error));
      return;
    }
    void run(() => addGroup(ticket.id, name.trim(), groups.length)).then((ok) => ok && setName(''));
  };

  const toggle = (group: ChecklistGroup, itemId: number, status: 0 | 1) => {
    const nextItems = group.items.map((i) => (i.id === itemId ? { ...i, status } : i));
    // The group closes by itself when this check leaves nothing unchecked.
    if (groupCompleted({ items: nextItems })) setManual(({ [group.id]: _, ...rest }) => rest);
    void run(
      () => patchItem(ticket.id, itemId, { status }),
      mapGroup(group.id, (g) => ({ ...g, items: nextItems })),
    );
  };

  if (groups.length === 0 && !ticket.hasRight) return null;
  return (
    <div className="tasks-checklists" style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Typography.Text strong>{t('tasks.checklist.title')}</Typography.Text>
        <Segmented
          size="small"
          value={filter}
          onChange={(v) => {
            setFilter(v as ChecklistFilter);
            writeChecklistFilter(v as ChecklistFilter);
          }}
          options={(['active', 'done', 'all'] as const).map((v) => ({ value: v, label: t(`tasks.checklist.${v}`) }))}
        />
      </div>
      <DragDropProvider onDragEnd={onDragEnd}>
        {groups.map((group) => (
          <ChecklistGroupView
            key={group.id}
            group={group}
            filter={filter}
            rights={rights}
            open={manual[group.id] ?? !groupCompleted(group)}
            onToggleOpen={() => setManual((m) => ({ ...m, [group.id]: !(m[group.id] ?? !groupCompleted(group)) }))}
            onToggleItem={(item) => toggle(group, item.id, item.status === 1 ? 0 : 1)}
            onAddItem={(itemName) => void run(() => addItem(ticket.id, group.id, itemName, group.items.length))}
            onDeleteItem={(item) =>
              void run(
                () => patchItem(ticket.id, item.id, { deleted: 1 }),
                mapGroup(group.id, (g) => ({ ...g, items: g.items.filter((i) => i.id !== item.id) })),
              )
            }
            onRename={(newName) =>
              void run(
                () => patchGroup(ticket.id, group.id, { name: newName }),
                mapGroup(group.id, (g) => ({ ...g, name: newName })),
              )
            }
            onDelete={() =>
              void run(
                () => patchGroup(ticket.id, group.id, { status: 0 }),
                (x) => ({ ...x, checklist: x.checklist.filter((g) => g.id !== group.id) }),
              )
            }
          />
        ))}
      </DragDropProvider>
      {ticket.hasRight && (
        <Input
          size="small"
          value={name}
          maxLength={64}
          showCount
          placeholder={t('tasks.checklist.groupName')}
          aria-label={t('tasks.checklist.addGroup')}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={createGroup}
        />
      )}
    </div>
  );
}
