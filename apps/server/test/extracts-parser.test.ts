/**
 * The 1C exchange format parser (issue 13: "write it with its own unit tests over real-shaped
 * files: both encodings, several accounts, empty sections, a truncated file"). Pure: no app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeInvoiceNumber, proposeMatches, purposeInvoiceNumbers, purposeMentions } from '../src/modules/extracts/extracts.policy.ts';
import { decodeOnecBytes, OnecFormatError, onecDate, onecSum, parseOnecFile, parseOnecText } from '../src/modules/extracts/onec-format.ts';
import { encodeOnec, onecExchangeText } from '../src/modules/extracts/onec-writer.ts';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/1c', name)));

function failure(run: () => unknown): OnecFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof OnecFormatError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const party = (name: string, inn: string, account: string) => ({ name, inn, kpp: '', account, bik: '044525225', bank: 'ПАО Сбербанк' });
const OWN = party('ООО «СеверСтройМонтаж»', '7701234560', '40702810200000000001');
const SUPPLIER = party('ООО «ПромСнаб»', '7705001006', '40702810000000000001');
const sample = (documents = 2) =>
  onecExchangeText({
    accounts: [OWN.account],
    dateFrom: '2026-11-01',
    dateTo: '2026-11-05',
    documents: Array.from({ length: documents }, (_, i) => ({
      number: String(100 + i),
      date: '2026-11-02',
      sum: '1500.50',
      payer: OWN,
      payee: SUPPLIER,
      purpose: `Оплата по счету № ${i + 1}`,
      direction: 'out' as const,
    })),
  });
/** The 1-based number of the first line starting with `prefix` (after `from`). */
const lineOf = (text: string, prefix: string, from = 0) => text.split('\r\n').findIndex((l, i) => i >= from && l.startsWith(prefix)) + 1;

