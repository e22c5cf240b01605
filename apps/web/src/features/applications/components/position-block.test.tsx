import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import '../texts.ts';
import { createApplication } from '../api/create.ts';
import { editApplication } from '../api/edit.ts';
import { findDraft, saveDraft } from '../model/draft.ts';
import { createBody } from '../model/form-wire.ts';
import { changedPositions } from '../model/positions.ts';
import type { ApplicationFormValues, ApplicationType, PositionDraft } from '../model/types.ts';
import { ApplicationForm } from './application-form.tsx';
import { type FetchCall, json, pickOption, stubFetch, wrap } from './applications.fixture.tsx';
import { PositionAttachments } from './position-attachments.tsx';

const toast = vi.fn();
captureToasts(toast);

const type = (id: number, code: string, form: number, position_type: 'nomenclatures' | 'other' = 'other'): ApplicationType => ({
  id,
  value: id,
  code,
  label: code,
  name: code,
  form,
  type: form,
  position_type,
  for_equipment: form >= 3 ? 1 : 0,
  options: null,
});
const TMC = type(1, 'tmc', 1);
const SERVICES = type(2, 'services', 2);
const STOCK = type(3, 'nomenclature', 1, 'nomenclatures');
const AUTOSNAB = type(5, 'autosnab', 3);

const NOMENCLATURE = [
  { value: 41, label: 'Болт М12×60 оцинкованный', article: 'DIN933-M12x60', unit_id: 2 },
  { value: 42, label: 'Фильтр масляный', article: 'W 962/2', unit_id: 1 },
];

let calls: FetchCall[] = [];

