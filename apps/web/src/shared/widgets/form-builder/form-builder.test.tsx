import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../../toast/toast.ts';
import { type FieldSchema, FormBuilder, type FormBuilderHandle } from './index.ts';

const toast = vi.fn();
captureToasts(toast);

const submitButton = () => screen.getByRole('button', { name: 'Сохранить' });
async function submit() {
  await act(async () => {
    fireEvent.click(submitButton());
  });
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const itemOf = (label: string) => input(label).closest('.ant-form-item') as HTMLElement;

describe('FormBuilder (spec §3 form field settings, §4 "Form", §5 "Forms")', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders fields by type with label, placeholder, default, disabled and maxLength', () => {
    const fields: FieldSchema[] = [
      { name: 'title', type: 'text', label: 'Название', placeholder: 'Введите', default: 'Заявка', maxLength: 20 },
      { name: 'note', type: 'textarea', label: 'Примечание', disabled: true },
      { name: 'count', type: 'number', label: 'Количество', default: 1500 },
      { name: 'date', type: 'date', label: 'Дата', default: '2025-03-01' },
      { name: 'urgent', type: 'checkbox', label: 'Срочно', default: true },
      { name: 'public', type: 'switch', label: 'Публичная' },
    ];
    render(<FormBuilder fields={fields} onSubmit={() => {}} />);
    expect(input('Название').value).toBe('Заявка');
    expect(input('Название').placeholder).toBe('Введите');
    expect(input('Название').maxLength).toBe(20);
    expect(input('Примечание').disabled).toBe(true);
    expect(input('Количество').value).toBe('1 500');
    expect(input('Дата').value).toBe('01.03.2025');
    expect((screen.getByRole('checkbox', { name: 'Срочно' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('marks a required field with an asterisk', () => {
    render(
      <FormBuilder
        fields={[
          { name: 'a', type: 'text', label: 'Обязательное', required: true },
          { name: 'b', type: 'text', label: 'Нет' },
        ]}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByText('Обязательное').className).toContain('ant-form-item-required');
    expect(screen.getByText('Нет').className).not.toContain('ant-form-item-required');
  });

  it('a missing required field on submit shows toast(1, field.fillRequired) and highlights the field', async () => {
    const onSubmit = vi.fn();
    render(<FormBuilder fields={[{ name: 'title', type: 'text', label: 'Название', required: true }]} onSubmit={onSubmit} />);
    fireEvent.change(input('Название'), { target: { value: '   ' } });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(1, 'Заполните обязательное поле');
    expect(itemOf('Название').className).toContain('ant-form-item-has-error');
    expect(input('Название').getAttribute('aria-invalid')).toBe('true');
  });

  it('submits trimmed values when the form is valid', async () => {
    const onSubmit = vi.fn();
    render(
      <FormBuilder
        fields={[
          { name: 'title', type: 'text', label: 'Название', required: true },
          { name: 'sum', type: 'number', label: 'Сумма', decimals: true },
        ]}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(input('Название'), { target: { value: '  Ремонт  ' } });
    fireEvent.focus(input('Сумма'));
    fireEvent.change(input('Сумма'), { target: { value: '10.555' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Ремонт', sum: 10.55 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('select options come as value/label or by trackValue/trackLabel', async () => {
    const onSubmit = vi.fn();
    render(
      <FormBuilder
        fields={[
          {
            name: 'kind',
            type: 'select',
            label: 'Вид',
            trackValue: 'code',
            trackLabel: 'title',
            options: [
              { code: 'a', title: 'Услуги' },
              { code: 'b', title: 'Работы' },
            ],
            default: 'b',
          },
        ]}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('Работы')).toBeTruthy();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'b' });
  });

  it('a remote select loads from url with urlData', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <FormBuilder
        fields={[{ name: 'c', type: 'remoteSelect', label: 'Договор', url: 'documents/contracts', urlData: { registry: 1 } }]}
        onSubmit={() => {}}
      />,
    );
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox'));
    });
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
    expect(url.pathname).toBe('/api/documents/contracts');
    expect(url.searchParams.get('registry')).toBe('1');
  });

  it('a watch rule with action disable disables the field and resets it to its default', async () => {
    const fields: FieldSchema[] = [
      { name: 'noContract', type: 'checkbox', label: 'Без договора' },
      {
        name: 'contract',
        type: 'text',
        label: 'Договор',
        default: '—',
        required: true,
        watch: { fields: ['noContract'], action: 'disable', callback: (w) => w.noContract === true },
      },
    ];
    const onSubmit = vi.fn();
    render(<FormBuilder fields={fields} onSubmit={onSubmit} />);
    fireEvent.change(input('Договор'), { target: { value: 'Д-15' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Без договора' }));
    await waitFor(() => expect(input('Договор').disabled).toBe(true));
    expect(input('Договор').value).toBe('—');
  });

  it('a watch rule with action hide hides the field, resets it and skips its required check', async () => {
    const fields: FieldSchema[] = [
      {
        name: 'type',
        type: 'select',
        label: 'Тип',
        options: [
          { value: 1, label: 'Работы' },
          { value: 2, label: 'Услуги' },
        ],
        default: 1,
      },
      {
        name: 'period',
        type: 'text',
        label: 'Период',
        required: true,
        watch: { fields: ['type'], action: 'hide', callback: (w) => w.type === 1 },
      },
    ];
    const onSubmit = vi.fn();
    render(<FormBuilder fields={fields} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Период')).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ type: 1, period: '' });
  });

  it('stores a value in localStorage under the configured name and restores it at creation', () => {
    const fields: FieldSchema[] = [{ name: 'city', type: 'text', label: 'Город', storage: { store: true, name: 'form-city' } }];
    const { unmount } = render(<FormBuilder fields={fields} onSubmit={() => {}} />);
    fireEvent.change(input('Город'), { target: { value: 'Казань' } });
    expect(localStorage.getItem('form-city')).toBe('"Казань"');
    unmount();
    render(<FormBuilder fields={fields} onSubmit={() => {}} />);
    expect(input('Город').value).toBe('Казань');
  });

  it('dynamic rows check required sub-fields per row and run custom validators', async () => {
    const onSubmit = vi.fn();
    const fields: FieldSchema[] = [
      {
        name: 'links',
        type: 'rows',
        label: 'Ссылки',
        default: [{ name: 'Сайт', link: 'https://a.org' }],
        fields: [
          { name: 'name', type: 'text', label: 'Название', required: true },
          {
            name: 'link',
            type: 'text',
            label: 'Ссылка',
            required: true,
            validate: (v) => (String(v).startsWith('http') ? true : 'Неверный формат ссылки'),
          },
        ],
      },
    ];
    render(<FormBuilder fields={fields} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: /Добавить строку/ }));
    const rows = screen.getAllByRole('group');
    expect(rows).toHaveLength(2);
    const [, secondName] = screen.getAllByLabelText('Название') as HTMLInputElement[];
    const [, secondLink] = screen.getAllByLabelText('Ссылка') as HTMLInputElement[];
    fireEvent.change(secondName, { target: { value: 'Почта' } });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toast).toHaveBeenLastCalledWith(1, 'Заполните обязательное поле');
    expect(secondLink.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getAllByLabelText('Ссылка')[0] as HTMLInputElement).getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(secondLink, { target: { value: 'ftp:x' } });
    await submit();
    expect(await screen.findByText('Неверный формат ссылки')).toBeTruthy();
    fireEvent.change(secondLink, { target: { value: 'https://b.org' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      links: [
        { name: 'Сайт', link: 'https://a.org' },
        { name: 'Почта', link: 'https://b.org' },
      ],
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Удалить строку' })[1]);
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('reset clears the values and the validation state', async () => {
    const ref = createRef<FormBuilderHandle>();
    render(
      <FormBuilder
        ref={ref}
        showReset
        fields={[
          { name: 'title', type: 'text', label: 'Название', required: true },
          { name: 'city', type: 'text', label: 'Город', default: 'Москва', storage: { store: true, name: 'form-city2' } },
        ]}
        onSubmit={() => {}}
      />,
    );
    fireEvent.change(input('Город'), { target: { value: 'Казань' } });
    await submit();
    expect(itemOf('Название').className).toContain('ant-form-item-has-error');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    });
    expect(input('Город').value).toBe('Москва');
    expect(itemOf('Название').className).not.toContain('ant-form-item-has-error');
    expect(localStorage.getItem('form-city2')).toBeNull();
    expect(ref.current?.getValues()).toEqual({ title: '', city: 'Москва' });
  });
});
