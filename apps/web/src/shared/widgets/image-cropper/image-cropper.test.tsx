import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cropAt, DEFAULT_ASPECT, ImageCropper, moveCrop } from './index.ts';

describe('crop geometry (spec §9 "Cropper aspect ratio": 1 by default)', () => {
  it('takes the largest centred square by default', () => {
    expect(DEFAULT_ASPECT).toBe(1);
    expect(cropAt(800, 600, DEFAULT_ASPECT)).toEqual({ x: 100, y: 0, width: 600, height: 600 });
  });

  it('takes 4:3 where asked', () => {
    expect(cropAt(1000, 1000, 4 / 3)).toEqual({ x: 0, y: 125, width: 1000, height: 750 });
  });

  it('zooms in around the centre and moves within the image', () => {
    const r = cropAt(800, 600, 1, 2);
    expect(r).toEqual({ x: 250, y: 150, width: 300, height: 300 });
    expect(moveCrop(r, 1000, -1000, 800, 600)).toEqual({ x: 500, y: 0, width: 300, height: 300 });
  });
});

describe('ImageCropper', () => {
  const drawImage = vi.fn();
  beforeEach(() => {
    drawImage.mockClear();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      imageSmoothingQuality: 'low',
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback, type?: string) {
      cb(new Blob([`${this.width}x${this.height}`], { type }));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function loadImage(w: number, h: number) {
    const img = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(img, 'naturalWidth', { value: w });
    Object.defineProperty(img, 'naturalHeight', { value: h });
    fireEvent.load(img);
    return img;
  }

  it('outputs a Blob of the crop drawn on a canvas (square by default)', async () => {
    const onCrop = vi.fn();
    render(<ImageCropper src="/a.png" onCrop={onCrop} outputWidth={256} />);
    const img = loadImage(800, 600);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(drawImage).toHaveBeenCalledWith(img, 100, 0, 600, 600, 0, 0, 256, 256);
    const blob = onCrop.mock.calls[0][0] as Blob;
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('256x256');
  });

  it('crops 4:3 where asked', async () => {
    const onCrop = vi.fn();
    render(<ImageCropper src="/a.png" aspect={4 / 3} onCrop={onCrop} outputWidth={400} type="image/jpeg" />);
    loadImage(1000, 1000);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(await (onCrop.mock.calls[0][0] as Blob).text()).toBe('400x300');
  });

  it('moves the area with the arrow keys', async () => {
    const onCrop = vi.fn();
    render(<ImageCropper src="/a.png" onCrop={onCrop} viewWidth={400} />);
    loadImage(800, 600);
    fireEvent.keyDown(screen.getByTestId('crop-area'), { key: 'ArrowLeft' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    });
    expect(drawImage.mock.calls[0].slice(1, 5)).toEqual([80, 0, 600, 600]);
  });
});
