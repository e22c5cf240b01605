import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../src/plugins/db.ts';
import { listen, openSocket } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls of the applications tests: JSON, urlencoded (bracket names) and multipart bodies. */
export function applicationsClient(t: TestApp) {
  const tokens = new Map<string, string>();
  async function auth(login: string) {
    if (!tokens.has(login)) tokens.set(login, (await t.login(login)).authorization);
    return tokens.get(login)!;
  }
  async function call(login: string, method: Method, url: string, payload?: object) {
    return t.app.inject({ method, url, payload, headers: { authorization: await auth(login), 'accept-language': 'ru' } });
  }
  /** A form body with bracket names, as the web sends it. */
  async function form(login: string, method: Method, url: string, fields: [string, string | number][]) {
    const body = new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString();
    return t.app.inject({
      method,
      url,
      payload: body,
      headers: { authorization: await auth(login), 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  /** A multipart body: fields and files (`[name, filename, bytes]`). */
  async function multipart(login: string, method: Method, url: string, fields: [string, string][], files: [string, string, Buffer][]) {
    const boundary = `----test${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of fields)
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    for (const [name, filename, bytes] of files) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
      );
      parts.push(bytes, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return t.app.inject({
      method,
      url,
      payload: Buffer.concat(parts),
      headers: { authorization: await auth(login), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }
  async function userId(login: string): Promise<number> {
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where login = ${login}`);
    return row.id;
  }
  async function typeId(code: string): Promise<number> {
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from application_types where code = ${code}`);
    return row.id;
  }
  /** Creates a tmc application as `login` with `n` positions; answers its id. */
  async function createTmc(login: string, n = 3, extra: [string, string | number][] = []) {
    const fields: [string, string | number][] = [['pack[type]', await typeId('tmc')], ['pack[name]', 'Заявка на ТМЦ'], ...extra];
    for (let i = 0; i < n; i++) {
      fields.push([`snabs[${i}][info]`, `Позиция ${i + 1}`], [`snabs[${i}][quantity]`, '10'], [`snabs[${i}][cost]`, '1500.50']);
    }
    const res = await form(login, 'POST', '/api/applications', fields);
    if (res.statusCode !== 200) throw new Error(`create failed ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  }
  return { auth, call, form, multipart, userId, typeId, createTmc };
}

export type ApplicationsClient = ReturnType<typeof applicationsClient>;

export interface ApplicationsTestApp {
  t: TestApp;
  c: ApplicationsClient;
  /** The listening server's address (with `listen`). */
  url: string;
  /** A socket.io client signed in as `login`, connected; closed after the file's tests. */
  open: (login: string) => Promise<Socket>;
}

/**
 * The applications test files' app: created before the file's tests (listening for sockets
 * with `listen`) and handed to `ready`, closed after them with every socket `open` connected.
 */
export function useApplicationsApp(ready: (app: ApplicationsTestApp) => void | Promise<void>, options: { listen?: boolean } = {}) {
  let t: TestApp | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const app = await createTestApp();
    t = app;
    const url = options.listen ? await listen(app) : '';
    const open = async (login: string) => openSocket(url, (await app.login(login)).token, sockets);
    await ready({ t: app, c: applicationsClient(app), url, open });
  });
  afterAll(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await t?.close();
  });
}

/** Resolves once `check` holds; fails after `ms`. */
export async function until(check: () => boolean, ms = 60_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A minimal valid PNG (1×1). */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A minimal PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Every text a PDF's streams carry once inflated (the ToUnicode maps of its fonts included). */
function pdfStreams(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  for (let match = re.exec(raw); match; match = re.exec(raw)) {
    const start = match.index + match[0].length;
    const chunk = pdf.subarray(start, raw.indexOf('endstream', start));
    try {
      out.push(zlib.inflateSync(chunk).toString('latin1'));
    } catch {
      out.push(chunk.toString('latin1'));
    }
  }
  return out.join('\n');
}

/** The text of a PDF as a reader sees it (pdfjs-dist), pages joined, runs of white space as one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** True when a PDF embeds a TrueType font whose Unicode map has every letter of `text`. */
export function pdfHasLetters(pdf: Buffer, text: string) {
  const streams = pdfStreams(pdf).toLowerCase();
  const codes = [...new Set(text.replace(/\s/g, ''))].map((ch) => ch.codePointAt(0)!.toString(16).padStart(4, '0'));
  return pdf.toString('latin1').includes('/FontFile2') && codes.every((code) => streams.includes(code));
}
