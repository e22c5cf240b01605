import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './index.ts';

const images = [
  { src: '/a.png', name: 'a.png' },
  { src: '/b.png', name: 'b.png' },
  { src: '/c.png', name: 'c.png' },
];
const shown = () => document.querySelector('.ant-modal img')?.getAttribute('src');

describe('ImageViewer (modal gallery)', () => {
  it('goes next and previous with the buttons and wraps around', () => {
    render(<ImageViewer images={images} open onClose={() => {}} startIndex={1} />);
    expect(shown()).toBe('/b.png');
    expect(screen.getByText('2 из 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Следующее изображение' }));
    expect(shown()).toBe('/c.png');
    fireEvent.click(screen.getByRole('button', { name: 'Следующее изображение' }));
    expect(shown()).toBe('/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущее изображение' }));
    expect(shown()).toBe('/c.png');
  });

  it('pages with the arrow keys and closes with Esc', () => {
    const onClose = vi.fn();
    const onIndexChange = vi.fn();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ImageViewer images={images} open onClose={onClose} onIndexChange={onIndexChange} />
      </ConfigProvider>,
    );
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shown()).toBe('/b.png');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(shown()).toBe('/a.png');
    fireEvent.keyDown(document.querySelector('.ant-modal-wrap') ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
