import { EllipsisOutlined, ExclamationCircleOutlined, FileOutlined, LoadingOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime } from '../../format.ts';
import { type ChatItem, type ChatViewer, canDelete, canEdit, canReply, imageRows, isInlineImage, LONG_TAP_MS } from './chat-rules.ts';
import { linkMentions, type ObjectMentionChar } from './mention-sources.ts';
import { sanitizeHtml } from './sanitize-html.ts';

export interface MessageItemProps {
  item: ChatItem;
  viewer: ChatViewer;
  /** "Now" for the 24 h edit window (a clock the list refreshes). */
  now: number;
  flash: boolean;
  onReply: (item: ChatItem) => void;
  onEdit: (item: ChatItem) => void;
  onDelete: (item: ChatItem) => void;
  onRetry: (item: ChatItem) => void;
  onQuoteClick: (parentId: number) => void;
  onOpenImage: (images: { src: string; name: string }[], index: number) => void;
  /** The link of a `#`/`$` mention (null: shown as plain text). */
  mentionHref?: (char: ObjectMentionChar, id: string) => string | null;
}

const plain = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return (div.textContent ?? '').trim();
};

/** One message: author, time, reply quote, allow-listed html, image grid (3 on top), files, status and its menu. */
export function MessageItem({
  item,
  viewer,
  now,
  flash,
  onReply,
  onEdit,
  onDelete,
  onRetry,
  onQuoteClick,
  onOpenImage,
  mentionHref,
}: MessageItemProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const hold = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hold.current), []);
  const html = useMemo(() => {
    const safe = sanitizeHtml(item.message);
    return mentionHref ? linkMentions(safe, mentionHref) : safe;
  }, [item.message, mentionHref]);
  const own = item.user_id === viewer.userId;

  const images = item.files.filter((f) => f.path && isInlineImage(f.name)).map((f) => ({ src: f.path, name: f.name }));
  const documents = item.files.filter((f) => !(f.path && isInlineImage(f.name)));
  const { top, rest } = imageRows(images);

  const items: NonNullable<MenuProps['items']> = [];
  if (canReply(item)) items.push({ key: 'reply', label: t('widgets.chat.reply') });
  if (canEdit(item, viewer, now)) items.push({ key: 'edit', label: t('widgets.chat.edit') });
  if (canDelete(item, viewer, now)) items.push({ key: 'delete', label: t('widgets.chat.delete'), danger: true });
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    setMenuOpen(false);
    if (key === 'reply') onReply(item);
    if (key === 'edit') onEdit(item);
    if (key === 'delete') onDelete(item);
  };

  const image = (img: { src: string; name: string }, index: number) => (
    <button key={img.src} type="button" className="chat-image" onClick={() => onOpenImage(images, index)}>
      <img src={img.src} alt={img.name} />
    </button>
  );

  return (
    <Dropdown
      trigger={['contextMenu']}
      open={menuOpen && items.length > 0}
      onOpenChange={(open) => setMenuOpen(open)}
      menu={{ items, onClick: onMenu }}
    >
      <div
        className={`chat-message${own ? ' chat-message--own' : ''}${flash ? ' chat-message--flash' : ''}`}
        data-message-id={item.id}
        onTouchStart={() => {
          clearTimeout(hold.current);
          hold.current = setTimeout(() => setMenuOpen(true), LONG_TAP_MS);
        }}
        onTouchEnd={() => clearTimeout(hold.current)}
        onTouchMove={() => clearTimeout(hold.current)}
      >
        <Avatar size={32} src={item.avatar || undefined} alt={item.username}>
          {item.username.slice(0, 1)}
        </Avatar>
        <div className="chat-message__body">
          <div className="chat-message__head">
            <strong>{item.username}</strong>
            <span className="chat-message__time" title={formatDateTime(item.date_add)}>
              {formatTime(item.date_add) || item.time_add}
            </span>
            {item.date_edit && <span className="chat-message__edited">{t('widgets.chat.edited')}</span>}
            {item.requestStatus === 'loading' && <LoadingOutlined aria-label={t('widgets.chat.sending')} />}
            {item.requestStatus === 'error' && (
              <Button
                type="text"
                size="small"
                danger
                icon={<ExclamationCircleOutlined />}
                aria-label={t('widgets.chat.sendFailed')}
                title={t('widgets.chat.sendFailed')}
                onClick={() => onRetry(item)}
              />
            )}
            {items.length > 0 && (
              <Button
                type="text"
                size="small"
                className="chat-message__more"
                icon={<EllipsisOutlined />}
                aria-label={t('widgets.chat.actions')}
                onClick={() => setMenuOpen(true)}
              />
            )}
          </div>
          {item.parent && (
            <button type="button" className="chat-message__quote" onClick={() => onQuoteClick(item.parent!.id)}>
              <strong>{item.parent.username}</strong> {plain(item.parent.message).slice(0, 140)}
            </button>
          )}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with the allow-list of @app/contracts html.ts; mention links are in-app paths only */}
          {html && <div className="chat-message__text" dangerouslySetInnerHTML={{ __html: html }} />}
          {top.length > 0 && (
            <div className="chat-images">
              <div className="chat-images__top">{top.map((img, i) => image(img, i))}</div>
              {rest.length > 0 && <div className="chat-images__rest">{rest.map((img, i) => image(img, i + 3))}</div>}
            </div>
          )}
          {documents.length > 0 && (
            <ul className="chat-files">
              {documents.map((f) => (
                <li key={`${f.id}-${f.name}`}>
                  <FileOutlined />{' '}
                  {f.path ? (
                    <a href={f.path} download={f.name} rel="noopener">
                      {f.name}
                    </a>
                  ) : (
                    f.name
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Dropdown>
  );
}
