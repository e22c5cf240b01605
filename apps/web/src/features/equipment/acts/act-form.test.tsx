import type { EquipmentActsHistory } from '@app/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/index.ts';
import { ActForm, type ActFormProps } from './act-form.tsx';

const uaz = { value: 5, label: 'УАЗ Патриот (Н987ХХ 86)' };
const held: EquipmentActsHistory = {
  holder: { kind: 'user', user_id: 9, name: 'Петров Иван Сергеевич', organization: null, department: null, act_id: 3 },
  run: 121_630,
  items: [],
};
const free: EquipmentActsHistory = { holder: null, run: 121_630, items: [] };

function renderForm(props: Partial<ActFormProps>) {
  const onSubmit = vi.fn<ActFormProps['onSubmit']>(async () => {});
  render(
    <App>
      <ActForm kind="output" initialEquipment={uaz} onEquipmentChange={() => {}} onSubmit={onSubmit} onCancel={() => {}} {...props} />
    </App>,
  );
  return onSubmit;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Оформить акт' }));

/** The output / input act form (issue 16): holder rules, condition comment, the run hint, server messages. */
describe('equipment act form', () => {
  it('input: the current holder returns the machine, read-only; the run is hinted', async () => {
    const onSubmit = renderForm({ kind: 'input', machine: held });
    expect((screen.getByRole('textbox', { name: 'Сдаёт' }) as HTMLInputElement).value).toBe('Петров Иван Сергеевич');
    expect(screen.getByText('Текущий пробег техники: 121 630 км')).toBeTruthy();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ kind: 'input', equipment_id: 5, holder_id: 9, condition: 'good' }),
      [],
    ]);
  });

  it('input of a free machine and output of a held one are blocked with the reason', () => {
    renderForm({ kind: 'input', machine: free });
    expect(screen.getByText('Техника никому не выдана: возвращать нечего.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Оформить акт' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('output: a driver or a department is required; damage needs a comment', async () => {
    const onSubmit = renderForm({ kind: 'output', machine: free });
    fireEvent.click(screen.getByRole('radio', { name: 'Повреждена' }));
    save();
    expect(await screen.findByText('Укажите водителя или подразделение')).toBeTruthy();
    expect(screen.getByText('Опишите неисправности или повреждения')).toBeTruthy();
    fireEvent.click(screen.getByText('Подразделению'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Подразделение' }), { target: { value: 'Механическая служба' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Неисправности, повреждения' }), { target: { value: 'Вмятина' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ kind: 'output', department: 'Механическая служба', condition: 'damaged' });
  });

  it('puts the server’s odometer refusal under the field', async () => {
    const refusal = new ApiError(422, 'x', {}, { odometer: ['Пробег не может быть меньше текущего пробега техники: 121 630 км'] });
    renderForm({ kind: 'input', machine: held, onSubmit: vi.fn(async () => Promise.reject(refusal)) });
    save();
    expect(await screen.findByText('Пробег не может быть меньше текущего пробега техники: 121 630 км')).toBeTruthy();
  });
});
