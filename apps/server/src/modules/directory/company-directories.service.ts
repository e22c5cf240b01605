import { expenditureItemsRegistry, expenditureTreeSchema, organizationsRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { insertRegistryRows, registryRoutes } from '../registry/index.ts';
import { organizations } from '../users/index.ts';
import * as repo from './directory.repository.ts';
import { expenditureItems } from './directory.schema.ts';
import { parentClosesCycle, treeOf } from './expenditure.policy.ts';

/**
 * The company's own directories served by this module: organizations (the users module's
 * table) and expenditure items. Locations are the dictionaries module's (its table and look-up).
 */
export async function companyDirectoryRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: organizationsRegistry, table: organizations });
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: expenditureItemsRegistry,
    table: expenditureItems,
    hooks: {
      // A parent closing a cycle is a 422 naming parent_id; moves are checked one at a time.
      validate: async (tx, record, id): Promise<Record<string, string[]>> => {
        if (id === undefined || typeof record.parent_id !== 'number') return {};
        await repo.lockExpenditureTree(tx);
        return parentClosesCycle(id, await repo.expenditureChainIds(tx, record.parent_id)) ? { parent_id: ['expenditure.cycle'] } : {};
      },
    },
  });
  fastify.withTypeProvider<ZodTypeProvider>().get(
    `/${expenditureItemsRegistry.name}/tree`,
    {
      config: { access: expenditureItemsRegistry.permits.view },
      schema: {
        tags: ['directory'],
        summary: 'Expenditure items: every active item with its parent, for the tree view (at most EXPENDITURE_TREE_MAX)',
        response: { 200: expenditureTreeSchema },
      },
    },
    async () => treeOf(await repo.expenditureTreeRows(db)),
  );
}

const BANKS = {
  sber: ['ПАО Сбербанк', '044525225', '30101810400000000225'],
  alfa: ['АО «Альфа-Банк»', '044525593', '30101810200000000593'],
  vtb: ['Банк ВТБ (ПАО)', '044525187', '30101810700000000187'],
} as const;

const bank = ([bank_name, bik, corr_account]: (typeof BANKS)[keyof typeof BANKS], account: string) => ({
  bank_name,
  bik,
  account,
  corr_account,
});

/** The demo company's own legal entities, with valid INN, KPP, OGRN and account keys (the demo seed inserts them). */
export const DEMO_ORGANIZATIONS = [
  {
    name: 'ООО «СеверСтройМонтаж»',
    short_name: 'СеверСтройМонтаж',
    inn: '7701234560',
    kpp: '770101001',
    ogrn: '1027700123450',
    legal_address: '125009, г. Москва, ул. Тверская, д. 7, офис 12',
    ...bank(BANKS.sber, '40702810200000000001'),
    director: 'Кузнецов Андрей Николаевич',
    chief_accountant: 'Морозова Елена Андреевна',
    phone: '+7 (495) 123-45-67',
    email: 'info@ssm.example.ru',
  },
  {
    name: 'АО «Уральская транспортная компания»',
    short_name: 'УТК',
    inn: '6601234565',
    kpp: '660101001',
    ogrn: '1026600123450',
    legal_address: '620014, г. Екатеринбург, ул. Малышева, д. 51',
    ...bank(BANKS.alfa, '40702810100000000002'),
    director: 'Лебедев Олег Викторович',
    chief_accountant: 'Григорьева Наталья Сергеевна',
    phone: '+7 (343) 210-10-10',
    email: 'office@utk.example.ru',
  },
  {
    name: 'ООО «Техснаб-Сервис»',
    short_name: 'Техснаб-Сервис',
    inn: '5401234566',
    kpp: '540101001',
    ogrn: '1025400123451',
    legal_address: '630099, г. Новосибирск, Красный проспект, д. 25',
    ...bank(BANKS.vtb, '40702810300000000003'),
    director: 'Сидоров Павел Игоревич',
    chief_accountant: 'Волкова Марина Олеговна',
    phone: '+7 (383) 300-20-20',
    email: 'mail@tss.example.ru',
  },
] as const;

/** Expenditure items: code, name, kind; a code with a dot is an item of the group with the code before it. */
const EXPENDITURE: readonly (readonly [string, string, 'expense' | 'income'])[] = [
  ['01', 'Материалы', 'expense'],
  ['01.01', 'Строительные материалы', 'expense'],
  ['01.02', 'Запасные части', 'expense'],
  ['01.03', 'Горюче-смазочные материалы', 'expense'],
  ['02', 'Услуги сторонних организаций', 'expense'],
  ['02.01', 'Аренда техники', 'expense'],
  ['02.02', 'Транспортные услуги', 'expense'],
  ['02.03', 'Связь и интернет', 'expense'],
  ['03', 'Оплата труда', 'expense'],
  ['03.01', 'Заработная плата', 'expense'],
  ['03.02', 'Командировочные расходы', 'expense'],
  ['04', 'Доходы', 'income'],
  ['04.01', 'Выручка от выполнения работ', 'income'],
  ['04.02', 'Доход от аренды техники', 'income'],
];

/** Demo expenditure items: 4 groups and 10 items under them. */
export async function seedExpenditureItems(db: Db) {
  const ids = new Map<string, number>();
  // Groups first, so their items know the parent's id.
  for (const level of [1, 2]) {
    const rows = EXPENDITURE.filter(([code]) => code.split('.').length === level);
    const inserted = await insertRegistryRows(
      db,
      expenditureItems,
      rows.map(([code, name, kind]) => ({ code, name, kind, parent_id: level === 1 ? null : (ids.get(code.split('.')[0]) ?? null) })),
    );
    for (const [i, [code]] of rows.entries()) ids.set(code, inserted[i]);
  }
  return [...ids.values()];
}