describe('1C extracts: the exchange format', () => {
  it('reads a Windows-1251 file: header, two accounts (one with an empty section), every document field', () => {
    const file = parseOnecFile(fixture('extract-windows-1251.txt'));
    expect(file.encoding).toBe('Windows');
    expect(file.version).toBe('1.03');
    expect(file.sender).toBe('Бухгалтерия предприятия, редакция 3.0');
    expect([file.date_from, file.date_to]).toEqual(['2026-11-01', '2026-11-05']);
    expect(file.accounts).toEqual(['40702810200000000001', '40702810100000000002']);
    expect(file.sections).toHaveLength(2);
    expect(file.sections[1]).toMatchObject({ account: '40702810100000000002', opening: '0.00', closing: '0.00' });
    expect(file.documents).toHaveLength(4);
    const [first, second, incoming] = file.documents;
    expect(first).toMatchObject({
      kind: 'Платежное поручение',
      number: '101',
      date: '2026-11-02',
      sum: '75000.00',
      payer: { name: 'ООО «СеверСтройМонтаж»', inn: '7701234560', kpp: '770101001', account: '40702810200000000001', bik: '044525225' },
      payee: { name: 'ООО «ПромСнаб»', inn: '7705001006', account: '40702810000000000001', bank: 'ПАО Сбербанк' },
      purpose: 'Оплата по счету № 45 от 20.10.2026 за запчасти. В т.ч. НДС 20% 12500.00',
      date_written_off: '2026-11-02',
      date_received: null,
    });
    expect(second.sum).toBe('12345.60');
    expect(incoming).toMatchObject({
      number: '5581',
      date_received: '2026-11-03',
      payer: { name: 'ООО «Газпром нефть-Региональные продажи»' },
    });
  });

  it('reads a DOS (cp866) file by its Кодировка line, with the same Cyrillic', () => {
    const bytes = fixture('extract-dos-866.txt');
    expect(decodeOnecBytes(bytes).encoding).toBe('DOS');
    const file = parseOnecFile(bytes);
    expect(file.encoding).toBe('DOS');
    expect(file.version).toBe('1.02');
    expect(file.documents.map((d) => d.number)).toEqual(['D101', 'D102', 'D5581']);
    expect(file.documents[0].payee.name).toBe('ООО ?ПромСнаб?'); // «» are not in cp866
    expect(file.documents[0].purpose).toContain('Оплата по счету № 45');
  });

  it('the same text in both encodings parses to the same documents', () => {
    const text = sample(3).replace('Кодировка=Windows', 'Кодировка=DOS');
    const dos = parseOnecFile(encodeOnec(text, 'DOS'));
    const windows = parseOnecFile(encodeOnec(sample(3), 'Windows'));
    expect(dos.documents.map((d) => [d.number, d.sum, d.purpose, d.payer.inn])).toEqual(
      windows.documents.map((d) => [d.number, d.sum, d.purpose, d.payer.inn]),
    );
  });

  it('a file with empty account sections and no documents is valid', () => {
    const file = parseOnecFile(fixture('extract-empty-sections.txt'));
    expect(file.documents).toEqual([]);
    expect(file.sections.map((s) => s.account)).toEqual(['40702810200000000001', '40702810100000000002']);
    const bare = parseOnecText('1CClientBankExchange\nВерсияФормата=1.02\nКодировка=Windows\nСекцияРасчСчет\nКонецРасчСчет\nКонецФайла\n');
    expect(bare.sections).toEqual([expect.objectContaining({ account: '', opening: null })]);
  });

  it('a truncated file names the line of its unterminated document', () => {
    const error = failure(() => parseOnecFile(fixture('extract-truncated.txt')));
    expect(error.key).toBe('unterminatedDocument');
    const text = new TextDecoder('windows-1251').decode(fixture('extract-truncated.txt'));
    expect(error.line).toBe(text.split('\r\n').findLastIndex((l) => l.startsWith('СекцияДокумент')) + 1);
    const noEnd = failure(() => parseOnecText(sample(1).replace('КонецФайла\r\n', '')));
    expect(noEnd.key).toBe('truncated');
    expect(noEnd.line).toBe(sample(1).split('\r\n').length - 2);
  });

  it('a file that is not an exchange file is refused at line 1; an empty one too', () => {
    expect(failure(() => parseOnecText('Hello\nworld'))).toMatchObject({ line: 1, key: 'notExchange' });
    expect(failure(() => parseOnecText('')).key).toBe('empty');
    expect(failure(() => parseOnecFile(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).key).toBe('notExchange');
  });

  it('an unterminated document followed by another names the first one', () => {
    const text = sample(2).replace('КонецДокумента', '');
    const error = failure(() => parseOnecText(text));
    expect(error).toMatchObject({ key: 'unterminatedDocument', line: lineOf(text, 'СекцияДокумент') });
    expect(error.params.next).toBe(lineOf(text, 'СекцияДокумент', lineOf(text, 'СекцияДокумент')));
  });

  it('a bad sum, a bad date, a missing number and a stray line each name their line', () => {
    const base = sample(2);
    const badSum = base.replace('Сумма=1500.50', 'Сумма=1 500,50');
    expect(failure(() => parseOnecText(badSum))).toMatchObject({ key: 'badSum', line: lineOf(badSum, 'Сумма=') });
    const badDate = base.replace('Дата=02.11.2026', 'Дата=31.02.2026');
    expect(failure(() => parseOnecText(badDate))).toMatchObject({ key: 'badDate', line: lineOf(badDate, 'Дата=') });
    const noNumber = base.replace('Номер=100\r\n', '');
    expect(failure(() => parseOnecText(noNumber))).toMatchObject({ key: 'missingField', params: { field: 'Номер' } });
    const stray = base.replace('Очередность=5', 'просто текст без равенства');
    expect(failure(() => parseOnecText(stray))).toMatchObject({ key: 'badLine', line: lineOf(stray, 'просто') });
    const orphan = base.replace('СекцияРасчСчет', 'КонецДокумента');
    expect(failure(() => parseOnecText(orphan))).toMatchObject({ key: 'unexpectedLine', line: lineOf(orphan, 'КонецДокумента') });
  });

  it('an unknown encoding or version is refused at its line; binary bytes are a bad line', () => {
    const koi = sample(1).replace('Кодировка=Windows', 'Кодировка=KOI8-R');
    expect(failure(() => parseOnecFile(encodeOnec(koi, 'Windows')))).toMatchObject({ key: 'badEncoding', line: 3 });
    const v2 = sample(1).replace('ВерсияФормата=1.03', 'ВерсияФормата=2.00');
    expect(failure(() => parseOnecText(v2))).toMatchObject({ key: 'badVersion', line: 2 });
    expect(failure(() => parseOnecText(`${sample(1)}`.replace('Очередность=5', 'Очередность=\u0001\u0002'))).key).toBe('badLine');
  });

  it('tolerates LF line ends, a UTF-8 BOM, blank lines, the combined Плательщик field and text after КонецФайла', () => {
    const text = sample(1).replaceAll('\r\n', '\n').replace('Плательщик1=ООО «СеверСтройМонтаж»\n', '\n\n');
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`${text}мусор после конца`)]);
    const file = parseOnecFile(bytes);
    expect(file.documents[0].payer.name).toBe('ООО «СеверСтройМонтаж»');
    expect(file.documents[0].sum).toBe('1500.50');
  });

  it('dates and sums', () => {
    expect(onecDate('29.02.2024')).toBe('2024-02-29');
    expect(onecDate('29.02.2025')).toBeUndefined();
    expect(onecDate('2024-02-01')).toBeUndefined();
    expect(onecSum('1500')).toBe('1500.00');
    expect(onecSum('0001500.5')).toBe('1500.50');
    expect(onecSum('-20', true)).toBe('-20.00');
    expect(onecSum('-20')).toBeUndefined();
    expect(onecSum('1,5')).toBeUndefined();
    expect(onecSum('12345678901234567')).toBeUndefined();
  });
});

