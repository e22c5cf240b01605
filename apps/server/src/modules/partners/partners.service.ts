import { accountWithKey, innWithChecksum, ogrnWithChecksum, partnersRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { insertRegistryRows, registryRoutes } from '../registry/index.ts';
import * as repo from './partners.repository.ts';
import { partners } from './partners.schema.ts';

/**
 * The partners registry (issue 11): the engine serves it from `partnersRegistry`; the one
 * thing of its own is the look-up of the application form. `GET partners?model_method=
 * autocomplete&type=organization` answered the own legal entities (users module's
 * organizations) before partners had a legal-form `type`, and the form still asks it so.
 */
export async function partnersRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, {
    db,
    realtime,
    definition: partnersRegistry,
    table: partners,
    hooks: {
      autocomplete: async ({ term, filters, limit }) => {
        const types = filters.type as string[] | undefined;
        return types?.length === 1 && types[0] === 'organization' ? repo.findOrganizationOptions(db, term, limit) : undefined;
      },
    },
  });
}

const BIKS = [
  ['ПАО Сбербанк', '044525225', '30101810400000000225'],
  ['АО «Альфа-Банк»', '044525593', '30101810200000000593'],
  ['Банк ВТБ (ПАО)', '044525187', '30101810700000000187'],
  ['АО «Тинькофф Банк»', '044525974', '30101810145250000974'],
] as const;

/** Demo partners: name, legal form, first digits of INN / OGRN, address, phone, rating. */
const DEMO: readonly (readonly [string, 'organization' | 'entrepreneur' | 'person', string, string, string, number])[] = [
  ['ООО «ПромСнаб»', 'organization', '7705', 'г. Москва, ул. Складочная, д. 1, стр. 4', '+7 (495) 123-45-67', 5],
  ['ООО «Техноресурс»', 'organization', '7724', 'г. Москва, Каширское ш., д. 22', '+7 (495) 234-56-78', 4],
  ['АО «Уралметиз»', 'organization', '6658', 'г. Екатеринбург, ул. Монтажников, д. 3', '+7 (343) 310-20-30', 4],
  ['ООО «СтройКомплект»', 'organization', '7802', 'г. Санкт-Петербург, пр. Обуховской Обороны, д. 86', '+7 (812) 456-78-90', 3],
  ['ИП Кузнецов Андрей Викторович', 'entrepreneur', '8602', 'г. Сургут, ул. Университетская, д. 9', '+7 (912) 345-67-89', 4],
  ['ООО «АвтоДеталь-Сибирь»', 'organization', '5406', 'г. Новосибирск, ул. Станционная, д. 30', '+7 (383) 221-33-44', 3],
  ['ООО «Сервисная компания «Механик»', 'organization', '8603', 'г. Нижневартовск, ул. Индустриальная, д. 12', '+7 (3466) 41-22-33', 5],
  ['ООО «ЭлектроМонтаж»', 'organization', '7203', 'г. Тюмень, ул. Республики, д. 143', '+7 (3452) 68-90-12', 4],
  ['ООО «Топливная компания «Восток»', 'organization', '8601', 'г. Ханты-Мансийск, ул. Мира, д. 5', '+7 (3467) 33-44-55', 2],
  ['ООО «Канцлер»', 'organization', '7703', 'г. Москва, ул. Новослободская, д. 45', '+7 (495) 987-65-43', 3],
  ['ООО «Строительные технологии»', 'organization', '6670', 'г. Екатеринбург, ул. Малышева, д. 51', '+7 (343) 222-11-00', 4],
  ['ООО «Северные перевозки»', 'organization', '8617', 'г. Сургут, ул. Аэрофлотская, д. 2', '+7 (3462) 52-10-10', 3],
  ['АО «Нефтехимпром»', 'organization', '0274', 'г. Уфа, ул. Ленина, д. 70', '+7 (347) 273-00-00', 4],
  ['ИП Смирнова Ольга Игоревна', 'entrepreneur', '8604', 'г. Нефтеюганск, мкр. 11, д. 4', '+7 (922) 777-12-34', 5],
  ['ООО «СпецОдежда Урал»', 'organization', '7447', 'г. Челябинск, ул. Героев Танкограда, д. 28', '+7 (351) 245-67-80', 3],
  ['ООО «Сибирская кабельная компания»', 'organization', '5407', 'г. Новосибирск, ул. Большевистская, д. 101', '+7 (383) 363-00-11', 4],
  ['ООО «ГидроМаш»', 'organization', '5262', 'г. Нижний Новгород, ул. Бетанкура, д. 1', '+7 (831) 435-12-12', 2],
  ['Волков Сергей Петрович', 'person', '8602', 'г. Сургут, ул. Энергетиков, д. 7, кв. 15', '+7 (932) 555-44-33', 3],
  ['ООО «Лесторг»', 'organization', '2901', 'г. Архангельск, наб. Северной Двины, д. 30', '+7 (8182) 65-43-21', 1],
  ['ООО «Вектор»', 'organization', '7726', 'г. Москва, ул. Кожевническая, д. 14', '+7 (495) 111-22-33', 4],
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A partner with valid INN, KPP, OGRN and bank details (the account keys match the BIK). */
function demoPartner(i: number, [name, type, region, address, phone, rating]: (typeof DEMO)[number], suffix = '') {
  const organization = type === 'organization';
  const serial = 100 + i * 37;
  const inn = innWithChecksum(organization ? `${region}${pad(serial % 100_000, 5)}` : `${region}${pad((serial * 13) % 1_000_000, 6)}`);
  const region2 = region.slice(0, 2);
  const [bank_name, bik, corr_account] = BIKS[i % BIKS.length];
  const accountHead = `${organization ? '40702' : type === 'entrepreneur' ? '40802' : '40817'}810${pad(i + 1, 12)}`;
  const blacklist = rating === 1 ? 1 : 0;
  return {
    name: `${name}${suffix}`,
    type,
    inn,
    kpp: organization ? `${region}01001` : null,
    ogrn:
      type === 'person'
        ? null
        : organization
          ? ogrnWithChecksum(`102${region2}${pad(serial % 10_000_000, 7)}`)
          : ogrnWithChecksum(`304${region2}${pad(serial, 9)}`),
    bank_name,
    bik,
    account: accountWithKey(accountHead, bik),
    corr_account,
    address,
    contacts: type === 'person' ? null : `Менеджер по продажам, доб. ${100 + i}`,
    phone,
    email: type === 'person' ? null : `info${i + 1}@partner${i + 1}.ru`,
    rating,
    blacklist,
    blacklist_reason: blacklist ? 'Срыв сроков поставки дважды за квартал' : null,
  };
}

/**
 * Demo partners (about 20, each with a valid INN, OGRN and bank details); `scale` adds
 * numbered copies for benchmarks. Answers the ids in order.
 */
export async function seedPartners(db: Db, { scale = 1 }: { scale?: number } = {}): Promise<number[]> {
  const extra = Math.max(0, Math.round(DEMO.length * (scale - 1)));
  const rows = [
    ...DEMO.map((p, i) => demoPartner(i, p)),
    ...Array.from({ length: extra }, (_, k) => demoPartner(DEMO.length + k, DEMO[k % DEMO.length], ` №${Math.floor(k / DEMO.length) + 2}`)),
  ];
  return insertRegistryRows(db, partners, rows);
}
