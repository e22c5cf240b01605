import type { KnowledgeSection } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildTree, sectionOptions, sectionPath, snippetParts, subtreeIds } from './tree.ts';

const s = (id: number, title: string, parent_id: number | null): KnowledgeSection => ({
  id,
  title,
  parent_id,
  description: null,
  articles: 0,
});
const sections = [s(1, 'Кадры', null), s(2, 'Отпуска', 1), s(3, 'Больничные', 2), s(4, 'ИТ', null)];

describe('knowledge tree model', () => {
  it('builds the tree, the breadcrumbs path and a subtree', () => {
    const roots = buildTree(sections);
    expect(roots.map((r) => r.section.id)).toEqual([1, 4]);
    expect(roots[0]!.children[0]!.children[0]!.section.title).toBe('Больничные');
    expect(sectionPath(sections, 3).map((x) => x.id)).toEqual([1, 2, 3]);
    expect([...subtreeIds(sections, 1)].sort()).toEqual([1, 2, 3]);
  });
  it('a parent picker leaves out the section and its sub-sections, labels with the path', () => {
    const options = sectionOptions(sections, subtreeIds(sections, 2));
    expect(options.map((o) => o.label)).toEqual(['ИТ', 'Кадры']);
    expect(sectionOptions(sections).find((o) => o.value === 3)?.label).toBe('Кадры / Отпуска / Больничные');
  });
  it('a stored cycle does not loop', () => {
    expect(sectionPath([s(1, 'a', 2), s(2, 'b', 1)], 1).length).toBe(2);
  });
  it('splits a snippet into marked and plain parts, rendering no other html', () => {
    expect(snippetParts('Порядок <mark>отпуска</mark> по <b>x</b>')).toEqual([
      { text: 'Порядок ', mark: false },
      { text: 'отпуска', mark: true },
      { text: ' по <b>x</b>', mark: false },
    ]);
  });
});
