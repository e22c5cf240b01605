import {
  type CandidateStage,
  candidateContacts,
  entryLines,
  HR_QUESTIONNAIRE,
  type HrDuplicate,
  type HrHiredAccount,
  type HrQuestionnaire,
  type RegistryEvent,
  registryChannel,
  registryListRoom,
  registryRecordRoom,
} from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Conflict, NotFound } from '../../shared/errors.ts';
import type { Lang } from '../../shared/i18n.ts';
import { recordChanges } from '../history/index.ts';
import * as repo from './candidates.repository.ts';
import { hireAccount } from './hiring.service.ts';
import { moveKitRows } from './merge.repository.ts';
import { assertMergeable, assertStageChange, duplicateKeys, emailKey, phoneKey, unionEntries } from './recruiting.policy.ts';

/** Recruiting's own calls on candidates: the status change (and hiring), merge, duplicates, questionnaire. */

const MODULE = 'candidates';

export interface RecruitingContext {
  db: Db;
  realtime: Realtime;
}

/** The `candidates` event the engine would send: open cards and boards (list room) refresh. */
export function emitCandidate(realtime: Realtime, event: RegistryEvent) {
  realtime.emit(registryRecordRoom(MODULE, event.id), registryChannel(MODULE), event);
  realtime.emit(registryListRoom(MODULE), registryChannel(MODULE), event);
}

/**
 * `PATCH humanresources/candidates/:id/status` (the kanban's move too): a refusal needs a reason;
 * hired makes the employee's account once (the candidate keeps its id). History rows `stage`,
 * `refusal_reason`, `user_id`, `hired_at`; the `update` event.
 */
export async function changeStage(
  ctx: RecruitingContext,
  user: SessionUser,
  id: number,
  change: { stage: CandidateStage; reason?: string; version?: number },
) {
  assertStageChange(change.stage, change.reason);
  const current = await repo.findActiveCandidate(ctx.db, id);
  if (!current) throw new NotFound();
  if (change.version !== undefined && change.version !== current.version) throw new Conflict();
  let hired: HrHiredAccount | null = null;
  // The account is made first (its own transaction in the users module); a candidate hired again keeps it.
  if (change.stage === 'hired' && current.stage !== 'hired' && current.user_id === null) hired = await hireAccount(ctx.db, user, current);
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await repo.findActiveCandidate(tx, id, true);
    if (!stored) throw new NotFound();
    const values: Partial<repo.CandidateRecord> = {};
    if (stored.stage !== change.stage) Object.assign(values, { stage: change.stage, stage_date: new Date() });
    const reason = change.stage === 'refusal' ? (change.reason?.trim() ?? null) : stored.refusal_reason;
    if (reason !== stored.refusal_reason) values.refusal_reason = reason;
    if (hired) values.user_id = hired.user_id;
    if (change.stage === 'hired' && stored.stage !== 'hired') values.hired_at = new Date().toISOString().slice(0, 10);
    if (Object.keys(values).length === 0) return stored;
    const updated = await repo.updateCandidate(tx, id, values, user.id);
    const changes = (['stage', 'refusal_reason', 'user_id', 'hired_at'] as const)
      .filter((field) => field in values)
      .map((field) => ({ field, old_value: stored[field], new_value: updated[field] }));
    await recordChanges(tx, MODULE, id, user.id, changes);
    return updated;
  });
  const candidate = {
    id: row.id,
    stage: row.stage as CandidateStage,
    stage_date: toWireMinutes(row.stage_date),
    refusal_reason: row.refusal_reason,
    hired_at: row.hired_at,
    user_id: row.user_id,
    version: row.version,
  };
  if (row.version !== current.version) {
    const { id: _id, ...fields } = candidate;
    emitCandidate(ctx.realtime, { action: 'update', id, fields, user_id: user.id });
  }
  return { candidate, hired };
}

/**
 * `POST humanresources/candidates/merge`: the removed candidate's posts, contacts, notes and blank
 * fields join the kept one (one history row a changed field), its files, chat, history and tags
 * move to it, and it goes to the trash (history row `status`, `delete` event).
 */
