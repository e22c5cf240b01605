import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/index.ts';
import './texts.ts';

export interface FavouriteStarProps {
  module: string;
  objectId: number | string;
  /** The object's `liked` flag as its module returns it. */
  liked: boolean | 0 | 1;
  /** After the server confirmed the new state (lists may update their row). */
  onChange?: (liked: boolean) => void;
  size?: 'small' | 'middle' | 'large';
}

/** The per-user favourite flag: POST favorites/:module/:objectId toggles it; optimistic, rolled back on error. */
export function FavouriteStar({ module, objectId, liked, onChange, size = 'small' }: FavouriteStarProps) {
  const { t } = useTranslation();
  const [on, setOn] = useState(!!liked);
  useEffect(() => setOn(!!liked), [liked]);
  const toggle = useMutation({
    mutationFn: () =>
      api<{ liked: 0 | 1 }>(`favorites/${encodeURIComponent(module)}/${encodeURIComponent(String(objectId))}`, { method: 'POST' }),
    onMutate: () => {
      const before = on;
      setOn(!before);
      return { before };
    },
    onSuccess: (res) => {
      setOn(res.liked === 1);
      onChange?.(res.liked === 1);
    },
    onError: (error, _v, ctx) => {
      console.error('favourites: toggle failed', error);
      if (ctx) setOn(ctx.before);
    },
  });
  const label = on ? t('widgets.favourite.remove') : t('widgets.favourite.add');
  return (
    <Button
      type="text"
      size={size}
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      icon={on ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
      onClick={() => toggle.mutate()}
    />
  );
}
