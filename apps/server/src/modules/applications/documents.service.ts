import fs from 'node:fs/promises';
import { MAX_POSITIONS_PER_OPERATION } from '@app/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { UploadedFile } from '../../plugins/files.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import { DEFAULT_TIME_ZONE, displayDate, displayDateTime, displayMoney, displayQuantity } from '../../shared/display-format.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../shared/errors.ts';
import { type Lang, translate } from '../../shared/i18n.ts';
import { renderPdf } from '../../shared/pdf.ts';
import { checkUploads } from '../../shared/uploads.ts';
import { getCompanyParams } from '../company/index.ts';
import { namesOf, pickUnits } from '../dictionaries/index.ts';
import { writeHistory } from './applications.collab.ts';
import * as repo from './applications.repository.ts';
import { createBody, type ListQuery } from './applications.wire.ts';
import { packView } from './card.service.ts';
import { signersView } from './card-parts.service.ts';
import { type Ctx, editablePack, emit, visiblePack } from './context.service.ts';
import { createApplication } from './create-edit.service.ts';
import { buildListFilter } from './list.service.ts';
import { type PositionView, positionViews } from './positions-view.service.ts';
import { statusName } from './types.service.ts';

const DEFECT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];
/** Rows an Excel export carries at most. */
export const EXPORT_LIMIT = 10_000;

