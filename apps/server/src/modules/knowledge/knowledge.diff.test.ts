import { describe, expect, it } from 'vitest';
import { diffText } from './knowledge.diff.ts';
import { parentClosesCycle, textChanged } from './knowledge.policy.ts';

describe('diffText', () => {
  it('marks removed and added words between the same text', () => {
    expect(diffText('Пропуск заказывает секретарь.', 'Пропуск заказывает руководитель.')).toEqual([
      { kind: 'same', text: 'Пропуск заказывает ' },
      { kind: 'removed', text: 'секретарь.' },
      { kind: 'added', text: 'руководитель.' },
    ]);
  });
  it('joins back to both texts', () => {
    const before = 'один два три\nчетыре пять';
    const after = 'один три\nчетыре шесть пять семь';
    const parts = diffText(before, after);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
  });
  it('equal texts are one same part; empty ones none', () => {
    expect(diffText('текст', 'текст')).toEqual([{ kind: 'same', text: 'текст' }]);
    expect(diffText('', '')).toEqual([]);
  });
});

describe('knowledge policy', () => {
  it('a parent chain holding the section closes a cycle', () => {
    expect(parentClosesCycle(1, [3, 2, 1])).toBe(true);
    expect(parentClosesCycle(1, [3, 2])).toBe(false);
  });
  it('a version is kept only when the title or body changed', () => {
    expect(textChanged(undefined, { title: 'a', body: null })).toBe(true);
    expect(textChanged({ title: 'a', body: null }, { title: 'a', body: '' })).toBe(false);
    expect(textChanged({ title: 'a', body: '<p>x</p>' }, { title: 'a', body: '<p>y</p>' })).toBe(true);
  });
});
