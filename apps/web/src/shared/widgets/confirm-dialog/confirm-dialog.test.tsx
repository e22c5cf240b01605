import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmOptions, MODAL_SIZES, useConfirmDialog } from './index.ts';

const noMotion = { token: { motion: false } };
const dialogBox = () => document.querySelector('.ant-modal') as HTMLElement;
const clickBackdrop = () => fireEvent.click(document.querySelector('.ant-modal-wrap') as HTMLElement);

function Host({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (answer: boolean) => void }) {
  const [confirm, holder] = useConfirmDialog();
  return (
    <>
      {holder}
      <button type="button" onClick={() => void confirm(options).then(onAnswer)}>
        ask
      </button>
    </>
  );
}

describe('ConfirmDialog (spec §9 "Modal": default size md, backdrop does not close)', () => {
  it('is md (500 px) by default and other sizes on request', () => {
    const { rerender } = render(
      <ConfigProvider theme={noMotion}>
        <ConfirmDialog open title="Удалить?" onOk={() => {}} onCancel={() => {}} />
      </ConfigProvider>,
    );
    expect(dialogBox().style.width).toBe(`${MODAL_SIZES.md}px`);
    rerender(
      <ConfigProvider theme={noMotion}>
        <ConfirmDialog open title="Удалить?" size="lg" onOk={() => {}} onCancel={() => {}} />
      </ConfigProvider>,
    );
    expect(dialogBox().style.width).toBe('800px');
  });

  it('does not close on a backdrop click; the buttons answer', () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfigProvider theme={noMotion}>
        <ConfirmDialog open title="Удалить тег?" onOk={onOk} onCancel={onCancel} />
      </ConfigProvider>,
    );
    clickBackdrop();
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(onOk).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('the hook resolves true on OK and false on Cancel, and ignores the backdrop', async () => {
    const answers: boolean[] = [];
    render(
      <ConfigProvider theme={noMotion}>
        <Host options={{ title: 'Удалить?' }} onAnswer={(a) => answers.push(a)} />
      </ConfigProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ask' })));
    expect(dialogBox().style.width).toBe('500px');
    clickBackdrop();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Да' })));
    expect(answers).toEqual([true]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ask' })));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Отмена' }).at(-1)!));
    expect(answers).toEqual([true, false]);
  });
});
