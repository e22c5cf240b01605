import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveFolderInto,
  cleanName,
  contentContradicts,
  type DriveNode,
  extensionOf,
  fitsQuota,
  GB,
  rightsOver,
} from './drive.policy.ts';

const OWNER = 1;
const OTHER = 2;
const node = (patch: Partial<DriveNode> = {}): DriveNode => ({
  who_add: OWNER,
  who_edit: null,
  public: 0,
  public_edit: 0,
  status: 1,
  my_access: null,
  ...patch,
});

describe('drive visibility (spec 3 §5): an item shows only if public, the user has access, or the user added it', () => {
  it('the owner sees and edits; anyone else sees nothing', () => {
    expect(rightsOver([node()], OWNER)).toEqual({ see: true, edit: true, active: true });
    expect(rightsOver([node()], OTHER)).toEqual({ see: false, edit: false, active: true });
  });

  it('public shows without edit; public_edit shows and lets edit', () => {
    expect(rightsOver([node({ public: 1 })], OTHER)).toMatchObject({ see: true, edit: false });
    expect(rightsOver([node({ public: 1, public_edit: 1 })], OTHER)).toMatchObject({ see: true, edit: true });
  });

  it('an access entry shows; with edit 1 it lets edit', () => {
    expect(rightsOver([node({ my_access: 0 })], OTHER)).toMatchObject({ see: true, edit: false });
    expect(rightsOver([node({ my_access: 1 })], OTHER)).toMatchObject({ see: true, edit: true });
  });

  it('the user who last edited may edit, but only while they may see it', () => {
    expect(rightsOver([node({ who_edit: OTHER, my_access: 0 })], OTHER)).toMatchObject({ see: true, edit: true });
    expect(rightsOver([node({ who_edit: OTHER })], OTHER)).toMatchObject({ see: false, edit: false });
  });

  it('a folder share covers everything inside it, at any depth', () => {
    const chain = [node({ my_access: 1 }), node(), node({ who_add: 3 })];
    expect(rightsOver(chain, OTHER)).toMatchObject({ see: true, edit: true });
    expect(rightsOver([node({ my_access: 0 }), node(), node()], OTHER)).toMatchObject({ see: true, edit: false });
  });

  it('an item is inactive when it or a folder above it is in the trash', () => {
    expect(rightsOver([node({ status: 0 }), node()], OWNER).active).toBe(false);
    expect(rightsOver([node(), node({ status: 0 })], OWNER).active).toBe(false);
  });

  it('edit never comes without see (property)', () => {
    const arbitraryNode = fc.record({
      who_add: fc.integer({ min: 1, max: 3 }),
      who_edit: fc.option(fc.integer({ min: 1, max: 3 })),
      public: fc.integer({ min: 0, max: 1 }),
      public_edit: fc.integer({ min: 0, max: 1 }),
      status: fc.integer({ min: 0, max: 1 }),
      my_access: fc.option(fc.integer({ min: 0, max: 1 })),
    });
    fc.assert(
      fc.property(fc.array(arbitraryNode, { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 3 }), (chain, user) => {
        const rights = rightsOver(chain, user);
        expect(!rights.edit || rights.see).toBe(true);
      }),
    );
  });
});

describe('moves, quota, names and content', () => {
  it('a folder never moves into itself or below itself', () => {
    expect(canMoveFolderInto(5, [1, 5, 7])).toBe(false);
    expect(canMoveFolderInto(5, [5])).toBe(false);
    expect(canMoveFolderInto(5, [1, 2])).toBe(true);
  });

  it('an upload fits while used plus incoming stays within the quota', () => {
    expect(fitsQuota(10 * GB - 10, 10, 10)).toBe(true);
    expect(fitsQuota(10 * GB - 10, 11, 10)).toBe(false);
    expect(fitsQuota(0, 1, 0)).toBe(false);
  });

  it('cleans names and refuses slashes, blanks and dot names', () => {
    expect(cleanName('  Отчёт.pdf ')).toBe('Отчёт.pdf');
    expect(cleanName('a/b')).toBeNull();
    expect(cleanName('a\\b')).toBeNull();
    expect(cleanName('..')).toBeNull();
    expect(cleanName('   ')).toBeNull();
    expect(cleanName('x'.repeat(256))).toBeNull();
    expect(extensionOf('Скан.JPEG')).toBe('jpeg');
    expect(extensionOf('README')).toBe('');
  });

  it('content contradicts the extension only for types the sniffer knows', () => {
    const known = (ext: string) => ['png', 'pdf', 'jpg', 'docx', 'xls', 'zip'].includes(ext);
    expect(contentContradicts('png', 'pdf', known)).toBe(true);
    expect(contentContradicts('png', 'png', known)).toBe(false);
    expect(contentContradicts('jpeg', 'jpg', known)).toBe(false);
    expect(contentContradicts('docx', 'zip', known)).toBe(false);
    expect(contentContradicts('xls', 'cfb', known)).toBe(false);
    expect(contentContradicts('pdf', undefined, known)).toBe(true);
    expect(contentContradicts('', 'exe', known)).toBe(false);
    expect(contentContradicts('php', 'png', known)).toBe(false);
  });

  it('a program under another name, or binary content under a plain-text name, contradicts it (issue 18)', () => {
    const known = (ext: string) => ['png', 'pdf', 'exe', 'elf'].includes(ext);
    expect(contentContradicts('txt', 'pdf', known)).toBe(true);
    expect(contentContradicts('txt', 'elf', known)).toBe(true);
    expect(contentContradicts('php', 'exe', known)).toBe(true);
    expect(contentContradicts('exe', 'exe', known)).toBe(false);
    expect(contentContradicts('txt', undefined, known)).toBe(false);
  });
});
