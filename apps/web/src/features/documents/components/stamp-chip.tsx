import type { DocumentStamp } from '@app/contracts';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { previewToPdfPoints, STAMP_BOX_PT } from '../model/stamp-geometry.ts';

/** What a drop hits: a page preview marked `data-stamp-target` (with its file, page and size in points). */
export interface StampDrop {
  fileId: number;
  stamp: DocumentStamp;
}

interface Drag {
  x: number;
  y: number;
  /** Where the pointer holds the box, in the box's pixels. */
  dx: number;
  dy: number;
}

/** The page preview under a point, and the stamp's place on it (null when the drop misses every page). */
export function findDrop(clientX: number, clientY: number, left: number, top: number): StampDrop | null {
  const targets = Array.from(document.querySelectorAll<HTMLElement>('[data-stamp-target]'));
  for (const target of targets) {
    const rect = target.getBoundingClientRect();
    if (clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom) continue;
    const { fileId, page, widthPt, heightPt } = target.dataset;
    const box = { widthPt: Number(widthPt), heightPt: Number(heightPt), widthPx: rect.width, heightPx: rect.height };
    return { fileId: Number(fileId), stamp: previewToPdfPoints(box, left - rect.left, top - rect.top, Number(page)) };
  }
  return null;
}

/**
 * The registration stamp as a box the user drags onto a page preview (pointer events: mouse, pen
 * and touch alike) and drops there; `scale` is the previews' pixels per PDF point, so the box
 * shows the stamp's real size on the page. Keyboard users stamp with each page's own button.
 */
export function StampChip({
  label,
  hint,
  scale,
  disabled,
  onDrop,
}: {
  label: string;
  hint: string;
  scale: number;
  disabled?: boolean;
  onDrop: (drop: StampDrop) => void;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dropRef = useRef(onDrop);
  dropRef.current = onDrop;
  const width = STAMP_BOX_PT.width * scale;
  const height = STAMP_BOX_PT.height * scale;

  useEffect(() => {
    if (!drag) return;
    const move = (e: PointerEvent) => setDrag((d) => (d ? { ...d, x: e.clientX, y: e.clientY } : d));
    const up = (e: PointerEvent) => {
      setDrag(null);
      const hit = findDrop(e.clientX, e.clientY, e.clientX - drag.dx, e.clientY - drag.dy);
      if (hit) dropRef.current(hit);
    };
    const cancel = () => setDrag(null);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, [drag]);

  const start = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (disabled || e.button !== 0) return;
    e.preventDefault();
    const rect = e.currentTarget.getBoundingClientRect();
    const dx = ((e.clientX - rect.left) / (rect.width || 1)) * width;
    const dy = ((e.clientY - rect.top) / (rect.height || 1)) * height;
    setDrag({ x: e.clientX, y: e.clientY, dx, dy });
  };

  const face = (style: React.CSSProperties) => (
    <div
      style={{
        border: '2px solid #1d39c4',
        color: '#1d39c4',
        borderRadius: 4,
        background: 'rgba(240, 245, 255, 0.85)',
        fontSize: 11,
        lineHeight: 1.2,
        padding: 4,
        overflow: 'hidden',
        boxSizing: 'border-box',
        ...style,
      }}
    >
      {label}
    </div>
  );

  return (
    <>
      <div
        role="img"
        aria-label={hint}
        title={hint}
        data-testid="stamp-chip"
        onPointerDown={start}
        style={{
          cursor: disabled ? 'not-allowed' : 'grab',
          touchAction: 'none',
          opacity: disabled ? 0.5 : 1,
          width: 150,
          userSelect: 'none',
        }}
      >
        {face({ minHeight: 40 })}
      </div>
      {drag &&
        face({
          position: 'fixed',
          left: drag.x - drag.dx,
          top: drag.y - drag.dy,
          width,
          height,
          pointerEvents: 'none',
          zIndex: 2000,
          fontSize: Math.max(6, 11 * scale),
        })}
    </>
  );
}
