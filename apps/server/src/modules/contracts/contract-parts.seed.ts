import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../plugins/db.ts';
import { contractActLines, contractActs, contractEquipment, contractSigners, contractWorks } from './contract-parts.schema.ts';
import { fromUnits, lineSum, monthsBetween, periodOf, toUnits } from './contract-works.policy.ts';
import { contractLimit } from './contracts-registry.service.ts';

/** Demo works (1) and services (2): name, unit, VAT. */
const CATALOG: [1 | 2, string, string, number | null][] = [
  [1, 'Монтаж металлоконструкций', 'т', 20],
  [1, 'Устройство бетонного основания', 'м³', 20],
  [1, 'Прокладка кабельной линии', 'м', 20],
  [1, 'Демонтаж временных сооружений', 'шт', 20],
  [2, 'Техническое обслуживание спецтехники', 'усл.', 20],
  [2, 'Аренда автокрана с экипажем', 'маш.-ч', 20],
  [2, 'Вывоз строительного мусора', 'рейс', null],
  [2, 'Охрана строительной площадки', 'мес.', 20],
  [2, 'Проектные работы (раздел КЖ)', 'усл.', 0],
];

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Seeded {
  id: number;
  number: string;
  state: string;
  start_date: string | null;
  date: string | null;
}

/**
 * Demo parts of the seeded contracts (the contracts' seed calls it after them): works and services
 * on four contracts in five (within 60 % of the limit), signers on the ones under review or past it
 * (all signed on signed, expired and terminated ones; the first on every other one under review),
 * acts for up to three past months on signed contracts (older ones signed, the last a draft), and
 * equipment on every eighth live contract. Bulk inserts; nothing when works exist already.
 */