beforeEach(() => {
  toast.mockReset();
  localStorage.clear();
  calls = stubFetch((url, method) => {
    if (url.startsWith('/api/nomenclature/autocomplete')) return json(NOMENCLATURE);
    if (url.startsWith('/api/equipment/autocomplete/eq/select')) return json([{ value: 9, label: 'КамАЗ 65115 (А123ВС)' }]);
    if (url === '/api/applications' && method === 'POST') return json({ id: 501, result: true });
    if (url === '/api/applications/7' && method === 'PATCH') return json({ id: 7, result: true });
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

function Harness({
  formType,
  initial = [{}],
  onSubmit,
}: {
  formType: ApplicationType;
  initial?: PositionDraft[];
  onSubmit: (v: ApplicationFormValues) => Promise<unknown>;
}) {
  const [values, setValues] = useState<ApplicationFormValues>({ type: formType.id, pack: {}, snabs: initial });
  return <ApplicationForm type={formType} values={values} onChange={setValues} submitLabel="Создать заявку" onSubmit={onSubmit} />;
}

const labelled = (label: string) => screen.queryAllByLabelText(label).length > 0;

describe('position fields per type (spec 2 "Application position", spec 3 §3)', () => {
  it('tmc: name, article, links, cost and files; no nomenclature or equipment', () => {
    render(wrap(<Harness formType={TMC} onSubmit={vi.fn()} />));
    for (const label of ['Наименование', 'Артикул', 'Для чего', 'Количество', 'Мин. количество', 'Желаемое количество'])
      expect(labelled(label), label).toBe(true);
    for (const label of ['Ед. изм.', 'Комментарий', 'Стоимость', 'Ссылки', 'Желаемая дата', 'Файлы'])
      expect(labelled(label), label).toBe(true);
    for (const label of ['Номенклатура', 'Техника', 'Пробег', 'Фото пробега', 'Наименование работ'])
      expect(labelled(label), label).toBe(false);
  });

  it('services (form 2): work name and type; no article or links', () => {
    render(wrap(<Harness formType={SERVICES} onSubmit={vi.fn()} />));
    for (const label of ['Наименование', 'Наименование работ', 'Вид работ', 'Стоимость', 'Файлы'])
      expect(labelled(label), label).toBe(true);
    for (const label of ['Артикул', 'Ссылки', 'Техника', 'Номенклатура']) expect(labelled(label), label).toBe(false);
  });

  it('equipment forms (3, 4): equipment picker, mileage and its photo', () => {
    render(wrap(<Harness formType={AUTOSNAB} onSubmit={vi.fn()} />));
    for (const label of ['Наименование', 'Техника', 'Пробег', 'Фото пробега', 'Файлы']) expect(labelled(label), label).toBe(true);
    expect(labelled('Номенклатура')).toBe(false);
  });

  it('the nomenclature type: a nomenclature picker instead of the free name', () => {
    render(wrap(<Harness formType={STOCK} onSubmit={vi.fn()} />));
    for (const label of ['Номенклатура', 'Количество', 'Ед. изм.', 'Файлы']) expect(labelled(label), label).toBe(true);
    for (const label of ['Наименование', 'Артикул', 'Стоимость', 'Техника']) expect(labelled(label), label).toBe(false);
  });
});

describe('the nomenclature type (spec 1 §5: position.notSelected)', () => {
  it('a position without a nomenclature is refused; a picked one sends its id, name, article and unit', async () => {
    const onSubmit = vi.fn(async (_v: ApplicationFormValues) => undefined);
    render(wrap(<Harness formType={STOCK} onSubmit={onSubmit} />));
    await userEvent.type(screen.getByLabelText('Количество'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(1, 'Не выбрана позиция номенклатуры'));
    expect(onSubmit).not.toHaveBeenCalled();

    await pickOption('Номенклатура', 'Болт М12×60 оцинкованный');
    expect(calls.some((c) => c.url.startsWith('/api/nomenclature/autocomplete'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = createBody(onSubmit.mock.calls[0][0], STOCK, false);
    expect(body.snabs).toEqual([
      { nomenclature_id: 41, info: 'Болт М12×60 оцинкованный', article: 'DIN933-M12x60', unit: 2, quantity: '3' },
    ]);
  });
});

describe('position files (sent with the pack, files/snab/{id} on the card)', () => {
  it('chosen files go in the multipart body of POST applications as snabs[i][files][n][file]', async () => {
    const onSubmit = vi.fn((v: ApplicationFormValues) => createApplication(createBody(v, TMC, false)));
    render(wrap(<Harness formType={TMC} initial={[{ info: 'Перчатки', quantity: '10' }]} onSubmit={onSubmit} />));
    const spec = new File(['%PDF-1.4'], 'спецификация.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'образец.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Файлы'), [spec, photo]);
    expect(screen.getByText('спецификация.pdf')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/applications');
    expect(post.body).toBeInstanceOf(FormData);
    const form = post.body as FormData;
    expect(form.get('pack[type]')).toBe('1');
    expect(form.get('type')).toBe('tmc');
    expect(form.get('snabs[0][info]')).toBe('Перчатки');
    expect(form.get('snabs[0][quantity]')).toBe('10');
    expect((form.get('snabs[0][files][0][file]') as File).name).toBe('спецификация.pdf');
    expect(form.get('snabs[0][files][0][name]')).toBe('спецификация.pdf');
    expect((form.get('snabs[0][files][1][file]') as File).name).toBe('образец.png');
    await expect(onSubmit.mock.results[0].value).resolves.toEqual({ id: 501, result: true });
  });

  it('a file of a wrong format is refused with its name; a removed one is not sent', async () => {
    render(wrap(<Harness formType={TMC} initial={[{ info: 'Перчатки', quantity: '10' }]} onSubmit={vi.fn()} />));
    const input = screen.getByLabelText('Файлы');
    fireEvent.change(input, { target: { files: [new File(['x'], 'setup.exe'), new File(['x'], 'смета.xlsx')] } });
    expect(toast).toHaveBeenCalledWith(1, 'setup.exe: неверный формат файла');
    expect(screen.queryByText('setup.exe')).toBeNull();
    expect(screen.getByText('смета.xlsx')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Убрать файл смета.xlsx'));
    await waitFor(() => expect(screen.queryByText('смета.xlsx')).toBeNull());
  });

  it('the equipment forms send the picked equipment and the mileage photo', async () => {
    const onSubmit = vi.fn((v: ApplicationFormValues) => createApplication(createBody(v, AUTOSNAB, true)));
    render(wrap(<Harness formType={AUTOSNAB} initial={[{ info: 'Фильтр', quantity: '1' }]} onSubmit={onSubmit} />));
    await pickOption('Техника', 'КамАЗ 65115 (А123ВС)');
    await userEvent.type(screen.getByLabelText('Пробег'), '125000');
    fireEvent.change(screen.getByLabelText('Фото пробега'), {
      target: { files: [new File(['jpg'], 'одометр.jpg', { type: 'image/jpeg' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const form = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(form.get('snabs[0][equipment_id]')).toBe('9');
    expect(form.get('snabs[0][run]')).toBe('125000');
    expect((form.get('snabs[0][photo][0][file]') as File).name).toBe('одометр.jpg');
    expect(form.get('equipment_required')).toBe('1');
  });

  it('without files the create call stays JSON', async () => {
    await createApplication(createBody({ type: 1, pack: {}, snabs: [{ info: 'Каска', quantity: '1' }] }, TMC, false));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ pack: { type: 1 }, snabs: [{ info: 'Каска', quantity: '1' }] });
  });

  it('an edit sends new files of an existing position with its id (multipart PATCH); cleared fields as empty', async () => {
    const original: PositionDraft[] = [{ id: 11, info: 'Перчатки', quantity: '10', cost: '150' }];
    const file = new File(['%PDF'], 'акт.pdf', { type: 'application/pdf' });
    const snabs = changedPositions(original, [{ id: 11, info: 'Перчатки', quantity: '10', files: [file] }]);
    expect(snabs).toEqual([{ id: 11, cost: null, files: [{ file, name: 'акт.pdf' }] }]);
    await editApplication(7, { pack: { name: 'Заявка', organization_id: null }, snabs });
    const patch = calls.find((c) => c.method === 'PATCH')!;
    const form = patch.body as FormData;
    expect(form.get('snabs[0][id]')).toBe('11');
    expect(form.get('snabs[0][cost]')).toBe('');
    expect(form.get('pack[organization_id]')).toBe('');
    expect((form.get('snabs[0][files][0][file]') as File).name).toBe('акт.pdf');
  });

  it('a draft keeps the form but not the chosen files', () => {
    const file = new File(['x'], 'a.pdf');
    saveDraft({ type: 1, withEquipment: false, values: { type: 1, pack: {}, snabs: [{ info: 'Болт', files: [file], photo: file }] } });
    expect(findDraft(1, false)?.values.snabs).toEqual([{ info: 'Болт' }]);
  });
});

describe('the card lists what the form sent (files/snab/{id}, equipment, photo)', () => {
  it('file links, the equipment with its mileage and the photo link under the position name', () => {
    render(
      wrap(
        <PositionAttachments
          position={{
            id: 31,
            equipment_name: 'КамАЗ 65115 (А123ВС)',
            run: 125000,
            photo: '/api/applications/5/snab/31/photo',
            files: [{ id: 77, name: 'спецификация.pdf', path: '/api/files/snab/77' }],
          }}
        />,
      ),
    );
    expect(screen.getByRole('link', { name: /спецификация\.pdf/ }).getAttribute('href')).toBe('/api/files/snab/77');
    expect(screen.getByRole('link', { name: /Фото пробега/ }).getAttribute('href')).toBe('/api/applications/5/snab/31/photo');
    expect(screen.getByText(/КамАЗ 65115 \(А123ВС\) · Пробег: 125000/)).toBeTruthy();
  });
});
