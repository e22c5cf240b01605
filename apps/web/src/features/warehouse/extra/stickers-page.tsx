import { Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/page-title.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { extraKeys, type StickerLayout } from './api/extra-api.ts';
import { MarkersPicker } from './components/markers-picker.tsx';
import { StickerPrint } from './components/sticker-print.tsx';
import { StockPicker } from './components/stock-picker.tsx';
import { useFocusableScroll } from './components/use-focusable-scroll.ts';
import { useUrlState } from './model/url-state.ts';
import './extra.css';
import './texts.ts';

type Source = 'markers' | 'stock';

/**
 * `/warehouse/stickers`: pick inventory markers (their code in the QR) or stock lines (the article
 * in the QR, no marker needed), choose the layout (label printer 58×40 mm or an A4 sheet) and open
 * the PDF. The layout is remembered in the URL (`layout=a4`).
 */
export function StickersPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const source: Source = url.get('source') === 'stock' ? 'stock' : 'markers';
  const layout: StickerLayout = url.get('layout') === 'a4' ? 'a4' : 'label';
  const [markers, setMarkers] = useState<number[]>([]);
  const [stock, setStock] = useState<number[]>([]);
  useWarehouseLive({ refresh: extraKeys.all });
  usePageTitle(null, t('warehouseExtra.stickers.title'), t('warehouseExtra.section'));
  const scrollRef = useFocusableScroll<HTMLDivElement>();
  const print = (
    <StickerPrint
      markers={source === 'markers' ? markers : undefined}
      stock={source === 'stock' ? stock : undefined}
      layout={layout}
      onLayout={(l) => url.set({ layout: l === 'a4' ? 'a4' : null })}
    />
  );

  return (
    <div className="wh-extra" ref={scrollRef}>
      <div className="wh-extra-head">
        <Typography.Title level={4}>{t('warehouseExtra.stickers.title')}</Typography.Title>
      </div>
      <Segmented<Source>
        value={source}
        onChange={(v) => url.set({ source: v === 'stock' ? 'stock' : null })}
        aria-label={t('warehouseExtra.stickers.source')}
        options={[
          { value: 'markers', label: t('warehouseExtra.stickers.fromMarkers') },
          { value: 'stock', label: t('warehouseExtra.stickers.fromStock') },
        ]}
      />
      <span className="wh-muted">
        {t(source === 'stock' ? 'warehouseExtra.stickers.stockHint' : 'warehouseExtra.stickers.markersHint')}
      </span>
      {source === 'markers' ? (
        <MarkersPicker selected={markers} onSelect={setMarkers} prefix="m_" toolbar={print} />
      ) : (
        <StockPicker selected={stock} onSelect={setStock} prefix="s_" toolbar={print} />
      )}
    </div>
  );
}
