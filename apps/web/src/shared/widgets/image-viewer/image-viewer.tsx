import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';

export interface ViewerImage {
  src: string;
  name?: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  open: boolean;
  onClose: () => void;
  /** The image shown first. */
  startIndex?: number;
  onIndexChange?: (index: number) => void;
}

/** A modal gallery: previous/next buttons, ← → keys, Esc closes; it wraps around at the ends. */
export function ImageViewer({ images, open, onClose, startIndex = 0, onIndexChange }: ImageViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(startIndex);
  useEffect(() => {
    if (open) setIndex(startIndex);
  }, [open, startIndex]);

  const count = images.length;
  const go = (dir: -1 | 1) => {
    if (count < 2) return;
    const next = (index + dir + count) % count;
    setIndex(next);
    onIndexChange?.(next);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      if (e.key === 'ArrowRight') go(1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const image = images[Math.min(index, count - 1)];
  return (
    <Modal open={open && count > 0} onCancel={onClose} footer={null} width="min(90vw, 1100px)" centered title={image?.name} destroyOnHidden>
      {image && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Button
            shape="circle"
            icon={<LeftOutlined />}
            aria-label={t('widgets.imageViewer.previous')}
            disabled={count < 2}
            onClick={() => go(-1)}
          />
          <div style={{ flex: 1, textAlign: 'center' }}>
            <img src={image.src} alt={image.name ?? ''} style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }} />
            <div style={{ marginTop: 8, opacity: 0.65 }}>{t('widgets.imageViewer.counter', { current: index + 1, total: count })}</div>
          </div>
          <Button
            shape="circle"
            icon={<RightOutlined />}
            aria-label={t('widgets.imageViewer.next')}
            disabled={count < 2}
            onClick={() => go(1)}
          />
        </div>
      )}
    </Modal>
  );
}
