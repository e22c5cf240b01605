/**
 * Staff chains (`staff_chains`, staffchains_view) and signer groups (`signer_groups`): the
 * engine keeps their names, lists, cards, trash and history; their ordered people are this
 * module's (`PUT <registry>/:id/signers`), a change joining the record's history. The ready
 * chains an application's chain is filled from in one click are `chainsForSigning`.
 */
import type { Signer } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { NotFound } from '../../shared/errors.ts';
import { recordChanges } from '../history/index.ts';
import { addMyGroup, checkedSigners, option } from './favorites.service.ts';
import { signableNow } from './signers.policy.ts';
import * as repo from './signers.repository.ts';

export type { PeopleOwner } from './signers.repository.ts';

/** `GET staff_chains/:id/signers`, `GET signer_groups/:id/signers`: the people in order (404 unless active). */
export async function getPeople(db: Db, owner: repo.PeopleOwner, id: number): Promise<Signer[]> {
  if (!(await repo.isActive(db, owner, id))) throw new NotFound();
  return (await repo.findPeople(db, owner, [id])).map(option);
}

/** `POST v2_signers/favorites/group/:id`: the group's members who may sign now join the user's own signers. */
export async function addGroupToMine(db: Db, user: SessionUser, groupId: number): Promise<Signer[]> {
  return addMyGroup(db, user, await getPeople(db, 'signer_groups', groupId));
}

const names = (rows: { fio: string }[]) => rows.map((r) => r.fio).join(' → ');

/**
 * `PUT staff_chains/:id/signers`, `PUT signer_groups/:id/signers` `{ user_ids }`: the whole new
 * ordered list; active users with can_sign only, nobody twice, at most MAX_SIGNERS (422
 * `user_ids`). A change writes a `signers` row in the record's history.
 */
export async function setPeople(db: Db, user: SessionUser, owner: repo.PeopleOwner, id: number, ids: number[]): Promise<Signer[]> {
  if (!(await repo.isActive(db, owner, id))) throw new NotFound();
  const people = await checkedSigners(db, ids, 'user_ids', false);
  await db.transaction(async (tx) => {
    const had = await repo.findPeople(tx, owner, [id]);
    if (had.map((p) => p.id).join() === people.map((p) => p.id).join()) return;
    await repo.replacePeople(
      tx,
      owner,
      id,
      people.map((p) => p.id),
    );
    await recordChanges(tx, owner, id, user.id, [{ field: 'signers', old_value: names(had) || null, new_value: names(people) || null }]);
  });
  return getPeople(db, owner, id);
}

/**
 * The ready chains a user may fill an application's chain from: their own signers and every
 * active staff chain, each reduced to the people who may sign now (chains left empty are omitted).
 */
export async function chainsForSigning(db: Db, user: SessionUser) {
  const mine = signableNow((await repo.findUserSigners(db, user.id)).map(option));
  const chains = await repo.findActiveChains(db);
  const people = await repo.findPeople(
    db,
    'staff_chains',
    chains.map((c) => c.id),
  );
  const staff = chains
    .map((c) => ({ id: c.id, name: c.name, signers: signableNow(people.filter((p) => p.owner_id === c.id).map(option)) }))
    .filter((c) => c.signers.length > 0);
  return { mine, staff };
}

/** Demo content, once: signer types, two signer groups, two staff chains and the employee's own signers. */
export async function seedSignerChains(db: Db, people: { manager?: number; accountant?: number; employee?: number; signers: number[] }) {
  if (await repo.anyChain(db)) return;
  const { manager, accountant, employee } = people;
  const who = manager ?? null;
  const members = (ids: (number | undefined)[]) => [...new Set(ids.filter((v): v is number => v !== undefined))];
  for (const [name, comment] of [
    ['Согласующий', 'Проверяет заявку и передаёт её дальше по цепочке'],
    ['Утверждающий', 'Последняя подпись: после неё заявка подписана'],
    ['Контролёр бюджета', 'Сверяет сумму с бюджетом подразделения'],
  ])
    await repo.insertNamed(db, 'signer_types', name, comment, who);
  const groups: [string, string, (number | undefined)[]][] = [
    ['Руководство', 'Руководители, утверждающие закупки', [manager]],
    ['Бухгалтерия', 'Проверка оплаты и документов', [accountant]],
    ['Снабжение', 'Специалисты снабжения с правом подписи', people.signers.slice(0, 3)],
  ];
  for (const [name, comment, ids] of groups) {
    const id = await repo.insertNamed(db, 'signer_groups', name, comment, who);
    await repo.replacePeople(db, 'signer_groups', id, members(ids));
  }
  const chains: [string, string, (number | undefined)[]][] = [
    ['Закупка ТМЦ: руководитель и бухгалтерия', 'Обычная закупка материалов', [manager, accountant]],
    ['Автоснабжение: снабжение, руководитель и бухгалтерия', 'Запчасти и ремонт техники', [people.signers[0], manager, accountant]],
  ];
  for (const [name, comment, ids] of chains) {
    if (members(ids).length === 0) continue;
    const id = await repo.insertNamed(db, 'staff_chains', name, comment, who);
    await repo.replacePeople(db, 'staff_chains', id, members(ids));
  }
  if (employee && manager) await repo.replaceUserSigners(db, employee, members([manager, accountant]));
}
