import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';

/** The contract's columns the module's rules and calls read (any status). */
export interface ContractRow {
  id: number;
  status: number;
  kind: string;
  parent_id: number | null;
  number: string;
  date: string | null;
  type_id: number;
  profit_type_id: number | null;
  subject: string;
  state: string;
  organization_id: number;
  contractor_id: number;
  sum: string | null;
  sum_change: string | null;
  start_date: string | null;
  expiry_date: string | null;
  prolongation_auto: number;
  prolongation_term: number | null;
  prolongation_unit: string | null;
  prolongation_count: number | null;
  lawyer_id: number | null;
  responsible_id: number | null;
  project_id: number | null;
}

const COLUMNS = sql`id, status, kind, parent_id, number, date::text as date, type_id, profit_type_id, subject, state,
  organization_id, contractor_id, sum::text as sum, sum_change::text as sum_change, start_date::text as start_date,
  expiry_date::text as expiry_date, prolongation_auto, prolongation_term, prolongation_unit, prolongation_count,
  lawyer_id, responsible_id, project_id`;

export async function findContract(db: Db, id: number): Promise<ContractRow | null> {
  const [row] = await queryRows<ContractRow>(db, sql`select ${COLUMNS} from contracts where id = ${id}`);
  return row ?? null;
}

/** A live contract's number and subject (the ticket's `contract_name`). */
export async function findLiveContractTitles(db: Db, ids: number[]): Promise<{ id: number; number: string; subject: string }[]> {
  if (ids.length === 0) return [];
  return queryRows(
    db,
    sql`select id, number, subject from contracts where status = 1 and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export async function partnerIsLive(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from partners where id = ${id} and status = 1`);
  return rows.length > 0;
}

/** The live additional agreements of a contract, oldest first. */
export async function findAgreements(db: Db, contractId: number): Promise<ContractRow[]> {
  return queryRows<ContractRow>(
    db,
    sql`select ${COLUMNS} from contracts where parent_id = ${contractId} and kind = 'agreement' and status = 1 order by date nulls last, id`,
  );
}

export async function countLiveAgreements(db: Db, contractId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from contracts where parent_id = ${contractId} and kind = 'agreement' and status = 1`,
  );
  return row.n;
}

/** Sum + Σ sum_change of the live signed agreements; null for a missing / deleted contract or one without a sum. */
export async function contractLimit(db: Db, contractId: number): Promise<string | null> {
  const [row] = await queryRows<{ limit: string | null }>(
    db,
    sql`select (c.sum + coalesce((select sum(a.sum_change) from contracts a
          where a.parent_id = c.id and a.kind = 'agreement' and a.status = 1 and a.state = 'signed'), 0))::numeric(18,2)::text as limit
        from contracts c where c.id = ${contractId} and c.status = 1`,
  );
  return row?.limit ?? null;
}

/**
 * Payments of the contract's live invoices that forbid deleting it (spec 3 §5): paid (2), in a
 * payment register (4 or a `register_id`), urgent (the payment's type or the invoice's flag).
 */
export async function countBlockingPayments(db: Db, contractId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from invoice_intervals p join invoices i on i.id = p.invoice_id
        where i.contract_id = ${contractId} and i.status = 1 and p.status <> 5
          and (p.status in (2, 4) or p.register_id is not null or p.type = 'urgent' or i.urgent = 1)`,
  );
  return row.n;
}

// --- documents ---------------------------------------------------------------------------------

export interface DocumentTypeRow {
  id: number;
  code: string;
  name: string;
  type_code: 'signed' | 'draft' | null;
}

export async function findDocumentTypes(db: Db): Promise<DocumentTypeRow[]> {
  return queryRows(db, sql`select id, code, name, type_code from contract_document_types where status = 1 order by position, id`);
}

export interface DocumentRow {
  id: number;
  contract_id: number;
  type_id: number;
  type_name: string;
  type_code: 'signed' | 'draft' | null;
  name: string;
  number: string | null;
  date: string | null;
  version: number;
  status: number;
  date_add: Date | string;
  who_add: number | null;
  who_add_fio: string | null;
}

const DOCUMENT_SELECT = sql`select d.id, d.contract_id, d.type_id, t.name as type_name, t.type_code, d.name, d.number,
    d.date::text as date, d.version, d.status, d.date_add, d.who_add, u.fio as who_add_fio
  from contract_documents d join contract_document_types t on t.id = d.type_id left join users u on u.id = d.who_add`;

