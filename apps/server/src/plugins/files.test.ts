import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, safeExtension } from './files.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
const storage = createLocalStorage(root);

describe('local-disk file storage', () => {
  it('stores under a server-generated key whatever the client called the file', async () => {
    const stored = await storage.putStream('chat', Readable.from(['привет']), '../../etc/passwd.PDF');
    expect(stored.key).toMatch(/^chat\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(stored.size).toBe(Buffer.byteLength('привет'));
    expect(fs.existsSync(path.join(root, stored.key))).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of storage.open(stored.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('привет');
  });

  it('moves an uploaded temp file into storage', async () => {
    const tmpPath = path.join(storage.tmpDir, 'upload-1');
    fs.writeFileSync(tmpPath, 'data');
    const stored = await storage.putUpload('disk', { kind: 'upload', filename: 'отчёт.xlsx', mimetype: 'x', size: 4, tmpPath });
    expect(stored.key).toMatch(/^disk\/.*\.xlsx$/);
    expect(fs.existsSync(tmpPath)).toBe(false);
    expect(await storage.size(stored.key)).toBe(4);
    await storage.remove(stored.key);
    expect(await storage.size(stored.key)).toBeNull();
  });

  it('refuses keys and areas that could leave the storage root', async () => {
    expect(() => storage.open('../secret')).toThrow();
    expect(() => storage.open('chat/2026/01/../../x')).toThrow();
    await expect(storage.putStream('../up', Readable.from(['x']), 'a.txt')).rejects.toThrow();
  });

  it('keeps only safe extensions', () => {
    expect(safeExtension('a.tar.gz')).toBe('.gz');
    expect(safeExtension('noext')).toBe('');
    expect(safeExtension('x.p h p')).toBe('');
  });
});
