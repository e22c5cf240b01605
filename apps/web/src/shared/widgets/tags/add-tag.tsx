import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Popover, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorTag } from '../../ui/color-tag.tsx';
import { type FoundTag, type ObjectTag, searchTags } from './tags-api.ts';

/** Spec 3 §9: tag search debounce. */
export const TAG_SEARCH_DEBOUNCE_MS = 1200;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface AddTagProps {
  module: string;
  itemId: number | string;
  attached: readonly ObjectTag[];
  /** A name typed or a suggestion picked; the parent applies the §5 rules. */
  onAdd: (name: string, suggestions: readonly FoundTag[]) => void;
}

/** The add button with its search popover (GET widgets/tags, debounced 1200 ms; attached tags left out). */
export function AddTag({ module, itemId, attached, onAdd }: AddTagProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), TAG_SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['tags', 'search', module, String(itemId), term],
    queryFn: ({ signal }) => searchTags(module, itemId, term, signal),
    enabled: open,
    staleTime: 0,
  });
  const attachedIds = new Set(attached.map((a) => a.tag_id));
  const suggestions = (Array.isArray(found.data) ? found.data : []).filter((s) => !attachedIds.has(s.tag_id));

  const submit = async (name: string) => {
    setText('');
    const wanted = name.trim();
    if (!wanted) return;
    // Typed faster than the debounce: ask for this exact name before deciding to create it.
    const fresh = wanted === term && !found.isFetching ? suggestions : await searchTags(module, itemId, wanted).catch(() => []);
    onAdd(wanted, Array.isArray(fresh) ? fresh.filter((s) => !attachedIds.has(s.tag_id)) : []);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setText('');
      }}
      trigger="click"
      destroyOnHidden
      content={
        <div style={{ width: 240, display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Input
            autoFocus
            value={text}
            maxLength={100}
            placeholder={t('widgets.tags.search')}
            aria-label={t('widgets.tags.search')}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => void submit(text)}
          />
          {!term && <span style={{ opacity: 0.6 }}>{t('widgets.tags.recent')}</span>}
          {found.isFetching ? (
            <Spin size="small" />
          ) : (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }} role="listbox" aria-label={t('widgets.tags.search')}>
              {suggestions.map((s) => (
                <button
                  key={s.tag_id}
                  type="button"
                  role="option"
                  aria-selected={false}
                  style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer' }}
                  onClick={() => void submit(s.name)}
                >
                  <ColorTag color={s.color}>{s.name}</ColorTag>
                </button>
              ))}
              {term && suggestions.length === 0 && <span style={{ opacity: 0.6 }}>{t('widgets.tags.notFound')}</span>}
            </div>
          )}
        </div>
      }
    >
      <Button size="small" type="dashed" icon={<PlusOutlined />} aria-label={t('widgets.tags.add')} />
    </Popover>
  );
}