export async function seedContractParts(db: Db) {
  if ((await queryRows(db, sql`select 1 from contract_works limit 1`)).length > 0) return;
  const list = await queryRows<Seeded>(
    db,
    sql`select id, number, state, start_date::text as start_date, date::text as date from contracts
        where kind = 'contract' and status = 1 order by id`,
  );
  if (list.length === 0) return;
  const signable = (await queryRows<{ id: number }>(db, sql`select id from users where status = 1 and can_sign = 1 order by id`)).map((r) =>
    Number(r.id),
  );
  const [author] = await queryRows<{ id: number }>(db, sql`select id from users where login = 'user8'`);
  const who = author ? Number(author.id) : null;
  const now = Date.now();

  // Works and services.
  const workRows: (typeof contractWorks.$inferInsert & { quantity: string; price: string })[] = [];
  for (const [i, c] of list.entries()) {
    if (i % 5 === 4) continue;
    const limit = await contractLimit(db, c.id);
    if (limit === null || toUnits(limit, 2) <= 0n) continue;
    const count = 2 + (i % 3);
    const share = (toUnits(limit, 2) * 6n) / 10n / BigInt(count);
    for (let k = 0; k < count; k++) {
      const [type, name, unit, vat] = CATALOG[(i + k * 4) % CATALOG.length];
      const qty = 4 + ((i * 7 + k * 11) % 60);
      const price = fromUnits(share / BigInt(qty), 2);
      if (toUnits(price, 2) <= 0n) continue;
      const quantity = `${qty}.000`;
      workRows.push({
        contract_id: c.id,
        type,
        name,
        unit,
        quantity,
        price,
        sum: lineSum(quantity, price),
        vat,
        period_id: null,
        who_add: who,
      });
    }
  }
  const works = await many(workRows, (rows) =>
    db.insert(contractWorks).values(rows).returning({ id: contractWorks.id, contract_id: contractWorks.contract_id }),
  );
  const worksOf = new Map<number, { id: number; quantity: string; price: string }[]>();
  works.forEach((w, k) => {
    const list = worksOf.get(w.contract_id) ?? [];
    list.push({ id: w.id, quantity: workRows[k].quantity, price: workRows[k].price });
    worksOf.set(w.contract_id, list);
  });

  // Signers.
  const signerRows: (typeof contractSigners.$inferInsert)[] = [];
  if (signable.length > 0)
    for (const [i, c] of list.entries()) {
      if (c.state === 'draft') continue;
      const people = [...new Set([0, 1, 2].slice(0, 2 + (i % 2)).map((k) => signable[(i + k) % signable.length]))];
      people.forEach((user_id, position) => {
        const signed = c.state !== 'review' || (position === 0 && i % 2 === 0);
        signerRows.push({
          contract_id: c.id,
          user_id,
          position: position + 1,
          state: signed ? 'signed' : 'waiting',
          date_sign: signed ? new Date(Date.parse(c.start_date ?? iso(now)) - (3 - position) * DAY) : null,
          who_add: who,
        });
      });
    }
  await each(signerRows, (rows) => db.insert(contractSigners).values(rows));

  // Acts of completed work: up to three past months of signed contracts with works.
  const thisMonth = periodOf(iso(now));
  const acts: {
    head: typeof contractActs.$inferInsert;
    lines: { work_id: number; quantity: string; price: string; sum: string }[];
  }[] = [];
  for (const [i, c] of list.entries()) {
    const contractWorks = worksOf.get(c.id);
    if (c.state !== 'signed' || !contractWorks || !c.start_date) continue;
    const months = monthsBetween(periodOf(c.start_date), thisMonth - 1).slice(-(1 + (i % 3)));
    months.forEach((m, k) => {
      const lines = contractWorks.map((w) => {
        const quantity = fromUnits(toUnits(w.quantity, 3) / 4n, 3);
        return { work_id: w.id, quantity, price: w.price, sum: lineSum(quantity, w.price) };
      });
      const total = fromUnits(
        lines.reduce((s, l) => s + toUnits(l.sum, 2), 0n),
        2,
      );
      const last = k === months.length - 1;
      acts.push({
        head: {
          contract_id: c.id,
          number: `${c.number}-${k + 1}`,
          date: m.end,
          period_id: m.id,
          comment: null,
          total,
          state: last ? 'draft' : 'signed',
          who_add: who,
        },
        lines,
      });
    });
  }
  const actIds = await many(
    acts.map((a) => a.head),
    (rows) => db.insert(contractActs).values(rows).returning({ id: contractActs.id }),
  );
  await each(
    actIds.flatMap((a, k) => acts[k].lines.map((l) => ({ ...l, act_id: a.id }))),
    (rows) => db.insert(contractActLines).values(rows),
  );

  // Equipment on every eighth live contract.
  const machines = (await queryRows<{ id: number }>(db, sql`select id from equipment where status = 1 order by id limit 40`)).map((r) =>
    Number(r.id),
  );
  if (machines.length > 0)
    await each(
      list
        .filter((c, i) => i % 8 === 1 && c.state !== 'draft')
        .flatMap((c, k) =>
          [0, 1].slice(0, 1 + (k % 2)).map((j) => ({
            contract_id: c.id,
            equipment_id: machines[(k * 2 + j) % machines.length],
            start_date: c.start_date ?? iso(now),
            end_date: null,
            comment: j === 0 ? 'Передана по акту приёма-передачи' : null,
            who_add: who,
          })),
        ),
      (rows) => db.insert(contractEquipment).values(rows),
    );
}

/** Inserts in chunks of 500; answers what each chunk returned, in order. */
async function many<R, A>(rows: R[], insert: (chunk: R[]) => PromiseLike<A[]>): Promise<A[]> {
  const out: A[] = [];
  for (let i = 0; i < rows.length; i += 500) out.push(...(await insert(rows.slice(i, i + 500))));
  return out;
}

/** Inserts in chunks of 500. */
async function each<R>(rows: R[], insert: (chunk: R[]) => PromiseLike<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}
