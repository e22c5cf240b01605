import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../../shared/toast/toast.ts';
import { definition, jsonReply, partnerRow, renderAt, signIn, stubFetch } from '../registry.fixture.tsx';
import { RegistryAddPage } from './add-page.tsx';

captureToasts(vi.fn());

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  });

/** The create form generated from the partners definition (spec 3 §5 "Forms"). */
describe('registry create form', () => {
  let fetch: ReturnType<typeof stubFetch>;
  const posts = () => fetch.calls().filter((c) => c.method === 'POST');
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('checks with the contracts schema before sending: the INN checksum message under the field, no request', async () => {
    fetch = stubFetch(() => jsonReply({}));
    renderAt('/partners/add', '/partners/add', <RegistryAddPage definition={definition} />);
    fireEvent.change(screen.getByLabelText('Наименование'), { target: { value: 'ООО «Ромашка»' } });
    fireEvent.change(screen.getByLabelText('ИНН'), { target: { value: '7707083894' } });
    await save();
    expect(await screen.findByText('Неверный ИНН: 10 или 12 цифр с верным контрольным числом')).toBeTruthy();
    expect(itemOf('ИНН').className).toContain('ant-form-item-has-error');
    expect(posts()).toEqual([]);
  });

  it('shows the server 422 message under its field; trimmed values are sent', async () => {
    fetch = stubFetch((_url, init) =>
      init.method === 'POST' ? jsonReply({ errors: { name: ['Контрагент с таким названием уже есть'] } }, 422) : jsonReply([]),
    );
    renderAt('/partners/add', '/partners/add', <RegistryAddPage definition={definition} />);
    fireEvent.change(screen.getByLabelText('Наименование'), { target: { value: '  ООО «Ромашка»  ' } });
    await save();
    expect(await screen.findByText('Контрагент с таким названием уже есть')).toBeTruthy();
    expect(itemOf('Наименование').className).toContain('ant-form-item-has-error');
    const body = JSON.parse(String(posts()[0].body));
    expect(body).toMatchObject({ name: 'ООО «Ромашка»', type: 'organization', blacklist: 0 });
  });

  it('opens the new record after a successful create', async () => {
    fetch = stubFetch((_url, init) => (init.method === 'POST' ? jsonReply(partnerRow({ id: 41, name: 'ООО «Ромашка»' })) : jsonReply([])));
    renderAt('/partners/add', '/partners/add', <RegistryAddPage definition={definition} />);
    fireEvent.change(screen.getByLabelText('Наименование'), { target: { value: 'ООО «Ромашка»' } });
    await save();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/partners/41'));
  });

  it('starts from the section’s prefill read from the address (defaults kept for the fields it leaves out)', async () => {
    fetch = stubFetch((_url, init) => (init.method === 'POST' ? jsonReply(partnerRow({ id: 42 })) : jsonReply([])));
    const prefill = vi.fn(async (search: URLSearchParams) =>
      search.get('from') === '7' ? { name: 'ООО «Копия»', phone: '+7 495 000-00-00' } : undefined,
    );
    renderAt('/partners/add?from=7', '/partners/add', <RegistryAddPage definition={definition} overrides={{ prefill }} />);
    expect(((await screen.findByLabelText('Наименование', {}, { timeout: 10_000 })) as HTMLInputElement).value).toBe('ООО «Копия»');
    expect(prefill).toHaveBeenCalledTimes(1);
    await save();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0].body))).toMatchObject({
      name: 'ООО «Копия»',
      phone: '+7 495 000-00-00',
      type: 'organization',
      blacklist: 0,
    });
  });
});