export async function findDocuments(db: Db, contractId: number): Promise<DocumentRow[]> {
  return queryRows(db, sql`${DOCUMENT_SELECT} where d.contract_id = ${contractId} and d.status = 1 order by d.id`);
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | null> {
  const [row] = await queryRows<DocumentRow>(db, sql`${DOCUMENT_SELECT} where d.id = ${id}`);
  return row ?? null;
}

export async function findFilesOf(db: Db, documentIds: number[]) {
  if (documentIds.length === 0) return [];
  return queryRows<{ id: number; object_id: number; name: string; filename: string | null; link: string | null }>(
    db,
    sql`select id, object_id, name, filename, link from object_files
        where module = 'contract_documents' and status = 1 and object_id in (${sql.join(
          documentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );
}

export async function insertDocument(
  db: Db,
  values: {
    contract_id: number;
    type_id: number;
    name: string;
    number: string | null;
    date: string | null;
    version: number;
    who_add: number;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into contract_documents (contract_id, type_id, name, number, date, version, who_add)
        values (${values.contract_id}, ${values.type_id}, ${values.name}, ${values.number}, ${values.date}, ${values.version}, ${values.who_add})
        returning id`,
  );
  return row.id;
}

export async function updateDocument(db: Db, id: number, set: Record<string, unknown>, userId: number) {
  const parts = Object.entries(set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  await db.execute(
    sql`update contract_documents set ${sql.join(parts, sql`, `)}, date_edit = now(), who_edit = ${userId} where id = ${id}`,
  );
}

// --- reminders and prolongation --------------------------------------------------------------

/** Live contracts (and agreements) on review or signed whose expiry is exactly `date`, not yet reminded for `days`. */
export async function findExpiringUnreminded(db: Db, date: string, days: number) {
  return queryRows<{ id: number; number: string; expiry_date: string; lawyer_id: number | null; responsible_id: number | null }>(
    db,
    sql`select c.id, c.number, c.expiry_date::text as expiry_date, c.lawyer_id, c.responsible_id from contracts c
        where c.status = 1 and c.state in ('signed', 'review') and c.expiry_date = ${date}::date
          and not exists (select 1 from contract_reminders r where r.contract_id = c.id and r.days = ${days} and r.expiry_date = c.expiry_date)
        order by c.id limit 1000`,
  );
}

/** Claims one reminder (false when another run already sent it). */
export async function claimReminder(db: Db, contractId: number, days: number, expiry: string): Promise<boolean> {
  const rows = await queryRows<{ contract_id: number }>(
    db,
    sql`insert into contract_reminders (contract_id, days, expiry_date) values (${contractId}, ${days}, ${expiry}::date)
        on conflict do nothing returning contract_id`,
  );
  return rows.length > 0;
}

/** Live contracts past their expiry (before `today`) that are still in force (signed). */
export async function findPastExpiry(db: Db, today: string): Promise<ContractRow[]> {
  return queryRows<ContractRow>(
    db,
    sql`select ${COLUMNS} from contracts where status = 1 and state = 'signed' and expiry_date < ${today}::date order by id limit 1000`,
  );
}

/** Locks a contract row for the job's change; null when it changed meanwhile. */
export async function lockContract(db: Db, id: number): Promise<ContractRow | null> {
  const [row] = await queryRows<ContractRow>(db, sql`select ${COLUMNS} from contracts where id = ${id} for update`);
  return row ?? null;
}

export async function setContractColumns(db: Db, id: number, set: Record<string, unknown>) {
  const parts = Object.entries(set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  await db.execute(sql`update contracts set ${sql.join(parts, sql`, `)}, version = version + 1, date_edit = now() where id = ${id}`);
}

export async function findProfitTypes(db: Db) {
  return queryRows<{ id: number; name: string; direction: string }>(
    db,
    sql`select id, name, direction from contract_profit_types where status = 1 order by name, id`,
  );
}

/**
 * Removes for good the rows hanging off a contract (its purge from the trash): act lines, acts,
 * works, signers, equipment links, reminders and documents; answers the documents' ids (their
 * files are the attachments module's, forgotten by the caller).
 */
export async function purgeContractRows(db: Db, contractId: number): Promise<number[]> {
  await db.execute(sql`delete from contract_act_lines where act_id in (select id from contract_acts where contract_id = ${contractId})`);
  for (const table of ['contract_acts', 'contract_works', 'contract_signers', 'contract_equipment', 'contract_reminders'])
    await db.execute(sql`delete from ${sql.identifier(table)} where contract_id = ${contractId}`);
  const documents = await queryRows<{ id: number }>(db, sql`delete from contract_documents where contract_id = ${contractId} returning id`);
  return documents.map((d) => d.id);
}

/** The live documents of these contracts counted by type (a list page's documents column). */
export async function countDocumentsByType(db: Db, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return queryRows<{ contract_id: number; type_id: number; name: string; type_code: string | null; count: number }>(
    db,
    sql`select d.contract_id, t.id as type_id, t.name, t.type_code, count(*)::int as count
        from contract_documents d join contract_document_types t on t.id = d.type_id
        join contracts c on c.id = d.contract_id and c.status = 1
        where d.status = 1 and d.contract_id in (${sql.join(contractIds, sql`, `)})
        group by d.contract_id, t.id, t.name, t.type_code, t.position
        order by d.contract_id, t.position, t.id`,
  );
}
