import type { WarehouseActKind } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { warehouseActLines, warehouseActs, warehouseHoldings, warehouseMovements } from './warehouse.schema.ts';

/** The demo acts' writer (warehouse.seed.ts): acts, lines, movements, holdings, final balances, set-based (one jsonb parameter per table). */

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const PREFIX: Record<WarehouseActKind, string> = {
  input: 'ПР',
  output: 'ВД',
  output_clothes: 'СО',
  transfer: 'ПМ',
  return: 'ВЗ',
  writeoff: 'СП',
  correction: 'КР',
};

export interface SeedLine {
  item: number;
  batch: string;
  serial: string;
  qty: number;
  size?: string;
  return_date?: string;
  holding?: number;
}
export interface SeedAct {
  kind: WarehouseActKind;
  state?: string;
  date: string;
  storage: number;
  target?: number;
  recipient?: number;
  project?: number;
  lines: SeedLine[];
}

async function chunks<T>(rows: T[], insert: (part: T[]) => Promise<number[]>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) out.push(...(await insert(rows.slice(i, i + 1000))));
  return out;
}

/** Inserts the acts with their lines, movements, holdings and the final balances (one multi-row insert per table). */
/**
 * A set-based insert: the rows travel as one jsonb parameter (`jsonb_to_recordset`), much faster
 * on PGlite than thousands of bound values; answers the ids in the rows' order.
 */
async function insertJson(db: Db, table: string, types: Record<string, string>, rows: Record<string, unknown>[]): Promise<number[]> {
  if (!rows.length) return [];
  const cols = Object.keys(types);
  const list = sql.raw(cols.join(', '));
  const def = sql.raw(cols.map((c) => `${c} ${types[c]}`).join(', '));
  const data = JSON.stringify(rows.map((r, ord) => ({ ...r, ord })));
  const ids = await queryRows<{ id: number }>(
    db,
    sql`insert into ${sql.raw(table)} (${list}) select ${list} from jsonb_to_recordset(${data}::jsonb) as x(ord int, ${def}) order by ord returning id`,
  );
  return ids.map((r) => Number(r.id));
}

const LINE_TYPES = {
  act_id: 'int',
  nomenclature_id: 'int',
  batch: 'text',
  serial: 'text',
  unit_id: 'int',
  quantity: 'numeric',
  cost: 'numeric',
  size: 'text',
  return_date: 'date',
  holding_id: 'int',
};
const MOVE_TYPES = {
  kind: 'text',
  act_id: 'int',
  storage_id: 'int',
  nomenclature_id: 'int',
  batch: 'text',
  serial: 'text',
  quantity: 'numeric',
  cost: 'numeric',
  holder_id: 'int',
  project_id: 'int',
  user_id: 'int',
  date: 'timestamptz',
};