const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function positionsTable(positions: PositionView[], lang: Lang): Content {
  const t = (ru: string, en: string) => (lang === 'en' ? en : ru);
  return {
    table: {
      headerRows: 1,
      widths: [22, '*', 60, 40, 35, 60, 70],
      body: [
        [
          t('№', 'No.'),
          t('Наименование', 'Item'),
          t('Артикул', 'Article'),
          t('Кол-во', 'Qty'),
          t('Ед.', 'Unit'),
          t('Стоимость', 'Cost'),
          t('Статус', 'Status'),
        ].map((text) => ({ text, bold: true })),
        ...positions.map((p, i) => [
          String(i + 1),
          cell(p.info ?? p.dv_work_name),
          cell(p.article),
          displayQuantity(p.quantity, lang),
          cell(p.unit_name),
          displayMoney(p.cost, lang),
          cell(p.status.name),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/**
 * `GET applications/:id/print`: the application as a PDF (Cyrillic through the embedded Roboto
 * font) in the reader's language, dates in the reader's zone (`tz`), money and quantities as the
 * screen shows them (shared/display-format.ts).
 */
export async function printApplication(ctx: Ctx, user: SessionUser, id: number, lang: Lang, timeZone = DEFAULT_TIME_ZONE) {
  const pack = await visiblePack(ctx.db, user, id);
  const view = await packView(ctx, user, pack, lang);
  const positions = await positionViews(ctx.db, await repo.findPositions(ctx.db, id), { typeCode: view.type.code, canEdit: false, lang });
  const signers = await signersView(ctx.db, id);
  const company = await getCompanyParams(ctx.db);
  const t = (ru: string, en: string) => (lang === 'en' ? en : ru);
  const rows: [string, string][] = [
    [t('Тип', 'Type'), view.type.label],
    [t('Статус', 'Status'), view.status_name],
    [t('Автор', 'Author'), cell(view.who_add_fio)],
    [t('Дата создания', 'Created'), displayDateTime(view.date_add, timeZone)],
    [t('Желаемая дата', 'Wanted by'), displayDate(view.date_want)],
    [t('Организация', 'Organization'), cell(view.organization_name)],
    [t('Локация', 'Location'), cell(view.location_name)],
    [t('Исполнитель', 'Performer'), cell(view.performer_name)],
    [t('Ответственный', 'Responsible'), cell(view.responsible_fio)],
    [t('Проекты', 'Projects'), view.projects.map((p) => p.project_name).join(', ')],
    [t('Срочная', 'Urgent'), view.urgent ? t('да', 'yes') : t('нет', 'no')],
  ];
  const doc: TDocumentDefinitions = {
    info: { title: `${t('Заявка', 'Application')} №${pack.id}` },
    content: [
      { text: company.name, fontSize: 9, color: '#666' },
      { text: `${t('Заявка', 'Application')} №${pack.id}: ${pack.name}`, fontSize: 16, bold: true, margin: [0, 6, 0, 10] },
      {
        table: { widths: [120, '*'], body: rows.map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      { text: t('Позиции', 'Positions'), fontSize: 12, bold: true, margin: [0, 0, 0, 6] },
      positionsTable(positions, lang),
      { text: t('Согласование', 'Approval'), fontSize: 12, bold: true, margin: [0, 12, 0, 6] },
      signers.length
        ? {
            ul: signers.map(
              (s) =>
                `${s.fio ?? s.user_id} — ${s.status ? `${t('подписано', 'signed')} ${displayDateTime(s.date_sign, timeZone)}` : t('ожидает подписи', 'waiting')}`,
            ),
          }
        : { text: t('Подписанты не назначены', 'No signers'), italics: true },
    ],
  };
  return { pdf: await renderPdf(doc), name: `application-${pack.id}.pdf` };
}

/** The supplier request PDF (by the user, or by the supplier's link hash). */
export async function requestPdf(ctx: Ctx, request: repo.RequestRow, lang: Lang) {
  const pack = (await repo.findPack(ctx.db, request.pack_id))!;
  const details = (await repo.findPackDetails(ctx.db, pack.id))!;
  const positions = await positionViews(ctx.db, await repo.findPositionsByIds(ctx.db, request.snab_ids), {
    typeCode: details.type_code,
    canEdit: false,
    lang,
  });
  const partner = request.partner_id ? (await namesOf(ctx.db, 'partners', [request.partner_id])).get(request.partner_id) : null;
  const company = await getCompanyParams(ctx.db);
  const t = (ru: string, en: string) => (lang === 'en' ? en : ru);
  const doc: TDocumentDefinitions = {
    content: [
      { text: company.name, fontSize: 9, color: '#666' },
      {
        text: `${t('Запрос коммерческого предложения', 'Request for quotation')} №${request.id}`,
        fontSize: 15,
        bold: true,
        margin: [0, 6, 0, 6],
      },
      { text: `${t('Кому', 'To')}: ${partner ?? request.email ?? ''}`, margin: [0, 0, 0, 4] },
      { text: `${t('По заявке', 'Application')} №${pack.id} «${pack.name}»`, margin: [0, 0, 0, 10] },
      positionsTable(positions, lang),
      request.comment ? { text: request.comment, margin: [0, 10, 0, 0] } : '',
    ],
  };
  return { pdf: await renderPdf(doc), name: `request-${request.id}.pdf` };
}

/**
 * `GET applications/:id/snab/sticker?snabs=1,2`: a sticker per position (id, application, item,
 * quantity); all positions without a choice. At most 50 positions per call (spec 1 §9).
 */
export async function stickersPdf(ctx: Ctx, user: SessionUser, id: number, snabIds: number[], lang: Lang) {
  const pack = await visiblePack(ctx.db, user, id);
  if (new Set(snabIds).size > MAX_POSITIONS_PER_OPERATION) throw new ValidationFailed({ snabs: ['stickers.tooMany'] });
  const details = (await repo.findPackDetails(ctx.db, id))!;
  let rows = await repo.findPositions(ctx.db, id);
  if (snabIds.length > 0) rows = rows.filter((r) => snabIds.includes(r.id));
  if (rows.length === 0) throw new NotFound('positions.notFound');
  if (rows.length > MAX_POSITIONS_PER_OPERATION) throw new ValidationFailed({ snabs: ['stickers.tooMany'] });
  const positions = await positionViews(ctx.db, rows, { typeCode: details.type_code, canEdit: false, lang });
  const t = (ru: string, en: string) => (lang === 'en' ? en : ru);
  const doc: TDocumentDefinitions = {
    pageSize: { width: 283, height: 170 },
    pageMargins: [12, 12, 12, 12],
    content: positions.map((p, i) => ({
      stack: [
        { text: `${t('Позиция', 'Position')} №${p.id}`, bold: true, fontSize: 14 },
        { text: cell(p.info ?? p.dv_work_name), fontSize: 11, margin: [0, 4, 0, 4] },
        { text: `${t('Кол-во', 'Qty')}: ${displayQuantity(p.quantity, lang)} ${cell(p.unit_name)}` },
        { text: `${t('Заявка', 'Application')} №${pack.id} ${pack.name}`, fontSize: 8, color: '#555' },
        { qr: `/applications/${pack.id}?snab=${p.id}`, fit: 50, margin: [0, 4, 0, 0] },
      ],
      pageBreak: i > 0 ? 'before' : undefined,
    })) as Content[],
  };
  return { pdf: await renderPdf(doc), name: `stickers-${pack.id}.pdf` };
}

/** `POST applications/:id/waybill`: a waybill (накладная) for the application's positions. */
export async function waybillPdf(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  const pack = await visiblePack(ctx.db, user, id);
  const view = await packView(ctx, user, pack, lang);
  const positions = await positionViews(ctx.db, await repo.findPositions(ctx.db, id), { typeCode: view.type.code, canEdit: false, lang });
  const t = (ru: string, en: string) => (lang === 'en' ? en : ru);
  const doc: TDocumentDefinitions = {
    content: [
      { text: `${t('Накладная по заявке', 'Waybill for application')} №${pack.id}`, fontSize: 15, bold: true, margin: [0, 0, 0, 6] },
      { text: `${t('Получатель', 'Consignee')}: ${cell(view.location_name ?? view.organization_name)}`, margin: [0, 0, 0, 10] },
      positionsTable(positions, lang),
      { text: `${t('Отпустил', 'Released by')} ____________    ${t('Получил', 'Received by')} ____________`, margin: [0, 30, 0, 0] },
    ],
  };
  return { pdf: await renderPdf(doc), name: `waybill-${pack.id}.pdf` };
}

// Defect statement -------------------------------------------------------------------

/** `POST/PATCH applications/:id/defect_statement`: upload (files[0][file], files[0][name]) → { link, status }; PATCH status=0 deletes. */
export async function uploadDefect(
  ctx: Ctx,
  user: SessionUser,
  id: number,
  files: { file: UploadedFile; name?: string }[],
  status?: number,
  lang: Lang = 'ru',
) {
  const pack = await editablePack(ctx.db, user, id);
  if (status === 0 && files.length === 0) return deleteDefect(ctx, user, id, lang);
  const first = files[0];
  if (!first) throw new ValidationFailed({ files: ['files.noFiles'] });
  await checkUploads([first.file], DEFECT_EXTENSIONS);
  const stored = await ctx.storage.putUpload('applications', first.file);
  const name = first.name || first.file.filename;
  await ctx.db.transaction(async (tx) => {
    await repo.updatePack(tx, id, { defect_statement_path: stored.key, defect_statement_name: name, defect_statement_status: 1 });
    await writeHistory(tx, id, user.id, [{ field: 'defect_statement', old: pack.defect_statement_name, new: name }]);
  });
  if (pack.defect_statement_path) await ctx.storage.remove(pack.defect_statement_path).catch(() => undefined);
  await emit(ctx, { action: 'update_files', id, property: 'defect_statement', user_id: user.id });
  return { link: `/api/applications/${id}/defect`, status: 1, name };
}

export async function deleteDefect(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  const pack = await editablePack(ctx.db, user, id);
  if (!pack.defect_statement_path) throw new NotFound();
  await ctx.db.transaction(async (tx) => {
    await repo.updatePack(tx, id, { defect_statement_path: null, defect_statement_name: null, defect_statement_status: 0 });
    await writeHistory(tx, id, user.id, [{ field: 'defect_statement', old: pack.defect_statement_name, new: null }]);
  });
  await ctx.storage.remove(pack.defect_statement_path).catch(() => undefined);
  await emit(ctx, { action: 'update_files', id, property: 'defect_statement', user_id: user.id });
  return { link: null, status: 0, result_content: translate('defect.deleted', lang) };
}

export async function defectFile(ctx: Ctx, user: SessionUser, id: number) {
  const pack = await visiblePack(ctx.db, user, id);
  if (!pack.defect_statement_path) throw new NotFound();
  return { path: pack.defect_statement_path, name: pack.defect_statement_name ?? `defect-${id}.pdf` };
}

// Excel export and import --------------------------------------------------------------

async function excel() {
  const { default: ExcelJS } = await import('exceljs');
  return ExcelJS;
}

/** `GET applications/export`: the filtered list as .xlsx (company parameter export_datatable). */
export async function exportApplications(ctx: Ctx, user: SessionUser, q: ListQuery, lang: Lang) {
  const params = await getCompanyParams(ctx.db);
  if (params.export_datatable !== 1) throw new Forbidden('applications.exportDisabled');
  const filter = await buildListFilter(ctx.db, user, q);
  const rows = await repo.findListPage(ctx.db, filter, q.sort, q.order === 'desc', null, EXPORT_LIMIT);
  const counts = await repo.countPositions(
    ctx.db,
    rows.map((r) => r.id),
  );
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'en' ? 'Applications' : 'Заявки');
  const t = (ru: string, en: string) => (lang === 'en' ? en : ru);
  sheet.columns = [
    { header: '№', key: 'id', width: 8 },
    { header: t('Название', 'Title'), key: 'name', width: 40 },
    { header: t('Тип', 'Type'), key: 'type', width: 20 },
    { header: t('Статус', 'Status'), key: 'status', width: 18 },
    { header: t('Срочная', 'Urgent'), key: 'urgent', width: 9 },
    { header: t('Повтор', 'Repeat'), key: 'repeats', width: 9 },
    { header: t('Автор', 'Author'), key: 'author', width: 30 },
    { header: t('Дата создания', 'Created'), key: 'date_add', width: 18 },
    { header: t('Желаемая дата', 'Wanted by'), key: 'date_want', width: 14 },
    { header: t('Организация', 'Organization'), key: 'organization', width: 30 },
    { header: t('Позиций', 'Positions'), key: 'positions', width: 10 },
    { header: t('Подписи', 'Signatures'), key: 'signs', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow({
      id: r.id,
      name: r.name,
      type: lang === 'en' ? r.type_name_en : r.type_name,
      status: statusName(r.status, lang),
      urgent: r.urgent ? t('да', 'yes') : '',
      repeats: r.repeats ? t('да', 'yes') : '',
      author: r.who_add_fio ?? '',
      date_add: toWireMinutes(new Date(r.date_add)),
      date_want: r.date_want ?? '',
      organization: r.organization_name ?? '',
      positions: counts.get(r.id) ?? 0,
      signs: `${r.sign_current}/${r.sign_total}`,
    });
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { buffer, name: 'applications.xlsx', truncated: rows.length >= EXPORT_LIMIT };
}

/**
 * `POST import/applications`: an .xlsx whose rows are positions. Columns: application key
 * (rows with the same key make one application), type code, title, item, article, quantity,
 * unit (short name), for use, wanted date. Each row is checked; an application is created
 * only when all its rows are valid. Answers the created ids and the errors by row.
 */
export async function importApplications(ctx: Ctx, user: SessionUser, file: UploadedFile | undefined, lang: Lang) {
  if (!file) throw new ValidationFailed({ file: ['files.noFiles'] });
  await checkUploads([file], ['xlsx']);
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load((await fs.readFile(file.tmpPath)) as unknown as ArrayBuffer);
  } catch {
    throw new ValidationFailed({ file: ['import.unreadable'] });
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new ValidationFailed({ file: ['import.empty'] });
  const units = (await pickUnits(ctx.db, undefined, 500)).map((u) => ({
    id: u.value,
    short_name: u.short_name.toLowerCase(),
    name: u.label.toLowerCase(),
  }));
  const types = await repo.findTypes(ctx.db);
  const text = (v: unknown) => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'object' && v && 'text' in v) return String((v as { text: unknown }).text).trim();
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    return String(v).trim();
  };
  interface Group {
    key: string;
    type: string;
    name: string;
    rows: { row: number; snab: Record<string, unknown> }[];
  }
  const groups = new Map<string, Group>();
  const errors: { row: number; messages: string[] }[] = [];
  const maxRow = Math.min(sheet.rowCount, 2001);
  for (let r = 2; r <= maxRow; r++) {
    const row = sheet.getRow(r);
    const values = Array.from({ length: 9 }, (_, i) => text(row.getCell(i + 1).value));
    if (values.every((v) => v === '')) continue;
    const [key, typeCode, title, item, article, quantity, unit, forUse, dateWant] = values;
    const messages: string[] = [];
    const type = types.find((t) => t.code === typeCode);
    if (!type) messages.push(translate('import.unknownType', lang, { value: typeCode }));
    if (!item) messages.push(translate('import.itemRequired', lang));
    if (quantity && !/^\d{1,15}([.,]\d{1,3})?$/.test(quantity.replace(/\s/g, ''))) messages.push(translate('field.numberPositive', lang));
    const unitId = unit ? units.find((u) => u.short_name === unit.toLowerCase() || u.name === unit.toLowerCase())?.id : undefined;
    if (unit && !unitId) messages.push(translate('import.unknownUnit', lang, { value: unit }));
    if (messages.length > 0) {
      errors.push({ row: r, messages });
      continue;
    }
    const groupKey = key || `row-${r}`;
    const group = groups.get(groupKey) ?? { key: groupKey, type: typeCode, name: title, rows: [] };
    if (group.type !== typeCode) {
      errors.push({ row: r, messages: [translate('import.typeMismatch', lang)] });
      continue;
    }
    group.rows.push({
      row: r,
      snab: {
        info: item,
        article: article || undefined,
        quantity: quantity ? quantity.replace(/\s/g, '').replace(',', '.') : undefined,
        unit: unitId ?? null,
        for_use: forUse || undefined,
        date_want: dateWant || undefined,
      },
    });
    groups.set(groupKey, group);
  }
  const created: { id: number; key: string; rows: number[] }[] = [];
  const erroredRows = new Set(errors.map((e) => e.row));
  for (const group of groups.values()) {
    if (group.rows.length === 0) continue;
    const parsed = createBody.safeParse({
      type: group.type,
      pack: { name: group.name || undefined },
      snabs: group.rows.map((r) => r.snab),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const index = issue.path[0] === 'snabs' ? Number(issue.path[1]) : 0;
        const row = group.rows[index]?.row ?? group.rows[0].row;
        if (!erroredRows.has(row)) errors.push({ row, messages: [translate(issue.message, lang)] });
        erroredRows.add(row);
      }
      continue;
    }
    try {
      const result = await createApplication(ctx, user, parsed.data, lang);
      created.push({ id: result.id, key: group.key, rows: group.rows.map((r) => r.row) });
    } catch (error) {
      const message =
        error instanceof ValidationFailed ? Object.values(error.errors).flat() : [error instanceof Error ? error.message : 'error'];
      errors.push({ row: group.rows[0].row, messages: message.map((m) => translate(m, lang)) });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { created, errors, total_rows: maxRow - 1 };
}
