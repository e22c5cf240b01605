import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestFormEntries, parseUrlEncoded, splitBracketName } from './form-body.ts';

describe('bracket names in form bodies', () => {
  it('splits pack[name] and files[0][file]', () => {
    expect(splitBracketName('pack[name]')).toEqual(['pack', 'name']);
    expect(splitBracketName('files[0][file]')).toEqual(['files', '0', 'file']);
    expect(splitBracketName('plain')).toEqual(['plain']);
  });

  it('nests objects and arrays', () => {
    const body = parseUrlEncoded(
      'pack[name]=Заявка&pack[projects][0]=5&pack[projects][1]=7&checklist_group[2][position]=3&checklist_group[2][name]=A&_method=PATCH',
    );
    expect(body).toEqual({
      pack: { name: 'Заявка', projects: ['5', '7'] },
      checklist_group: [{ position: '3', name: 'A' }],
      _method: 'PATCH',
    });
  });

  it('appends with [] and keeps non-numeric keys as objects', () => {
    expect(
      nestFormEntries([
        ['tags[]', 'a'],
        ['tags[]', 'b'],
        ['map[x]', '1'],
      ]),
    ).toEqual({ tags: ['a', 'b'], map: { x: '1' } });
  });

  it('never writes to the prototype', () => {
    const body = parseUrlEncoded('__proto__[polluted]=1&a[__proto__][polluted]=1&constructor[prototype][polluted]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(body).toEqual({});
  });

  it('never throws on arbitrary names (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 20 }), (entries) => {
        expect(() => nestFormEntries(entries)).not.toThrow();
      }),
    );
  });
});
