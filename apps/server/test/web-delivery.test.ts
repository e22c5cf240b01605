import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The built web app as a browser gets it: precompressed copies for browsers that accept them,
 * hashed assets cached for a year, the page and the service worker revalidated on every use.
 */
describe('web delivery', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('строка '.repeat(400))});`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const write = (name: string, body: string, compressed = true) => {
      fs.writeFileSync(path.join(dist, name), body);
      if (!compressed) return;
      fs.writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body));
      fs.writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body));
    };
    write('index.html', '<!doctype html><title>Back office</title>', false);
    write('sw.js', script);
    write('assets/index-AbC123.js', script);
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('a hashed asset: brotli when accepted, gzip otherwise, plain for neither; cached for a year', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('the service worker and the page are revalidated on every use', async () => {
    const sw = await get('/sw.js', 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/applications', '/tickets/board']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>Back office</title>');
    }
  });

  it('a missing asset (an old chunk after a deploy) is a 404, not the page', async () => {
    const missing = await get('/assets/index-Gone99.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });
});

describe('API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a list answer is brotli or gzip when accepted, the same JSON once decoded, plain otherwise', async () => {
    const { authorization } = await t.login('admin');
    const url = '/api/partners?limit=50';
    const plain = await t.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: 'GET', url, headers: { authorization, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await t.app.inject({ method: 'GET', url, headers: { authorization, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });
});
