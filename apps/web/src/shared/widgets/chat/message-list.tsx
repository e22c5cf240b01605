import { DownOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Spin } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageViewer, type ViewerImage } from '../image-viewer/index.ts';
import { type ChatItem, type ChatViewer, isFarFromBottom, PARENT_FLASH_MS } from './chat-rules.ts';
import { MessageItem, type MessageItemProps } from './message-item.tsx';

type Actions = Pick<MessageItemProps, 'onReply' | 'onEdit' | 'onDelete' | 'onRetry' | 'mentionHref'>;

export interface MessageListProps extends Actions {
  messages: ChatItem[];
  viewer: ChatViewer;
  /** Older messages may exist: scrolling to the top (or the button there) loads them. */
  hasEarlier?: boolean;
  loadingEarlier?: boolean;
  onLoadEarlier?: () => void;
  /** Opens an in-app link of a message (a `#`/`$` mention) without reloading the page. */
  onOpenLink?: (href: string) => boolean;
}

/** Scrolling closer than this to the top loads the earlier messages. */
export const LOAD_EARLIER_PX = 48;

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
export function MessageList({
  messages,
  viewer,
  hasEarlier = false,
  loadingEarlier = false,
  onLoadEarlier,
  onOpenLink,
  ...actions
}: MessageListProps) {
  const { t } = useTranslation();
  const now = useClock();
  const box = useRef<HTMLDivElement>(null);
  const [far, setFar] = useState(false);
  const [unread, setUnread] = useState(0);
  const [flashId, setFlashId] = useState<number | null>(null);
  const [viewer_, setViewer] = useState<{ images: ViewerImage[]; index: number } | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef<{ id: number; count: number; head: number } | null>(null);
  /** Distance from the bottom at the last scroll: kept when earlier messages come in on top. */
  const fromBottom = useRef(0);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  useLayoutEffect(() => {
    const tail = messages.at(-1);
    const previous = last.current;
    const head = messages[0]?.id ?? 0;
    last.current = tail ? { id: tail.id, count: messages.length, head } : null;
    if (!tail) return;
    if (!previous) {
      scrollToBottom(box.current, 'auto');
      return;
    }
    const el = box.current;
    if (el && head !== previous.head && messages.length > previous.count && messages.some((m) => m.id === previous.head)) {
      // Earlier messages were put on top: the ones being read stay where they were.
      el.scrollTop = el.scrollHeight - fromBottom.current;
    }
    if (tail.id === previous.id || messages.length <= previous.count) return;
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
    fromBottom.current = el.scrollHeight - el.scrollTop;
    if (el.scrollTop <= LOAD_EARLIER_PX && hasEarlier && !loadingEarlier) onLoadEarlier?.();
  };

  const loadEarlier = () => {
    const el = box.current;
    if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
    onLoadEarlier?.();
  };

  /** An in-app link in a message (a `#`/`$` mention) opens through the router; plain clicks only. */
  const openLink = useRef(onOpenLink);
  openLink.current = onOpenLink;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      if (!openLink.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const href = (e.target as Element | null)?.closest?.('a.mention--link')?.getAttribute('href');
      if (href && openLink.current(href)) e.preventDefault();
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, []);

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
        {hasEarlier && (
          <div className="chat-list__earlier">
            {loadingEarlier ? (
              <span role="status" aria-label={t('widgets.chat.loadingEarlier')}>
                <Spin size="small" />
              </span>
            ) : (
              <Button type="link" size="small" onClick={loadEarlier}>
                {t('widgets.chat.loadEarlier')}
              </Button>
            )}
          </div>
        )}
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
