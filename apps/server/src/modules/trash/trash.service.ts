import { hasPermit, registryPath, type TrashItem, type TrashList, type TrashModuleInfo, type TrashQuery } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { FileStorage } from '../../plugins/files.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { decodeCursor, encodeCursor } from '../../shared/pagination.ts';
import type { TrashBound } from '../../shared/trash-bound.ts';
import { purgeApplication, restoreApplication, seesAllApplications } from '../applications/index.ts';
import type { Notifications } from '../notifications/index.ts';
import { registriesOf, type TrashRow } from '../registry/index.ts';
import { purgeTicket, restoreTicket, seesAllTickets } from '../tasks/index.ts';
import { boundFor, compareKeys, keyOf, mayPurge, type TrashKey } from './trash.policy.ts';
import * as repo from './trash.repository.ts';

export interface TrashDeps {
  db: Db;
  realtime: Realtime;
  storage: FileStorage;
  jobs: Jobs;
  notifications: Notifications;
}

/** One module's part of the trash: its deleted rows and its own restore (and purge) rule. */
interface Source {
  module: string;
  ru: string;
  en: string;
  link: (id: number) => string;
  /** Whether the user sees this module's deleted records at all. */
  visible: (user: SessionUser) => boolean;
  page: (bound: TrashBound | undefined, limit: number) => Promise<TrashRow[]>;
  restore: (user: SessionUser, id: number) => Promise<void>;
  /** Purges for good; answers the storage keys of the record's files. Absent: the module's records cannot be purged. */
  purge?: (user: SessionUser, id: number) => Promise<string[]>;
}

/**
 * Every registry mounted through the registry engine (they join by themselves), then the
 * modules that delete softly in their own way: applications (status `delete`) and tickets
 * (status 6).
 */
function sourcesOf(deps: TrashDeps): Source[] {
  return [
    ...registriesOf(deps.db).map(
      (r): Source => ({
        module: r.definition.name,
        ru: r.definition.label.ru,
        en: r.definition.label.en,
        link: (id) => `${registryPath(r.definition)}/${id}`,
        visible: (user) => hasPermit(user, r.definition.permits.delete),
        page: r.page,
        restore: r.restore,
        purge: r.purge,
      }),
    ),
    {
      module: 'applications',
      ru: 'Заявки',
      en: 'Applications',
      link: (id) => `/applications/${id}`,
      visible: seesAllApplications,
      page: (bound, limit) => repo.findDeletedApplications(deps.db, bound, limit),
      restore: (user, id) => restoreApplication(deps, user, id),
      purge: (user, id) => purgeApplication(deps, user, id),
    },
    {
      module: 'tickets',
      ru: 'Задачи',
      en: 'Tasks',
      link: (id) => `/tickets/${id}`,
      visible: seesAllTickets,
      page: (bound, limit) => repo.findDeletedTickets(deps.db, bound, limit),
      restore: (user, id) => restoreTicket(deps, user, id),
      purge: (user, id) => purgeTicket(deps, user, id),
    },
  ];
}

const visibleSources = (deps: TrashDeps, user: SessionUser) => sourcesOf(deps).filter((s) => s.visible(user));

/**
 * `GET trash`: deleted records of every module the user sees, newest deletion first, keyset
 * pages across modules (one statement per module, each at most `limit + 1` rows).
 */
export async function listTrash(deps: TrashDeps, user: SessionUser, query: TrashQuery): Promise<TrashList> {
  const sources = visibleSources(deps, user);
  const modules: TrashModuleInfo[] = sources.map((s) => ({ module: s.module, ru: s.ru, en: s.en, purge: s.purge !== undefined }));
  if (query.module && !sources.some((s) => s.module === query.module)) throw new ValidationFailed({ module: ['trash.unknownModule'] });
  const key = query.cursor ? keyOf(decodeCursor(query.cursor)) : null;
  if (query.cursor && !key) throw new ValidationFailed({ cursor: ['field.invalid'] });
  const chosen = query.module ? sources.filter((s) => s.module === query.module) : sources;
  const pages = await Promise.all(
    chosen.map(async (source) =>
      (await source.page(boundFor(source.module, key), query.limit + 1)).map((row) => ({
        source,
        row,
        key: { t: row.date_delete.getTime(), m: source.module, i: row.id } satisfies TrashKey,
      })),
    ),
  );
  const merged = pages.flat().sort((a, b) => compareKeys(a.key, b.key));
  const taken = merged.slice(0, query.limit);
  const last = taken.at(-1);
  const items: TrashItem[] = taken.map(({ source, row }) => ({
    module: source.module,
    id: row.id,
    title: row.title ?? `#${row.id}`,
    who_delete: row.who_delete,
    who_delete_name: row.who_delete_name,
    date_delete: toWireMinutes(row.date_delete),
    link: source.link(row.id),
  }));
  return { items, next_cursor: merged.length > query.limit && last ? encodeCursor(last.key) : null, modules };
}

/** The source of `module` the user sees; an unknown or hidden one is the same 404. */
function sourceFor(deps: TrashDeps, user: SessionUser, module: string): Source {
  const source = visibleSources(deps, user).find((s) => s.module === module);
  if (!source) throw new NotFound('trash.unknownModule');
  return source;
}

/** `POST trash/{module}/{id}/restore`: the owning module's restore rule, history and events. */
export async function restoreFromTrash(deps: TrashDeps, user: SessionUser, module: string, id: number) {
  await sourceFor(deps, user, module).restore(user, id);
  return { result: true as const, module, id };
}

/**
 * `DELETE trash/{module}/{id}` (`trash_purge`, and `trash_view` to see the trash at all):
 * removes a record in the trash for good with its chat, files, tags and links, a history row
 * `purge` staying; an active record gets
 * 409 `trash.notInTrash`, a module without purge 409 `trash.purgeUnavailable`.
 */
export async function purgeFromTrash(deps: TrashDeps, user: SessionUser, module: string, id: number) {
  if (!hasPermit(user, 'trash_view') || !mayPurge(user)) throw new Forbidden();
  const source = sourceFor(deps, user, module);
  if (!source.purge) throw new Conflict('trash.purgeUnavailable');
  const files = await source.purge(user, id);
  // Committed: the files go too (a file that cannot be removed now stays as an orphan, never a row without its file).
  await Promise.all(files.map((key) => deps.storage.remove(key).catch(() => undefined)));
  return { result: true as const, module, id };
}
