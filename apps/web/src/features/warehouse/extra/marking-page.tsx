import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { usePageTitle } from '../../../shared/page-title.ts';
import { toast } from '../../../shared/toast/index.ts';
import { can, useMe } from '../../session/index.ts';
import { useWarehouseLive } from '../api/use-warehouse-live.ts';
import { createMarkers, extraKeys, type StickerLayout } from './api/extra-api.ts';
import { MarkersPicker } from './components/markers-picker.tsx';
import { StickerPrint } from './components/sticker-print.tsx';
import { StockPicker } from './components/stock-picker.tsx';
import { useFocusableScroll } from './components/use-focusable-scroll.ts';
import { useUrlState } from './model/url-state.ts';
import './extra.css';
import './texts.ts';

type Tab = 'stock' | 'markers';

/**
 * `/warehouse/marking`: pick stock lines (storage, search) and generate inventory markers (one per
 * line or one per unit); the markers list with filters, and stickers of the selected markers.
 */
export function MarkingPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = useMe();
  const canEdit = can(me, 'warehouse_edit');
  const url = useUrlState();
  const tab: Tab = url.get('tab') === 'markers' || !canEdit ? 'markers' : 'stock';
  const [stock, setStock] = useState<number[]>([]);
  const [markers, setMarkers] = useState<number[]>([]);
  const [perUnit, setPerUnit] = useState(false);
  const [layout, setLayout] = useState<StickerLayout>('label');
  const [created, setCreated] = useState<number | null>(null);
  useWarehouseLive({ refresh: extraKeys.all });
  usePageTitle(null, t('warehouseExtra.marking.title'), t('warehouseExtra.section'));
  const scrollRef = useFocusableScroll<HTMLDivElement>();

  const generate = useMutation({
    mutationFn: () => createMarkers({ stock_ids: stock, per_unit: perUnit || undefined }),
    onSuccess: ({ items }) => {
      toast(0, t('warehouseExtra.marking.created', { n: items.length }));
      setStock([]);
      setMarkers(items.map((m) => m.id));
      setCreated(items.length);
      void client.invalidateQueries({ queryKey: [...extraKeys.all, 'markers'] });
      url.set({ tab: 'markers' });
    },
    onError: (e) => toast(1, isApiError(e) || e instanceof Error ? e.message : String(e)),
  });

  const generatePane = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <StockPicker
        selected={stock}
        onSelect={setStock}
        toolbar={
          <div className="wh-extra-filters" style={{ alignItems: 'center' }}>
            <Checkbox checked={perUnit} onChange={(e) => setPerUnit(e.target.checked)}>
              {t('warehouseExtra.marking.perUnit')}
            </Checkbox>
            <Button type="primary" disabled={!stock.length} loading={generate.isPending} onClick={() => generate.mutate()}>
              {t('warehouseExtra.marking.generate', { n: stock.length })}
            </Button>
          </div>
        }
      />
    </div>
  );

  const markersPane = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {created !== null && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setCreated(null) }}
          title={t('warehouseExtra.marking.createdHint', { n: created })}
        />
      )}
      <MarkersPicker
        selected={markers}
        onSelect={setMarkers}
        toolbar={<StickerPrint markers={markers} layout={layout} onLayout={setLayout} />}
      />
    </div>
  );

  return (
    <div className="wh-extra" ref={scrollRef}>
      <div className="wh-extra-head">
        <Typography.Title level={4}>{t('warehouseExtra.marking.title')}</Typography.Title>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => url.set({ tab: key === 'markers' ? 'markers' : null })}
        items={[
          ...(canEdit ? [{ key: 'stock', label: t('warehouseExtra.marking.tabGenerate'), children: generatePane }] : []),
          { key: 'markers', label: t('warehouseExtra.marking.tabMarkers'), children: markersPane },
        ]}
      />
    </div>
  );
}
