import { DownOutlined } from '@ant-design/icons';
import { Badge, Button, Empty } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageViewer, type ViewerImage } from '../image-viewer/index.ts';
import { type ChatItem, type ChatViewer, isFarFromBottom, PARENT_FLASH_MS } from './chat-rules.ts';
import { MessageItem, type MessageItemProps } from './message-item.tsx';

type Actions = Pick<MessageItemProps, 'onReply' | 'onEdit' | 'onDelete' | 'onRetry'>;

export interface MessageListProps extends Actions {
  messages: ChatItem[];
  viewer: ChatViewer;
}

/** Re-renders every minute so that the 24 h edit window closes on screen too. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const scrollToBottom = (el: HTMLElement | null, behavior: ScrollBehavior) => {
  el?.scrollTo?.({ top: el.scrollHeight, behavior });
};

/**
 * The messages (spec 3 §4): the scroll-to-bottom button past 1.6 screen heights with a
 * counter of others' new messages; near the bottom new messages scroll in smoothly; a
 * clicked reply quote flashes its parent for 1 s.
 */
export function MessageList({ messages, viewer, ...actions }: MessageListProps) {
  const { t } = useTranslation();
  const now = useClock();
  const box = useRef<HTMLDivElement>(null);
  const [far, setFar] = useState(false);
  const [unread, setUnread] = useState(0);
  const [flashId, setFlashId] = useState<number | null>(null);
  const [viewer_, setViewer] = useState<{ images: ViewerImage[]; index: number } | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef<{ id: number; count: number } | null>(null);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  useLayoutEffect(() => {
    const tail = messages.at(-1);
    const previous = last.current;
    last.current = tail ? { id: tail.id, count: messages.length } : null;
    if (!tail) return;
    if (!previous) {
      scrollToBottom(box.current, 'auto');
      return;
    }
    if (tail.id === previous.id || messages.length <= previous.count) return;
    const el = box.current;
    const away = el ? isFarFromBottom(el) : false;
    if (tail.user_id !== viewer.userId && away) setUnread((n) => n + 1);
    else scrollToBottom(box.current, 'smooth');
  }, [messages, viewer.userId]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const isFar = isFarFromBottom(el);
    setFar(isFar);
    if (!isFar) setUnread(0);
  };

  const flash = (parentId: number) => {
    const target = box.current?.querySelector(`[data-message-id="${parentId}"]`);
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    clearTimeout(flashTimer.current);
    setFlashId(parentId);
    flashTimer.current = setTimeout(() => setFlashId(null), PARENT_FLASH_MS);
  };

  return (
    <div className="chat-list-wrap">
      <div className="chat-list" ref={box} onScroll={onScroll} role="log" aria-live="polite">
        {messages.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widgets.chat.empty')} />}
        {messages.map((m) => (
          <MessageItem
            key={m.id}
            item={m}
            viewer={viewer}
            now={now}
            flash={flashId === m.id}
            onQuoteClick={flash}
            onOpenImage={(images, index) => setViewer({ images, index })}
            {...actions}
          />
        ))}
      </div>
      {(far || unread > 0) && (
        <Badge count={unread} className="chat-scroll-button" title={t('widgets.chat.newMessages', { count: unread })}>
          <Button
            shape="circle"
            icon={<DownOutlined />}
            aria-label={t('widgets.chat.scrollDown')}
            onClick={() => {
              scrollToBottom(box.current, 'smooth');
              setUnread(0);
            }}
          />
        </Badge>
      )}
      <ImageViewer images={viewer_?.images ?? []} open={!!viewer_} startIndex={viewer_?.index ?? 0} onClose={() => setViewer(null)} />
    </div>
  );
}
