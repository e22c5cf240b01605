import { STICKER_LAYOUTS } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/i18n/index.ts';
import { extraKeys, type StickerLayout, stickersUrl } from '../api/extra-api.ts';
import '../texts.ts';

/**
 * The layout of the sticker PDF (label printer 58×40 mm or an A4 sheet of 3×8) and the button that
 * opens it in a new tab (`GET warehouse/stickers/pdf`); markers become printed, so the lists refresh.
 */
export function StickerPrint({
  markers,
  stock,
  layout,
  onLayout,
}: {
  markers?: readonly number[];
  stock?: readonly number[];
  layout: StickerLayout;
  onLayout: (layout: StickerLayout) => void;
}) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const client = useQueryClient();
  const labelId = useId();
  const count = (markers?.length ?? 0) + (stock?.length ?? 0);
  const href = count ? stickersUrl({ markers, stock }, layout) : undefined;
  return (
    <div className="wh-extra-filters" style={{ alignItems: 'center' }}>
      <span id={labelId}>{t('warehouseExtra.stickers.layout')}</span>
      <Radio.Group
        aria-labelledby={labelId}
        value={layout}
        onChange={(e) => onLayout(e.target.value as StickerLayout)}
        optionType="button"
        options={STICKER_LAYOUTS.map((l) => ({ value: l.value, label: lang === 'en' ? l.en : l.ru }))}
      />
      <Button
        type="primary"
        disabled={!href}
        href={href}
        target="_blank"
        rel="noopener"
        onClick={() => {
          // The PDF marks the markers printed: refresh the lists once it has been asked for.
          setTimeout(() => void client.invalidateQueries({ queryKey: [...extraKeys.all, 'markers'] }), 1500);
        }}
      >
        {t('warehouseExtra.stickers.open', { n: count })}
      </Button>
    </div>
  );
}