describe('1C extracts: matching rules', () => {
  it('finds invoice numbers after №, сч., счету, счёт-фактуре, invoice', () => {
    expect([...purposeInvoiceNumbers('Оплата по счету № 123 от 01.02.2026')]).toContain('123');
    expect(purposeMentions('Оплата по сч. 45/2 за ТМЦ', '45/2')).toBe(true);
    expect(purposeMentions('оплата по сч.№А-77, НДС', 'а-77')).toBe(true);
    expect(purposeMentions('Оплата счёта 12. Без НДС', '12')).toBe(true);
    expect(purposeMentions('по счету-фактуре 9', '9')).toBe(true);
    expect(purposeMentions('Invoice 2026-15 payment', '2026-15')).toBe(true);
    expect(purposeMentions('Оплата по договору 123', '123')).toBe(false);
    expect(purposeMentions('Оплата по счету № 1234', '123')).toBe(false);
    expect(normalizeInvoiceNumber(' № СЧ-12. ')).toBe('сч-12');
  });

  it('proposes one payment per line: number, payee INN and sum; two equal payments go to two lines', () => {
    const line = (id: number, sum: string, purpose: string, inn = '7705001006') => ({ id, direction: 'out', sum, payee_inn: inn, purpose });
    const candidate = (interval_id: number, sum: string, invoice_number: string, partner_inn = '7705001006') => ({
      interval_id,
      sum,
      partner_inn,
      invoice_number,
    });
    const proposals = proposeMatches(
      [
        line(1, '75000.00', 'по счету № E2E-150'),
        line(2, '75000', 'по счету № E2E-150'),
        line(3, '10.00', 'сч. 7', '7724001372'),
        line(4, '99.00', 'сч. 8'),
      ],
      [
        candidate(11, '75000.00', 'E2E-150'),
        candidate(12, '75000.00', 'E2E-150'),
        candidate(13, '10.00', '7'),
        candidate(14, '99.01', '8'),
      ],
    );
    expect([...proposals]).toEqual([
      [1, 11],
      [2, 12],
    ]);
  });
});
