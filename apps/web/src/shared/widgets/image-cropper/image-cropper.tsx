import { Button, Slider, Space } from 'antd';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CropRect, cropAt, cropToBlob, DEFAULT_ASPECT, MAX_ZOOM, moveCrop } from './crop-geometry.ts';
import './texts.ts';

export interface ImageCropperProps {
  /** An image address or a file. */
  src: string | Blob;
  /** Width / height: 1 by default, 4 / 3 where asked. */
  aspect?: number;
  /** Width of the result in px (height from the aspect). */
  outputWidth?: number;
  type?: 'image/png' | 'image/jpeg' | 'image/webp';
  onCrop: (blob: Blob) => void;
  onCancel?: () => void;
  /** Display width of the preview in px. */
  viewWidth?: number;
}

/** Canvas-based cropper: drag or arrow keys move the area, the slider zooms, Save gives a Blob. */
export function ImageCropper({
  src,
  aspect = DEFAULT_ASPECT,
  outputWidth = 512,
  type = 'image/png',
  onCrop,
  onCancel,
  viewWidth = 360,
}: ImageCropperProps) {
  const { t } = useTranslation();
  const img = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [zoom, setZoom] = useState(1);
  const [rect, setRect] = useState<CropRect | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  const url = useMemo(() => (typeof src === 'string' ? src : URL.createObjectURL(src)), [src]);
  useEffect(() => () => (typeof src === 'string' ? undefined : URL.revokeObjectURL(url)), [src, url]);

  const scale = size ? viewWidth / size.w : 1;
  const onLoad = () => {
    const el = img.current;
    if (!el) return;
    const next = { w: el.naturalWidth, h: el.naturalHeight };
    setSize(next);
    setZoom(1);
    setRect(cropAt(next.w, next.h, aspect));
  };

  const zoomTo = (z: number) => {
    if (!size || !rect) return;
    setZoom(z);
    setRect(cropAt(size.w, size.h, aspect, z, rect.x + rect.width / 2, rect.y + rect.height / 2));
  };
  const move = (dx: number, dy: number) => size && rect && setRect(moveCrop(rect, dx, dy, size.w, size.h));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move((e.clientX - drag.current.x) / scale, (e.clientY - drag.current.y) / scale);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = (e.shiftKey ? 50 : 10) / scale;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const d = moves[e.key];
    if (!d) return;
    e.preventDefault();
    move(d[0], d[1]);
  };

  const save = async () => {
    if (!img.current || !rect) return;
    onCrop(await cropToBlob(img.current, rect, outputWidth, type));
  };

  return (
    <div style={{ width: viewWidth, maxWidth: '100%' }}>
      <div style={{ position: 'relative', width: viewWidth, maxWidth: '100%', userSelect: 'none', touchAction: 'none' }}>
        <img
          ref={img}
          src={url}
          alt=""
          onLoad={onLoad}
          crossOrigin="anonymous"
          draggable={false}
          style={{ display: 'block', width: '100%' }}
        />
        {rect && (
          <div
            role="slider"
            tabIndex={0}
            aria-label={t('widgets.cropper.area')}
            aria-valuenow={Math.round(rect.x)}
            data-testid="crop-area"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKeyDown}
            style={{
              position: 'absolute',
              left: rect.x * scale,
              top: rect.y * scale,
              width: rect.width * scale,
              height: rect.height * scale,
              boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.5)',
              outline: '2px solid #fff',
              cursor: 'move',
            }}
          />
        )}
      </div>
      <Slider min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={zoomTo} disabled={!rect} aria-label={t('widgets.cropper.zoom')} />
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{t('widgets.cropper.cancel')}</Button>}
        <Button type="primary" disabled={!rect} onClick={() => void save()}>
          {t('widgets.cropper.save')}
        </Button>
      </Space>
    </div>
  );
}
