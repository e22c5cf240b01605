/**
 * Issue 18, the upload gauntlet: every upload route gets hostile file names, double
 * extensions, content that lies about its extension, SVG with script, too many files and a
 * file over the size limit. Nothing may answer 5xx, nothing beyond the allow-lists may be
 * accepted, nothing may be written outside the storage root, no temp file may stay behind,
 * and the names that are accepted are stored without any path part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { applicationsClient } from './applications-helpers.ts';
import { PDF, PNG, registerTestObjects } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The size limit of this app: small, so the oversize case sends 80 KB, not hundreds of MB. */
const MAX_UPLOAD_BYTES = 64 * 1024;

let t: TestApp;
let c: ReturnType<typeof applicationsClient>;
let root: string;
let applicationId: number;
let positionId: number;

beforeAll(async () => {
  registerTestObjects();
  t = await createTestApp({ maxUploadBytes: MAX_UPLOAD_BYTES });
  c = applicationsClient(t);
  root = path.dirname(t.storage.tmpDir);
  applicationId = await c.createTmc('employee', 1);
  positionId = (await c.call('employee', 'GET', `/api/applications/${applicationId}`)).json().snabs[0].id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

// Bodies ---------------------------------------------------------------------------------

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const PE = (() => {
  const b = Buffer.alloc(256);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();
const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n');
const PHP = Buffer.from('<?php system($_GET["c"]); ?>\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>\n',
);

interface FilePart {
  field: string;
  /** Written into the header as is (a browser sends backslashes unescaped). */
  filename: string;
  content: Buffer;
  /** Sends the name as RFC 5987 `filename*` instead. */
  extended?: boolean;
}

function body(fields: [string, string][], files: FilePart[]) {
  const boundary = `----gauntlet${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    const name = f.extended ? `filename*=UTF-8''${encodeURIComponent(f.filename)}` : `filename="${f.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; ${name}\r\nContent-Type: application/octet-stream\r\n\r\n`,
        'utf8',
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// Routes ---------------------------------------------------------------------------------

interface Route {
  name: string;
  url: () => string;
  /** The form field of the i-th file. */
  field: (i: number) => string;
  fields?: () => [string, string][];
  /** Extensions the route accepts; `'*'`: any (the drive), content still has to match. */
  allowed: readonly string[] | '*';
  /** The route keeps the upload (false: it only reads it, like the import). */
  stores: boolean;
}

const ROUTES: Route[] = [
  { name: 'drive upload', url: () => '/api/disk/folders/0/files', field: (i) => `files[${i}]`, allowed: '*', stores: true },
  {
    name: 'object attachments (module files)',
    url: () => '/api/files/test/1',
    field: (i) => `files[${i}][file]`,
    allowed: ['gif', 'jpg', 'jpeg', 'tiff', 'png', 'doc', 'docx', 'vsdx', 'odt', 'ods', 'pdf', 'ppt', 'pptx', 'txt', 'xls', 'xlsx'],
    stores: true,
  },
  {
    name: 'chat attachments',
    url: () => '/api/components/chat/add/test/2',
    field: (i) => `files[${i}]`,
    fields: () => [['comment', 'файл']],
    allowed: ['zip', 'rar', 'ods', 'gif', 'jpg', 'jpeg', 'tiff', 'png', 'doc', 'docx', 'pdf', 'ppt', 'pptx', 'txt', 'xls', 'xlsx'],
    stores: true,
  },
  {
    name: 'position files (snab)',
    url: () => `/api/files/snab/${positionId}`,
    field: (i) => `files[${i}][file]`,
    allowed: ['gif', 'jpg', 'jpeg', 'tiff', 'png', 'doc', 'docx', 'vsdx', 'odt', 'ods', 'pdf', 'ppt', 'pptx', 'txt', 'xls', 'xlsx'],
    stores: true,
  },
  {
    name: 'application offer file',
    url: () => `/api/applications/${applicationId}/offers`,
    field: (i) => `files[${i}][file]`,
    fields: () => [
      ['partner_id', '2'],
      ['sum', '100'],
    ],
    allowed: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'zip', 'rar', 'tiff', 'gif', 'ppt', 'pptx', 'ods', 'odt'],
    stores: true,
  },
  {
    name: 'application defect statement',
    url: () => `/api/applications/${applicationId}/defect_statement`,
    field: (i) => `files[${i}][file]`,
    allowed: ['pdf', 'jpg', 'jpeg', 'png'],
    stores: true,
  },
  { name: 'applications import', url: () => '/api/import/applications', field: () => 'file', allowed: ['xlsx'], stores: false },
];

async function send(route: Route, files: Omit<FilePart, 'field'>[]) {
  const b = body(
    route.fields?.() ?? [],
    files.map((f, i) => ({ ...f, field: route.field(i) })),
  );
  return t.app.inject({
    method: 'POST',
    url: route.url(),
    payload: b.payload,
    headers: { authorization: await c.auth('employee'), 'accept-language': 'en', ...b.headers },
  });
}

// The storage root -----------------------------------------------------------------------

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

const STORED = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\/\d{4}\/\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/;

/** The temp folder empties once the reply is done (its hook runs right after the response). */
async function tmpFiles(): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const left = walk(t.storage.tmpDir);
    if (left.length === 0) return left;
    await new Promise((r) => setTimeout(r, 20));
  }
  return walk(t.storage.tmpDir);
}

async function expectStorageClean() {
  expect(await tmpFiles()).toEqual([]);
  const realRoot = fs.realpathSync(root);
  for (const file of walk(root)) {
    const real = fs.realpathSync(file);
    expect(real.startsWith(realRoot + path.sep), real).toBe(true);
    expect(path.relative(realRoot, real).split(path.sep).join('/')).toMatch(STORED);
  }
}

/** Where a traversal name would land if it were joined to one of the storage's folders. */
function traversalTargets(name: string): string[] {
  const bases = [t.storage.tmpDir, root, path.join(root, 'disk'), path.join(root, 'files'), path.join(root, 'chat')];
  return bases.flatMap((b) => [path.resolve(b, name), path.resolve(b, name.replaceAll('\\', '/'))]);
}

/** Upload names as stored by every module: none may carry a path part or a control character. */
async function storedNames(): Promise<string[]> {
  const rows = await queryRows<{ n: string | null }>(
    t.database.db,
    sql`select name as n from drive_files
        union all select name from object_files union all select original_name from object_files
        union all select name from chat_files union all select name from application_position_files
        union all select file_name from application_offers
        union all select defect_statement_name from applications`,
  );
  return rows.map((r) => r.n).filter((n): n is string => n !== null);
}

function expectRefused(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  const json = JSON.parse(res.body) as { result_content?: string; errors?: Record<string, string[]> };
  const message = json.result_content ?? Object.values(json.errors ?? {}).flat()[0];
  expect(typeof message === 'string' && message.length > 0, `${label}: a message: ${res.body}`).toBe(true);
}

// The gauntlet ---------------------------------------------------------------------------

const HOSTILE_NAMES = [
  '../../x.pdf',
  '..\\..\\x.pdf',
  '/etc/passwd.pdf',
  'C:\\x.pdf',
  'C:/Windows/x.pdf',
  'ev\u0000il.pdf',
  'ev\u0001\u001fil\u007f.pdf',
  `${'a'.repeat(996)}.pdf`,
  '',
  '..',
  '.pdf',
];

describe.each(ROUTES)('upload gauntlet: $name', (route) => {
  it('path tricks in the name: never 5xx, nothing outside the storage, the stored name has no path part', async () => {
    const files: Omit<FilePart, 'field'>[] = [
      ...HOSTILE_NAMES.map((filename) => ({ filename, content: PDF })),
      { filename: '../../x.pdf', content: PDF, extended: true },
      { filename: '..\\..\\x.pdf', content: PDF, extended: true },
    ];
    for (const file of files) {
      const res = await send(route, [file]);
      const label = `${route.name} ${JSON.stringify(file.filename)}${file.extended ? ' (filename*)' : ''}`;
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectRefused(res, label);
      for (const target of traversalTargets(file.filename))
        expect(fs.existsSync(target) && fs.statSync(target).isFile(), `${label} wrote ${target}`).toBe(false);
      await expectStorageClean();
    }
    for (const name of await storedNames()) {
      expect(name, 'a stored name').not.toMatch(/[/\\]/);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
      expect(name, 'a stored name').not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(name.length).toBeLessThanOrEqual(255);
      expect(name).not.toBe('');
    }
  });

  it('double extensions, lying content and SVG are refused unless the route takes any type', async () => {
    // `drive`: the drive (no allow-list) may keep it, since the content does not lie about the name.
    const cases: { filename: string; content: Buffer; drive?: true }[] = [
      { filename: 'invoice.pdf.exe', content: PDF },
      { filename: 'invoice.pdf.exe', content: PE, drive: true },
      { filename: 'photo.jpg.php', content: PNG, drive: true },
      { filename: 'photo.jpg.php', content: PHP, drive: true },
      { filename: 'report.pdf', content: ELF },
      { filename: 'report.pdf', content: PE },
      { filename: 'report.pdf', content: SCRIPT },
      { filename: 'photo.png', content: ELF },
      { filename: 'photo.png', content: SCRIPT },
      { filename: 'photo.png', content: PDF },
      { filename: 'photo.png', content: SVG },
      { filename: 'notes.txt', content: ELF },
      { filename: 'notes.txt', content: PE },
      { filename: 'table.xlsx', content: PDF },
      { filename: 'drawing.svg', content: SVG, drive: true },
    ];
    for (const file of cases) {
      const res = await send(route, [file]);
      const label = `${route.name} ${file.filename} (${JSON.stringify(file.content.subarray(0, 4).toString('latin1'))})`;
      if (route.allowed !== '*' || !file.drive) {
        expectRefused(res, label);
      } else {
        // The drive keeps any type whose content does not contradict its name; such a file is
        // only ever served as a download, with nosniff, never as a page or an image.
        expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode < 300) {
          const link = res.json().files[0].link as string;
          const got = await t.app.inject({ method: 'GET', url: link, headers: { authorization: await c.auth('employee') } });
          expect(got.statusCode).toBe(200);
          expect(got.headers['x-content-type-options']).toBe('nosniff');
          expect(String(got.headers['content-type'])).not.toMatch(/svg|html|javascript|php/);
          // Inline only for what the content proved to be a plain image or PDF, under a CSP that runs nothing.
          if (!String(got.headers['content-disposition']).startsWith('attachment;')) {
            expect(got.headers['content-type']).toMatch(/^(image\/(png|jpeg|gif)|application\/pdf)$/);
            expect(got.headers['content-security-policy']).toMatch(/default-src 'none'/);
          }
        }
      }
      await expectStorageClean();
    }
  });

  it(`more than 99 files in one request: 413, and no temp file stays`, async () => {
    const files = Array.from({ length: 100 }, (_, i) => ({ filename: `f${i}.pdf`, content: PDF }));
    const res = await send(route, files);
    expectRefused(res, `${route.name} 100 files`);
    expect(res.statusCode).toBe(413);
    await expectStorageClean();
  });

  it('a file over the size limit: 413, and no temp file stays (also after good files)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 16 * 1024, 0x20)]);
    for (const files of [
      [{ filename: 'big.pdf', content: big }],
      [
        { filename: 'ok.pdf', content: PDF },
        { filename: 'big.pdf', content: big },
      ],
    ]) {
      const res = await send(route, files);
      expectRefused(res, `${route.name} oversize`);
      expect(res.statusCode).toBe(413);
      await expectStorageClean();
    }
  });
});

describe('upload gauntlet: accepted files', () => {
  it('an honest file still goes through every storing route, under a server-made key inside the root', async () => {
    for (const route of ROUTES.filter((r) => r.stores)) {
      const res = await send(route, [{ filename: '../../Отчёт.pdf', content: PDF }]);
      expect(res.statusCode, `${route.name}: ${res.body}`).toBeLessThan(300);
      // The display name sent next to the file (`files[i][name]`) is cleaned the same way.
      if (route.field(0).endsWith('[file]')) {
        const b = body(
          [...(route.fields?.() ?? []), ['files[0][name]', '..\\..\\Имя/\u0000.pdf']],
          [{ field: route.field(0), filename: 'plain.pdf', content: PDF }],
        );
        const named = await t.app.inject({
          method: 'POST',
          url: route.url(),
          payload: b.payload,
          headers: { authorization: await c.auth('employee'), ...b.headers },
        });
        expect(named.statusCode, `${route.name} named: ${named.body}`).toBeLessThan(300);
      }
    }
    await expectStorageClean();
    const names = await storedNames();
    expect(names).toContain('Отчёт.pdf');
    for (const name of names) expect(name).not.toMatch(/[/\\]/);
  });
});
