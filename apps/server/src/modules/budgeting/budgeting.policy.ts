import { BUDGET_AMOUNT_RE, type BudgetRow, normalizeAmount } from '@app/contracts';

/**
 * Budgeting's rules: money in kopecks (bigint, exact), a plan amount's validity, the tree's
 * roll-up (a row's totals include its subtree), deviation and over-plan.
 */

export const toKopecks = (value: string | number | null | undefined): bigint => {
  if (value === null || value === undefined || value === '') return 0n;
  const [int, frac = ''] = String(value).split('.');
  const negative = int.startsWith('-');
  const k = BigInt(int.replace('-', '') || '0') * 100n + BigInt(`${frac}00`.slice(0, 2));
  return negative ? -k : k;
};

export const fromKopecks = (k: bigint): string => {
  const negative = k < 0n;
  const abs = negative ? -k : k;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** A plan amount as the decimal string stored, or null when it is not one (negative, 3 decimals, text). */
export function parseAmount(raw: unknown): string | null {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 0) return null;
    raw = String(raw);
  }
  if (typeof raw !== 'string') return null;
  const clean = normalizeAmount(raw);
  if (!BUDGET_AMOUNT_RE.test(clean)) return null;
  return fromKopecks(toKopecks(clean));
}

/** Fact above plan: the cell is over-spent. */
export const overPlan = (plan: string, fact: string) => toKopecks(fact) > toKopecks(plan);

/** Deviation fact − plan, and its percent of the plan (null when the plan is 0). */
export function deviation(plan: string, fact: string): { abs: string; percent: number | null } {
  const p = toKopecks(plan);
  const d = toKopecks(fact) - p;
  return { abs: fromKopecks(d), percent: p === 0n ? null : Math.round((Number(d) * 1000) / Number(p)) / 10 };
}

export interface TreeItem {
  id: number;
  parent_id: number | null;
  code: string | null;
  name: string;
}

/** Own plan/fact of an item per month (kopecks), keyed by item id. */
export type MonthAmounts = Map<number, bigint[]>;

const zeros = () => Array.from({ length: 12 }, () => 0n);
const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

/**
 * The items in tree order (by code, then name; parents before children; an unknown or cyclic
 * parent makes a root), each row with its subtree's months summed; and the totals of the roots.
 */
export function rollUp(items: TreeItem[], plan: MonthAmounts, fact: MonthAmounts) {
  const known = new Set(items.map((i) => i.id));
  const children = new Map<number | null, TreeItem[]>();
  for (const item of items) {
    const parent = item.parent_id !== null && known.has(item.parent_id) && item.parent_id !== item.id ? item.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const order = (list: TreeItem[]) =>
    [...list].sort((a, b) => (a.code ?? '').localeCompare(b.code ?? '', 'ru', { numeric: true }) || a.name.localeCompare(b.name, 'ru'));
  const rows: BudgetRow[] = [];
  const seen = new Set<number>();
  const walk = (item: TreeItem, depth: number): { plan: bigint[]; fact: bigint[] } => {
    seen.add(item.id);
    const row = { ...item, depth, leaf: true } as BudgetRow;
    rows.push(row);
    const p = [...(plan.get(item.id) ?? zeros())];
    const f = [...(fact.get(item.id) ?? zeros())];
    for (const child of order(children.get(item.id) ?? [])) {
      if (seen.has(child.id)) continue;
      row.leaf = false;
      const sub = walk(child, depth + 1);
      sub.plan.forEach((v, m) => {
        p[m] += v;
        f[m] += sub.fact[m];
      });
    }
    row.plan = p.map(fromKopecks);
    row.fact = f.map(fromKopecks);
    row.plan_total = fromKopecks(sum(p));
    row.fact_total = fromKopecks(sum(f));
    return { plan: p, fact: f };
  };
  const totalPlan = zeros();
  const totalFact = zeros();
  for (const root of order(children.get(null) ?? [])) {
    const sub = walk(root, 0);
    sub.plan.forEach((v, m) => {
      totalPlan[m] += v;
      totalFact[m] += sub.fact[m];
    });
  }
  return {
    rows,
    totals: {
      plan: totalPlan.map(fromKopecks),
      fact: totalFact.map(fromKopecks),
      plan_total: fromKopecks(sum(totalPlan)),
      fact_total: fromKopecks(sum(totalFact)),
    },
  };
}

/** The ids of an item and every item below it. */
export function subtreeIds(items: TreeItem[], rootId: number): number[] {
  const out = new Set<number>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (item.parent_id !== null && out.has(item.parent_id) && !out.has(item.id)) {
        out.add(item.id);
        grew = true;
      }
    }
  }
  return [...out];
}
