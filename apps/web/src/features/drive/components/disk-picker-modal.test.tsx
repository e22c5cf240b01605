import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiskEntry } from '../api/drive-api.ts';
import { DiskPickerModal } from './disk-picker-modal.tsx';

/**
 * Spec 3 §2/§5/§7: the real folder-tree picker against a fake server (only fetch is mocked):
 * OK is enabled only when a file (not a folder) is chosen, folders load their children when
 * opened (`has_children=1`), and the answer is the link `/upload/disk/<filename>`.
 */
const entry = (over: Partial<DiskEntry> & Pick<DiskEntry, 'id' | 'name'>): DiskEntry => ({
  ext: null,
  has_children: 0,
  parent_id: null,
  ...over,
});
const ROOT = [
  entry({ id: 1, name: 'Договоры', has_children: 1 }),
  entry({ id: 2, name: 'Пустая папка' }),
  entry({ id: 10, name: 'Акт.pdf', ext: 'pdf', filename: 'a1b2-10.pdf' }),
];
const CONTRACTS = [entry({ id: 11, name: 'Счёт.xlsx', ext: 'xlsx', parent_id: 1, filename: 'c3d4-11.xlsx' })];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn(async (input: unknown): Promise<Response> => {
  const url = String(input);
  if (url === '/api/disk/root?has_children=1') return json({ folders: ROOT });
  if (url === '/api/disk/folders/1?has_children=1') return json({ folders: CONTRACTS });
  if (url === '/api/disk/accessible?has_children=1') return json({ folders: [] });
  throw new Error(`unexpected ${url}`);
});
const requested = () => fetchMock.mock.calls.map(([u]) => String(u));

function renderPicker() {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DiskPickerModal open onOk={onOk} onCancel={onCancel} />
    </ConfigProvider>,
  );
  return { onOk, onCancel };
}
const okButton = () => screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
const treeNode = (title: string) => screen.getByText(title).closest('.ant-tree-treenode') as HTMLElement;
const switcher = (title: string) => treeNode(title).querySelector('.ant-tree-switcher') as HTMLElement;
const isOpen = (title: string) => treeNode(title).classList.contains('ant-tree-treenode-switcher-open');
const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('DiskPickerModal (spec 3 §2 "choose a file from the disk folder tree")', () => {
  it('opens on "Мой диск" and loads only its first level; the other root and the folders wait until opened', async () => {
    renderPicker();
    expect(screen.getByRole('dialog', { name: 'Выбор файла с диска' })).toBeTruthy();
    expect(await screen.findByText('Договоры')).toBeTruthy();
    expect(screen.getByText('Акт.pdf')).toBeTruthy();
    expect(screen.getByText('Доступные мне')).toBeTruthy();
    expect(new Set(requested())).toEqual(new Set(['/api/disk/root?has_children=1']));
    // A folder without children is a leaf: nothing to open, nothing to load.
    expect(treeNode('Пустая папка').querySelector('.ant-tree-switcher-noop')).not.toBeNull();
    expect(treeNode('Договоры').querySelector('.ant-tree-switcher_close')).not.toBeNull();
  });

  it('OK stays disabled until a file is chosen: the roots and folders do not count', async () => {
    const { onOk } = renderPicker();
    await screen.findByText('Договоры');
    expect(okButton().disabled).toBe(true);
    await click(screen.getByText('Договоры'));
    expect(treeNode('Договоры').className).toContain('ant-tree-treenode-selected');
    expect(okButton().disabled).toBe(true);
    await click(screen.getByText('Мой диск'));
    expect(okButton().disabled).toBe(true);
    await click(okButton());
    expect(onOk).not.toHaveBeenCalled();
    await click(screen.getByText('Акт.pdf'));
    expect(okButton().disabled).toBe(false);
    await click(okButton());
    expect(onOk).toHaveBeenCalledWith({ id: 10, name: 'Акт.pdf', filename: 'a1b2-10.pdf', link: '/upload/disk/a1b2-10.pdf' });
  });

  it('opening a folder loads its children (has_children=1) once; a file inside can be chosen', async () => {
    const { onOk } = renderPicker();
    await screen.findByText('Договоры');
    expect(screen.queryByText('Счёт.xlsx')).toBeNull();
    await click(switcher('Договоры'));
    expect(await screen.findByText('Счёт.xlsx')).toBeTruthy();
    expect(requested().filter((u) => u === '/api/disk/folders/1?has_children=1')).toHaveLength(1);
    // Closed and opened again: the children are kept, not asked for again.
    await click(switcher('Договоры'));
    expect(screen.queryByText('Счёт.xlsx')).toBeNull();
    // antd ignores a switcher click until the collapse has settled: open again until it takes.
    await waitFor(
      async () => {
        if (!isOpen('Договоры')) await click(switcher('Договоры'));
        expect(isOpen('Договоры')).toBe(true);
      },
      { timeout: 3000, interval: 100 },
    );
    expect(screen.getByText('Счёт.xlsx')).toBeTruthy();
    expect(requested().filter((u) => u === '/api/disk/folders/1?has_children=1')).toHaveLength(1);
    await click(screen.getByText('Счёт.xlsx'));
    expect(okButton().disabled).toBe(false);
    await click(okButton());
    expect(onOk).toHaveBeenCalledWith({ id: 11, name: 'Счёт.xlsx', filename: 'c3d4-11.xlsx', link: '/upload/disk/c3d4-11.xlsx' });
  });
});
