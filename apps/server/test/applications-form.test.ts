import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { type ApplicationsClient, PDF, PNG, useApplicationsApp } from './applications-helpers.ts';
import type { TestApp } from './helpers.ts';

/** The application form's positions: the nomenclature picker, position files and photo, equipment (spec 1 §5, spec 2, spec 3 §3). */

let t: TestApp;
let c: ApplicationsClient;
useApplicationsApp((app) => {
  ({ t, c } = app);
});

interface NomenclatureOption {
  value: number;
  label: string;
  article: string | null;
  unit_id: number | null;
  unit_name: string | null;
}

async function nomenclature(term: string): Promise<NomenclatureOption[]> {
  const res = await c.call('employee', 'GET', `/api/nomenclature/autocomplete?term=${encodeURIComponent(term)}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the nomenclature look-up (GET nomenclature/autocomplete)', () => {
  it('finds items by name or article with their unit; signed-in users only', async () => {
    const byName = await nomenclature('болт');
    expect(byName[0]).toMatchObject({ label: 'Болт М12×60 оцинкованный', article: 'DIN933-M12x60', unit_name: 'кг' });
    expect(byName[0].unit_id).toEqual(expect.any(Number));
    expect((await nomenclature('W 962')).map((o) => o.label)).toEqual(['Фильтр масляный']);
    // `%` and `_` are plain characters, not wildcards.
    expect(await nomenclature('%')).toEqual([]);
    expect((await nomenclature('')).length).toBeGreaterThanOrEqual(20);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/nomenclature/autocomplete' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('creating an application of the nomenclature type', () => {
  it('a picked item gives the position its name, article and unit; the card shows the name', async () => {
    const [bolt] = await nomenclature('болт');
    const res = await c.form('employee', 'POST', '/api/applications', [
      ['pack[type]', await c.typeId('nomenclature')],
      ['snabs[0][nomenclature_id]', bolt.value],
      ['snabs[0][quantity]', '12'],
      ['snabs[0][for_use]', 'Монтаж опор'],
    ]);
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    const [row] = await queryRows<{ info: string; article: string; unit_id: number; nomenclature_id: number }>(
      t.database.db,
      sql`select info, article, unit_id, nomenclature_id from application_positions where pack_id = ${id}`,
    );
    expect(row).toEqual({ info: bolt.label, article: bolt.article, unit_id: bolt.unit_id, nomenclature_id: bolt.value });
    const card = (await c.call('employee', 'GET', `/api/applications/${id}`)).json();
    expect(card.snabs[0]).toMatchObject({ info: bolt.label, nomenclature_id: bolt.value, unit_name: 'кг', quantity: 12 });
  });

  it('an unknown or deleted item is refused; a position without one is position.notSelected', async () => {
    const type = await c.typeId('nomenclature');
    const unknown = await c.form('employee', 'POST', '/api/applications', [
      ['pack[type]', type],
      ['snabs[0][nomenclature_id]', 999_999],
      ['snabs[0][quantity]', '1'],
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['snabs.0.nomenclature_id']).toEqual(['Неверное значение']);
    const [tape] = await nomenclature('Лента сигнальная');
    await t.database.db.execute(sql`update nomenclature set status = 0 where id = ${tape.value}`);
    const deleted = await c.form('employee', 'POST', '/api/applications', [
      ['pack[type]', type],
      ['snabs[0][nomenclature_id]', tape.value],
    ]);
    expect(deleted.statusCode).toBe(422);
    expect(await nomenclature('Лента сигнальная')).toEqual([]);
    const none = await c.form('employee', 'POST', '/api/applications', [
      ['pack[type]', type],
      ['snabs[0][quantity]', '3'],
    ]);
    expect(none.json().errors['snabs.0.nomenclature_id']).toEqual(['Не выбрана номенклатура позиции']);
  });

  it('an edit may change the item; the name follows it', async () => {
    const [bolt] = await nomenclature('болт');
    const [filter] = await nomenclature('Фильтр масляный');
    const id = (
      await c.form('employee', 'POST', '/api/applications', [
        ['pack[type]', await c.typeId('nomenclature')],
        ['snabs[0][nomenclature_id]', bolt.value],
        ['snabs[0][quantity]', '2'],
      ])
    ).json().id as number;
    const [position] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    const res = await c.call('employee', 'PATCH', `/api/applications/${id}`, {
      snabs: [{ id: position.id, nomenclature_id: filter.value }],
    });
    expect(res.statusCode).toBe(200);
    const after = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs[0];
    expect(after).toMatchObject({ nomenclature_id: filter.value, info: 'Фильтр масляный' });
  });
});

describe('position files and the mileage photo sent with the pack (multipart)', () => {
  it('files are stored with their position and listed on the card as files/snab/{id}', async () => {
    const res = await c.multipart(
      'employee',
      'POST',
      '/api/applications',
      [
        ['pack[type]', String(await c.typeId('tmc'))],
        ['pack[name]', 'С файлами'],
        ['snabs[0][info]', 'Перчатки'],
        ['snabs[0][quantity]', '10'],
        ['snabs[0][files][0][name]', 'Спецификация.pdf'],
        ['snabs[1][info]', 'Каска'],
        ['snabs[1][quantity]', '2'],
      ],
      [
        ['snabs[0][files][0][file]', 'spec.pdf', PDF],
        ['snabs[0][files][1][file]', 'образец.png', PNG],
      ],
    );
    expect(res.statusCode).toBe(200);
    const card = (await c.call('employee', 'GET', `/api/applications/${res.json().id}`)).json();
    const [first, second] = card.snabs;
    expect(first.files.map((f: { name: string }) => f.name)).toEqual(['Спецификация.pdf', 'образец.png']);
    expect(first.files[0].path).toBe(`/api/files/snab/${first.files[0].id}`);
    expect(second.files).toEqual([]);
    const download = await c.call('employee', 'GET', first.files[0].path);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    // The edit form gets them too.
    const data = (await c.call('employee', 'GET', `/api/applications/get_data/${res.json().id}`)).json();
    expect(data.snabs[0].files).toHaveLength(2);
  });

  it('a file of a wrong format (or a disguised one) refuses the whole application', async () => {
    /** A new tmc application with one position carrying a PNG named `filename`. */
    const withFile = async (filename: string) =>
      c.multipart(
        'employee',
        'POST',
        '/api/applications',
        [
          ['pack[type]', String(await c.typeId('tmc'))],
          ['snabs[0][info]', 'Перчатки'],
          ['snabs[0][quantity]', '1'],
        ],
        [['snabs[0][files][0][file]', filename, PNG]],
      );
    const before = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from applications`);
    const exe = await withFile('setup.exe');
    expect(exe.statusCode).toBe(422);
    expect(exe.json().result_content).toContain('setup.exe');
    const fake = await withFile('отчёт.pdf');
    expect(fake.statusCode).toBe(422);
    const after = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from applications`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('equipment forms: the position equipment, mileage and its photo; the photo must be an image', async () => {
    const [machine] = (await c.call('employee', 'GET', '/api/equipment/autocomplete/eq/select')).json() as {
      value: number;
      label: string;
    }[];
    const fields: [string, string][] = [
      ['pack[type]', String(await c.typeId('autosnab'))],
      ['equipment_required', '1'],
      ['snabs[0][info]', 'Фильтр воздушный'],
      ['snabs[0][quantity]', '1'],
      ['snabs[0][equipment_id]', String(machine.value)],
      ['snabs[0][run]', '125000'],
    ];
    const res = await c.multipart('employee', 'POST', '/api/applications', fields, [['snabs[0][photo][0][file]', 'одометр.png', PNG]]);
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    const [position] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    expect(position).toMatchObject({
      equipment_id: machine.value,
      run: 125000,
      photo: `/api/applications/${id}/snab/${position.id}/photo`,
    });
    expect(position.equipment_name).toEqual(expect.any(String));
    const photo = await c.call('employee', 'GET', position.photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const data = (await c.call('employee', 'GET', `/api/applications/get_data/${id}`)).json();
    expect(data.snabs[0]).toMatchObject({ equipment_id: machine.value, equipment_name: position.equipment_name });

    const pdfPhoto = await c.multipart('employee', 'POST', '/api/applications', fields, [['snabs[0][photo][0][file]', 'одометр.pdf', PDF]]);
    expect(pdfPhoto.statusCode).toBe(422);
  });

  it('an edit adds files to a position under review, written to the history', async () => {
    const id = await c.createTmc('employee', 1);
    const [position] = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs;
    const res = await c.multipart(
      'employee',
      'PATCH',
      `/api/applications/${id}`,
      [['snabs[0][id]', String(position.id)]],
      [['snabs[0][files][0][file]', 'акт.pdf', PDF]],
    );
    expect(res.statusCode).toBe(200);
    const after = (await c.call('employee', 'GET', `/api/applications/${id}`)).json().snabs[0];
    expect(after.files.map((f: { name: string }) => f.name)).toEqual(['акт.pdf']);
    const history = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from object_history where module = 'applications' and object_id = ${id} and field = ${`snab.${position.id}.file`}`,
    );
    expect(history[0].n).toBe(1);
  });
});
