import { Avatar } from 'antd';
import { forwardRef, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionChar, MentionItem } from './mention-rules.ts';

export interface MentionListProps {
  items: MentionItem[];
  query: string;
  command: (item: { id: string; label: string }) => void;
  /** The trigger: `@` finds people, `#` and `$` objects (their own "nothing found"). */
  char?: MentionChar;
}

export interface MentionListHandle {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

/** The suggestion popup of the chat editor: ↑ ↓ choose, Enter or Tab picks. */
export const MentionList = forwardRef<MentionListHandle, MentionListProps>(function MentionList(
  { items, query, command, char = '@' },
  ref,
) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(items);
  if (shown !== items) {
    // New results: the highlight goes back to the first one.
    setShown(items);
    setIndex(0);
  }
  const pick = (i: number) => {
    const item = items[i];
    if (item) command({ id: item.id, label: item.label });
  };
  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (items.length === 0) return false;
      if (event.key === 'ArrowUp') setIndex((i) => (i + items.length - 1) % items.length);
      else if (event.key === 'ArrowDown') setIndex((i) => (i + 1) % items.length);
      else if (event.key === 'Enter' || event.key === 'Tab') pick(index);
      else return false;
      return true;
    },
  }));

  if (items.length === 0 && !query.trim()) return null;
  return (
    <div className="chat-mentions" role="listbox" aria-label={t('widgets.chat.placeholder')}>
      {items.length === 0 && (
        <div className="chat-mentions__empty">{t(char === '@' ? 'widgets.chat.mentionEmpty' : 'widgets.chat.mentionNothing')}</div>
      )}
      {items.map((item, i) => (
        <button
          key={item.id}
          type="button"
          role="option"
          aria-selected={i === index}
          className={`chat-mentions__item${i === index ? ' is-active' : ''}`}
          onMouseDown={(e) => {
            e.preventDefault();
            pick(i);
          }}
        >
          {item.type === 'user' && <Avatar size={20} src={item.avatar || undefined} alt="" />}
          <span>{item.label}</span>
        </button>
      ))}
    </div>
  );
});
