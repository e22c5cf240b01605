import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/index.ts';
import '../texts.ts';
import { DiskTree, setChildrenOnce, type TreeNode } from './disk-tree.tsx';

const folder = (id: number, children?: TreeNode[]): TreeNode => ({ key: `folder:${id}`, title: `Папка ${id}`, isLeaf: false, children });
const file = (id: number): TreeNode => ({ key: `file:${id}`, title: `Файл ${id}.txt`, isLeaf: true });

describe('disk picker tree (spec 3 §2 folder-tree picker)', () => {
  it('puts a folder’s loaded children in place and marks an empty folder as a leaf', () => {
    const tree = [{ key: 'my', title: 'Мой диск', isLeaf: false } as TreeNode];
    const loaded = setChildrenOnce(tree, 'my', [folder(1), folder(2)]);
    expect(loaded[0].children?.map((n) => n.key)).toEqual(['folder:1', 'folder:2']);
    const empty = setChildrenOnce(loaded, 'folder:2', []);
    expect(empty[0].children?.[1]).toMatchObject({ key: 'folder:2', children: [], isLeaf: true });
  });

  it('a late second answer for the root does not wipe a folder the user has opened meanwhile', () => {
    let tree = [{ key: 'my', title: 'Мой диск', isLeaf: false } as TreeNode];
    tree = setChildrenOnce(tree, 'my', [folder(1)]);
    tree = setChildrenOnce(tree, 'folder:1', [file(10)]);
    // antd called loadData twice for the root; the slower answer arrives last.
    tree = setChildrenOnce(tree, 'my', [folder(1)]);
    expect(tree[0].children?.[0].children?.map((n) => n.key)).toEqual(['file:10']);
  });

  it('relabels its roots at once on a language switch (issue 19)', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ folders: [] }), { headers: { 'content-type': 'application/json' } }));
    render(<DiskTree roots={['my', 'accessible']} onSelect={() => undefined} />);
    const ru = [i18n.t('drive.my'), i18n.t('drive.accessible')];
    for (const name of ru) expect(screen.getByText(name)).toBeTruthy();
    try {
      await act(() => i18n.changeLanguage('en'));
      for (const name of ru) expect(screen.queryByText(name)).toBeNull();
      expect(screen.getByText(i18n.t('drive.my'))).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('ru'));
      vi.unstubAllGlobals();
    }
  });
});
