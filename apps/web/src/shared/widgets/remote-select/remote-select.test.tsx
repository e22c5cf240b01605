import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autocomplete, normalizeOptions, OPTION_LIMIT, RemoteSelect } from './index.ts';

const json = (body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
const input = () => screen.getByRole('combobox') as HTMLInputElement;
const urlOf = (call: unknown[]) => new URL(String(call[0]), 'http://x');

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
async function open() {
  fireEvent.mouseDown(input());
  await flush();
}
async function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await flush();
}
const optionTexts = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);

describe('RemoteSelect / Autocomplete (spec §7 "Selects", §4 "Select", §9)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => json([{ value: 1, label: 'Иванов' }]));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('calls the configured url with the configured params and GET by default', async () => {
    render(<RemoteSelect url="autocomplete/users" params={{ fired: 1 }} />);
    await open();
    const url = urlOf(fetchMock.mock.calls[0]);
    expect(url.pathname).toBe('/api/autocomplete/users');
    expect(url.searchParams.get('fired')).toBe('1');
    expect((fetchMock.mock.calls[0][1] as RequestInit).method).toBe('GET');
  });

  it('uses the configured method (POST sends params and the search text as the body)', async () => {
    render(<RemoteSelect url="contracts/search" method="POST" params={{ type: 2 }} />);
    await open();
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ type: 2, term: '' });
  });

  it('sends the search text in `term`, debounced 500 ms, or in a configured parameter', async () => {
    const { unmount } = render(<RemoteSelect url="users" />);
    await open();
    fetchMock.mockClear();
    await type('Ив');
    await flush(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await type('Ива');
    await flush(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await flush(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(fetchMock.mock.calls[0]).searchParams.get('term')).toBe('Ива');
    unmount();
    fetchMock.mockClear();
    render(<RemoteSelect url="users" searchParam="name" />);
    await open();
    await type('Пе');
    await flush(500);
    expect(urlOf(fetchMock.mock.calls.at(-1)!).searchParams.get('name')).toBe('Пе');
  });

  it('autocomplete mode adds model_method=autocomplete', async () => {
    render(<Autocomplete url="documents/contracts" />);
    await open();
    expect(urlOf(fetchMock.mock.calls[0]).searchParams.get('model_method')).toBe('autocomplete');
  });

  it('ignores a late answer to an older search', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(async () => json([])); // the open
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    fetchMock.mockImplementationOnce(async () => json([{ id: 2, name: 'Новый ответ' }]));
    render(<RemoteSelect url="users" />);
    await open();
    await type('a');
    await flush(500);
    await type('ab');
    await flush(500);
    expect(optionTexts()).toEqual(['Новый ответ']);
    release(json([{ id: 1, name: 'Старый ответ' }]));
    await flush();
    expect(optionTexts()).toEqual(['Новый ответ']);
  });

  it('shows the empty text without options and the notFound text after a search that found nothing', async () => {
    fetchMock.mockImplementation(async () => json([]));
    render(<RemoteSelect url="users" />);
    await open();
    expect(screen.getByText('Список пуст')).toBeTruthy();
    await type('zz');
    await flush(500);
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
  });

  it('accepts options as value/label or id/name and treats a string answer as empty', () => {
    expect(
      normalizeOptions([
        { value: 1, label: 'A' },
        { id: 2, name: 'B' },
      ]),
    ).toEqual([
      { value: 1, label: 'A', raw: { value: 1, label: 'A' } },
      { value: 2, label: 'B', raw: { id: 2, name: 'B' } },
    ]);
    expect(normalizeOptions('<html>error</html>')).toEqual([]);
    expect(normalizeOptions([{ code: 'x', title: 'X' }], { value: 'code', label: 'title' })[0]).toMatchObject({ value: 'x', label: 'X' });
  });

  it('limits the options to 9999', () => {
    const many = Array.from({ length: 10_050 }, (_, i) => ({ id: i, name: `n${i}` }));
    expect(OPTION_LIMIT).toBe(9999);
    expect(normalizeOptions(many)).toHaveLength(9999);
  });

  it('a string response shows an empty list', async () => {
    fetchMock.mockImplementation(async () => json('not json'));
    render(<RemoteSelect url="users" />);
    await open();
    expect(optionTexts()).toEqual([]);
    expect(screen.getByText('Список пуст')).toBeTruthy();
  });

  it('has a dropdown max height of 300 px', async () => {
    render(<RemoteSelect url="users" />);
    await open();
    const holder = document.querySelector('.ant-select-dropdown-list-holder') as HTMLElement | null;
    expect(holder?.style.maxHeight).toBe('300px');
  });

  it('selects an option and reports its value and option', async () => {
    const onChange = vi.fn();
    render(<RemoteSelect url="users" onChange={onChange} />);
    await open();
    fireEvent.click(screen.getByText('Иванов'));
    expect(onChange).toHaveBeenCalledWith(1, expect.objectContaining({ value: 1, label: 'Иванов' }));
  });

  it('a multi-select clears the search text after a choice, so the next name is typed afresh', async () => {
    fetchMock.mockImplementation(async () =>
      json([
        { value: 1, label: 'Иванов' },
        { value: 2, label: 'Петров' },
      ]),
    );
    const onChange = vi.fn();
    render(<RemoteSelect url="users" multiple onChange={onChange} />);
    await open();
    await type('Ива');
    await flush(500);
    fireEvent.click(screen.getByText('Иванов'));
    expect(onChange).toHaveBeenCalledWith([1], [expect.objectContaining({ value: 1 })]);
    expect(input().value).toBe('');
    await flush(500);
    expect(urlOf(fetchMock.mock.calls.at(-1)!).searchParams.get('term') ?? '').toBe('');
  });

  it('creates a custom tag in a multi-select with the typed label and a generated value', async () => {
    fetchMock.mockImplementation(async () => json([{ id: 5, name: 'Срочно' }]));
    const onChange = vi.fn();
    render(<RemoteSelect url="widgets/tags" multiple allowCustomTags onChange={onChange} />);
    await open();
    await type('Новый тег');
    await flush(500);
    fireEvent.click(screen.getByText('Добавить «Новый тег»'));
    const [values, selected] = onChange.mock.calls[0];
    expect(selected[0]).toMatchObject({ label: 'Новый тег', custom: true });
    expect(String(values[0])).toMatch(/^custom-/);
  });
});