export async function writeActs(db: Db, acts: SeedAct[], keeper: number) {
  const who = { keeper };
  const stock = new Map<string, { storage: number; item: number; batch: string; serial: string; qty: number; cost: number; at: string }>();
  const units = new Map(
    (await queryRows<{ id: number; unit_id: number | null }>(db, sql`select id, unit_id from nomenclature`)).map((r) => [r.id, r.unit_id]),
  );
  const costOf = (item: number, batch: string) => 50 + ((item * 131 + batch.length * 17) % 9000) + 0.5;
  const actIds = await chunks(acts, async (part) =>
    (
      await db
        .insert(warehouseActs)
        .values(
          part.map((a) => ({
            kind: a.kind,
            state: a.state ?? (a.kind === 'transfer' ? 'on_the_way' : 'done'),
            date: a.date,
            storage_id: a.storage,
            target_storage_id: a.target ?? null,
            recipient_id: a.recipient ?? null,
            project_id: a.project ?? null,
            who_add: who.keeper,
            date_add: new Date(`${a.date}T09:00:00Z`),
            received_by: a.state === 'received' ? who.keeper : null,
            received_at: a.state === 'received' ? new Date(`${a.date}T15:00:00Z`) : null,
          })),
        )
        .returning({ id: warehouseActs.id })
    ).map((r) => r.id),
  );
  await db.execute(
    sql`update warehouse_acts set number = case kind ${sql.raw(
      Object.entries(PREFIX)
        .map(([k, p]) => `when '${k}' then '${p}'`)
        .join(' '),
    )} end || '-' || lpad(id::text, 6, '0') where number = ''`,
  );

  const lines: Record<string, unknown>[] = [];
  const moves: Record<string, unknown>[] = [];
  const issued: { act: SeedAct; actId: number; line: SeedLine; index: number }[] = [];
  const put = (storage: number, l: SeedLine, delta: number, at: string, cost: number) => {
    const key = `${storage}|${l.item}|${l.batch}|${l.serial}`;
    const s = stock.get(key) ?? { storage, item: l.item, batch: l.batch, serial: l.serial, qty: 0, cost, at };
    s.qty = Math.max(0, s.qty + delta);
    s.at = at;
    stock.set(key, s);
    return s.cost;
  };
  acts.forEach((a, i) => {
    const actId = actIds[i];
    const at = new Date(`${a.date}T10:00:00Z`);
    for (const l of a.lines) {
      const cost =
        a.kind === 'input'
          ? put(a.storage, l, l.qty, a.date, costOf(l.item, l.batch))
          : put(a.storage, l, -l.qty, a.date, costOf(l.item, l.batch));
      lines.push({
        act_id: actId,
        nomenclature_id: l.item,
        batch: l.batch,
        serial: l.serial,
        unit_id: units.get(l.item) ?? null,
        quantity: String(a.kind === 'correction' ? -l.qty : l.qty),
        cost: cost.toFixed(2),
        size: l.size ?? null,
        return_date: l.return_date ?? null,
      });
      const kind = {
        input: 'received',
        output: 'issued',
        output_clothes: 'issued',
        transfer: 'on_the_way',
        return: 'returned',
        writeoff: 'written_off',
        correction: 'corrected',
      }[a.kind];
      moves.push({
        kind,
        act_id: actId,
        storage_id: a.storage,
        nomenclature_id: l.item,
        batch: l.batch,
        serial: l.serial,
        quantity: String(a.kind === 'input' ? l.qty : -l.qty),
        cost: cost.toFixed(2),
        holder_id: a.recipient ?? null,
        project_id: a.project ?? null,
        user_id: who.keeper,
        date: at,
      });
      if (a.kind === 'transfer' && a.state === 'received' && a.target) {
        put(a.target, l, l.qty, a.date, cost);
        moves.push({
          kind: 'received',
          act_id: actId,
          storage_id: a.target,
          nomenclature_id: l.item,
          batch: l.batch,
          serial: l.serial,
          quantity: String(l.qty),
          cost: cost.toFixed(2),
          user_id: who.keeper,
          date: new Date(at.getTime() + 5 * 3_600_000),
        });
      }
      if (a.kind === 'output' || a.kind === 'output_clothes') issued.push({ act: a, actId, line: l, index: lines.length - 1 });
    }
  });
  const lineIds = await insertJson(db, 'warehouse_act_lines', LINE_TYPES, lines);
  await insertJson(db, 'warehouse_movements', MOVE_TYPES, moves);
  const holdingIds = await chunks(issued, async (part) =>
    (
      await db
        .insert(warehouseHoldings)
        .values(
          part.map(({ act, actId, line, index }) => ({
            user_id: act.recipient ?? null,
            project_id: act.project ?? null,
            act_id: actId,
            line_id: lineIds[index],
            storage_id: act.storage,
            nomenclature_id: line.item,
            batch: line.batch,
            serial: line.serial,
            quantity: String(line.qty),
            size: line.size ?? null,
            issued_at: new Date(`${act.date}T10:00:00Z`),
            return_date: line.return_date ?? null,
          })),
        )
        .returning({ id: warehouseHoldings.id })
    ).map((r) => r.id),
  );

  // A return: the first issue's first position comes back whole.
  const first = issued.find((x) => x.act.kind === 'output' && x.act.recipient);
  if (first) {
    const date = iso(Date.now() - 2 * DAY);
    const [ret] = await db
      .insert(warehouseActs)
      .values({ kind: 'return', date, storage_id: first.act.storage, recipient_id: first.act.recipient, who_add: who.keeper })
      .returning({ id: warehouseActs.id });
    await db.execute(sql`update warehouse_acts set number = 'ВЗ-' || lpad(id::text, 6, '0') where id = ${ret.id}`);
    const cost = put(first.act.storage, first.line, first.line.qty, date, 0).toFixed(2);
    const holding = holdingIds[issued.indexOf(first)];
    await db.insert(warehouseActLines).values({
      act_id: ret.id,
      nomenclature_id: first.line.item,
      batch: first.line.batch,
      serial: first.line.serial,
      quantity: String(first.line.qty),
      cost,
      holding_id: holding,
    });
    await db.insert(warehouseMovements).values({
      kind: 'returned',
      act_id: ret.id,
      storage_id: first.act.storage,
      nomenclature_id: first.line.item,
      batch: first.line.batch,
      serial: first.line.serial,
      quantity: String(first.line.qty),
      cost,
      holder_id: first.act.recipient,
      user_id: who.keeper,
    });
    await db.execute(sql`update warehouse_holdings set returned = quantity where id = ${holding}`);
  }

  const rows = [...stock.values()].map((s) => ({
    storage_id: s.storage,
    nomenclature_id: s.item,
    batch: s.batch,
    serial: s.serial,
    unit_id: units.get(s.item) ?? null,
    quantity: String(s.qty),
    cost: s.cost.toFixed(2),
    updated_at: new Date(`${s.at}T10:00:00Z`),
  }));
  await insertJson(
    db,
    'warehouse_stock',
    {
      storage_id: 'int',
      nomenclature_id: 'int',
      batch: 'text',
      serial: 'text',
      unit_id: 'int',
      quantity: 'numeric',
      cost: 'numeric',
      updated_at: 'timestamptz',
    },
    rows,
  );
}
