import { CloseOutlined } from '@ant-design/icons';
import { WORK_STATE } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { addBoardUser } from '../api/boards.ts';
import { tasksKeys } from '../api/keys.ts';
import { addPerformer, addWatcher, applyGroup, type PeopleAnswer, removePerformer, removeWatcher } from '../api/people.ts';
import type { Ticket } from '../model/types.ts';
import { useCardMutations } from '../model/use-card.ts';
import { UserGroupsMenu } from './user-groups-menu.tsx';

const WORK_COLORS = ['default', 'orange', 'green'] as const;
const WORK_KEYS = ['tasks.work.waiting', 'tasks.work.working', 'tasks.work.done'] as const;

export const formatSeconds = (total: number) => `${Math.floor(total / 3600)}:${String(Math.floor((total % 3600) / 60)).padStart(2, '0')}`;

/** Performers or watchers of the card: no duplicates ('already selected'), groups, add to board. */
export function PeopleBlock({ ticket, kind }: { ticket: Ticket; kind: 'performers' | 'watchers' }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { run, refresh } = useCardMutations(ticket.id);
  const [picking, setPicking] = useState(false);
  const performers = kind === 'performers';
  const canEdit = performers ? ticket.rights.edit : ticket.rights.change_watchers;
  const people = performers
    ? ticket.performers.map((p) => ({ id: p.performer_id, fio: p.fio, image: p.userimage, work: p.status, total: p.work.total }))
    : ticket.watchers.map((w) => ({ id: w.user_id, fio: w.fio, image: w.userimage, work: null, total: 0 }));

  const offerBoard = (answer: PeopleAnswer) => {
    const outside = answer.not_board_users ?? [];
    if (!answer.add_to_board || outside.length === 0) return;
    Modal.confirm({
      title: t('tasks.add.addToBoard', { names: outside.map((u) => u.fio).join(', ') }),
      okText: t('tasks.add.addToBoardOk'),
      onOk: async () => {
        for (const u of outside) await addBoardUser(ticket.board_id, u.id, 0);
        void qc.invalidateQueries({ queryKey: tasksKeys.boards });
      },
    });
  };

  const add = (userId: number) => {
    setPicking(false);
    if (people.some((p) => p.id === userId)) {
      toast(2, t('tasks.side.alreadySelected'));
      return;
    }
    void run(async () => offerBoard(await (performers ? addPerformer : addWatcher)(ticket.id, userId)));
  };

  const remove = (userId: number) =>
    void run(
      () => (performers ? removePerformer : removeWatcher)(ticket.id, userId),
      (x) =>
        performers
          ? { ...x, performers: x.performers.filter((p) => p.performer_id !== userId) }
          : { ...x, watchers: x.watchers.filter((w) => w.user_id !== userId) },
    );

  return (
    <div className={`tasks-people tasks-${kind}`} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {people.map((p) => (
        <div key={p.id} style={{ display: 'flex', alignItems: 'center', gap: 6 }} data-user-id={p.id}>
          <Avatar size="small" src={p.image ?? undefined} alt={p.fio}>
            {p.fio.slice(0, 1)}
          </Avatar>
          <Typography.Text ellipsis style={{ flex: 1 }}>
            {p.fio}
          </Typography.Text>
          {p.work !== null && (
            <Tag color={WORK_COLORS[p.work] ?? 'default'} data-work={p.work} style={{ marginInlineEnd: 0 }}>
              {t(WORK_KEYS[p.work] ?? WORK_KEYS[0])}
              {p.work === WORK_STATE.working || p.total > 0 ? ` ${formatSeconds(p.total)}` : ''}
            </Tag>
          )}
          {canEdit && (
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              aria-label={`${t('tasks.side.remove')} ${p.fio}`}
              onClick={() => remove(p.id)}
            />
          )}
        </div>
      ))}
      {canEdit && (
        <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          {picking ? (
            <RemoteSelect
              url="/autocomplete/users"
              value={null}
              placeholder={performers ? t('tasks.side.addPerformer') : t('tasks.side.addWatcher')}
              aria-label={performers ? t('tasks.side.addPerformer') : t('tasks.side.addWatcher')}
              onChange={(v) => v !== null && add(Number(v))}
            />
          ) : (
            <Button size="small" type="dashed" onClick={() => setPicking(true)}>
              {performers ? t('tasks.side.addPerformer') : t('tasks.side.addWatcher')}
            </Button>
          )}
          <UserGroupsMenu
            type={kind}
            onApply={(groupId) =>
              void run(async () => {
                offerBoard(await applyGroup(ticket.id, groupId));
                refresh();
              })
            }
          />
        </div>
      )}
    </div>
  );
}