export async function mergeCandidates(ctx: RecruitingContext, user: SessionUser, keepId: number, removeId: number) {
  assertMergeable(keepId, removeId);
  const moved = await ctx.db.transaction(async (tx) => {
    const keep = await repo.findActiveCandidate(tx, keepId, true);
    const remove = await repo.findActiveCandidate(tx, removeId, true);
    if (!keep || !remove) throw new NotFound();
    const joined = {
      posts: unionEntries(keep.posts, remove.posts),
      phones: unionEntries(keep.phones, remove.phones, phoneKey),
      emails: unionEntries(keep.emails, remove.emails, emailKey),
      telegrams: unionEntries(keep.telegrams, remove.telegrams),
      other_contacts: unionEntries(keep.other_contacts, remove.other_contacts),
      vacancy_id: keep.vacancy_id ?? remove.vacancy_id,
      source: keep.source ?? remove.source,
      notes: [keep.notes, remove.notes].filter(Boolean).join('\n\n') || null,
    };
    const changed = Object.entries(joined).filter(([field, value]) => value !== keep[field as keyof typeof joined]);
    const moved = await moveKitRows(tx, removeId, keepId);
    if (changed.length) {
      await repo.updateCandidate(tx, keepId, Object.fromEntries(changed), user.id);
      await recordChanges(
        tx,
        MODULE,
        keepId,
        user.id,
        changed.map(([field, value]) => ({ field, old_value: keep[field as keyof typeof joined], new_value: value })),
      );
    }
    await recordChanges(tx, MODULE, keepId, user.id, [{ field: 'merged', old_value: null, new_value: remove.full_name }]);
    await repo.trashCandidate(tx, removeId, user.id);
    await recordChanges(tx, MODULE, removeId, user.id, [
      { field: 'merged', old_value: null, new_value: keep.full_name },
      { field: 'status', old_value: 1, new_value: 0 },
    ]);
    await repo.recountVacancies(tx);
    return moved;
  });
  emitCandidate(ctx.realtime, { action: 'update', id: keepId, user_id: user.id });
  emitCandidate(ctx.realtime, { action: 'delete', id: removeId, user_id: user.id });
  return { id: keepId, moved };
}

/** `GET humanresources/duplicates`: active candidates sharing a typed phone (digits, 8 = +7) or e-mail (any case). */
export async function findDuplicates(db: Db, query: { phones?: string; emails?: string; exclude?: number }): Promise<HrDuplicate[]> {
  const wanted = new Set(duplicateKeys(query.phones, query.emails));
  if (wanted.size === 0) return [];
  // Coarse look-up by the last 10 digits of a phone (8 / +7 prefixes differ), exact keys compared below.
  const digits = [...wanted].filter((k) => k.startsWith('p:')).map((k) => k.slice(2).slice(-10));
  const emails = [...wanted].filter((k) => k.startsWith('e:')).map((k) => k.slice(2));
  const rows = await repo.findCandidatesSharing(db, digits, emails, query.exclude);
  return rows.flatMap((row) => {
    const matches = [
      ...entryLines(row.phones).filter((v) => wanted.has(phoneKey(v))),
      ...entryLines(row.emails).filter((v) => wanted.has(emailKey(v))),
    ];
    return matches.length ? [{ id: row.id, full_name: row.full_name, stage: row.stage, vacancy_name: row.vacancy_name, matches }] : [];
  });
}

/** `GET humanresources/:id/contacts` (contacts module): the candidate's contacts as entries, or undefined when there is none. */
export async function candidateContactEntries(db: Db, id: number) {
  const row = await repo.findActiveCandidate(db, id);
  if (!row) return undefined;
  const types = { email: 1, phone: 2, telegram: 3, other: 4 } as const;
  return candidateContacts(row).map((c) => ({ type: types[c.kind], value: c.value }));
}

/** `GET humanresources/candidates/:id/questionnaire`: the fixed questions in the caller's language with the answers. */
export async function getQuestionnaire(db: Db, id: number, lang: Lang): Promise<HrQuestionnaire> {
  const row = await repo.findQuestionnaire(db, id);
  if (!row) throw new NotFound();
  const answers = row.answers ?? {};
  return {
    questions: HR_QUESTIONNAIRE.map((q) => ({ key: q.key, question: lang === 'en' ? q.en : q.ru, answer: answers[q.key] ?? '' })),
    date_edit: row.date ? toWireMinutes(row.date) : null,
  };
}

/** `PUT …/questionnaire`: stores the given answers over the stored ones (blank = none); one history row `questionnaire`. */
export async function saveQuestionnaire(
  ctx: RecruitingContext,
  user: SessionUser,
  id: number,
  given: Partial<Record<string, string>>,
  lang: Lang,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findQuestionnaire(tx, id);
    if (!row) throw new NotFound();
    const answers: Record<string, string> = { ...(row.answers ?? {}) };
    for (const [key, value] of Object.entries(given)) {
      if (value?.trim()) answers[key] = value.trim();
      else delete answers[key];
    }
    await repo.saveQuestionnaire(tx, id, answers);
    await recordChanges(tx, MODULE, id, user.id, [{ field: 'questionnaire', old_value: row.answers ?? null, new_value: answers }]);
  });
  return getQuestionnaire(ctx.db, id, lang);
}

/** Every vacancy's `candidates_count` (after a candidate write of the engine, and the seed). */
export const recountVacancyCandidates = (db: Db) => repo.recountVacancies(db);

/** `GET humanresources/departments?term=`: active departments by name, for the vacancy form. */
export const departmentOptions = (db: Db, term: string | undefined) => repo.findDepartmentOptions(db, term);
