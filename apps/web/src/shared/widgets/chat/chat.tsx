import { BellFilled, BellOutlined } from '@ant-design/icons';
import { MAX_UPLOAD_FILES } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Segmented, Spin, Tooltip } from 'antd';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router';
import { isMobile } from '../../format.ts';
import { toast } from '../../toast/index.ts';
import { useConfirmDialog } from '../confirm-dialog/index.ts';
import { WRONG_FORMAT_TOAST_MS } from '../upload-request/index.ts';
import './chat.css';
import { searchMentionUsers, toggleNotice } from './chat-api.ts';
import { type ChatItem, splitByExtension } from './chat-rules.ts';
import { Composer, type ComposerMode } from './composer.tsx';
import type { MentionChar, MentionItem } from './mention-rules.ts';
import { isAppPath, type MentionSources, type ObjectMentionChar, resolveMentionSource } from './mention-sources.ts';
import { MessageList } from './message-list.tsx';
import './texts.ts';
import { type ChatData, chatKey, useChatActions, useChatLive, useChatMessages, useLoadEarlier } from './use-chat.ts';

export interface ChatProps {
  module: string;
  objectId: number | string;
  /** The signed-in user (author of optimistic messages, owner checks). */
  currentUser: { id: number; fio?: string; avatar?: string | null };
  /** Permit hidden_chat_access (super admin passes): shows the "Скрытый" tab. */
  canHiddenChat?: boolean;
  /** Permit chat_all_message_delete: delete any message. */
  canDeleteAny?: boolean;
  /**
   * Sources of the `#` and `$` mentions (search and link); without one here the source a
   * module registered (`registerMentionSource`) is used; with neither the trigger offers nothing.
   */
  mentionSources?: MentionSources;
  /** Opens on the hidden tab (default: the route query `hidden` is set). */
  initialHidden?: boolean;
  /** Height of the message area (default 420 px). */
  height?: number | string;
}

const routeAsksHidden = () => new URLSearchParams(globalThis.location?.search ?? '').has('hidden');

/** Lends the router's navigate to the chat when it is rendered inside a router. */
function NavigateBridge({ into }: { into: RefObject<((to: string) => void) | null> }) {
  const navigate = useNavigate();
  useEffect(() => {
    into.current = (to) => void navigate(to);
    return () => {
      into.current = null;
    };
  }, [navigate, into]);
  return null;
}

/** The per-object chat of spec 3 §2–§9: general and hidden tabs, live, with mentions, replies, edits and files. */
export function Chat({
  module,
  objectId,
  currentUser,
  canHiddenChat = false,
  canDeleteAny = false,
  mentionSources,
  initialHidden,
  height = 420,
}: ChatProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirm, confirmHolder] = useConfirmDialog();
  const [hidden, setHidden] = useState<0 | 1>(() => (canHiddenChat && (initialHidden ?? routeAsksHidden()) ? 1 : 0));
  const [mode, setMode] = useState<ComposerMode>({ kind: 'new' });
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const mobile = useMemo(() => isMobile(), []);
  const sources = useRef(mentionSources);
  sources.current = mentionSources;
  const inRouter = useInRouterContext();
  const navigate = useRef<((to: string) => void) | null>(null);

  useEffect(() => {
    if (!canHiddenChat && hidden === 1) setHidden(0);
  }, [canHiddenChat, hidden]);

  const general = useChatMessages(module, objectId, 0);
  const query = useChatMessages(module, objectId, 1, canHiddenChat && hidden === 1);
  const current = hidden === 1 ? query : general;
  const messages = current.data?.messages ?? [];
  const noticeId = general.data?.notice_id ?? null;
  const viewer = useMemo(() => ({ userId: currentUser.id, canDeleteAny }), [currentUser.id, canDeleteAny]);
  const actions = useChatActions(module, objectId, hidden, currentUser);
  const { loadEarlier, loadingEarlier } = useLoadEarlier(module, objectId, hidden);
  useChatLive(module, objectId, currentUser.id, canHiddenChat);

  // Spec 3 §4: deleting (here or live) the message being edited or replied to closes that header.
  const headerId = mode.kind === 'edit' ? mode.item.id : mode.kind === 'reply' ? mode.parent.id : null;
  useEffect(() => {
    if (headerId !== null && current.data && !messages.some((m) => m.id === headerId)) setMode({ kind: 'new' });
  }, [headerId, messages, current.data]);

  const addFiles = (list: File[]) => {
    const { accepted, rejected } = splitByExtension(list);
    for (const f of rejected) toast(1, t('widgets.chat.wrongFormat', { name: f.name }), { duration: WRONG_FORMAT_TOAST_MS / 1000 });
    if (accepted.length) setFiles((prev) => [...prev, ...accepted].slice(0, MAX_UPLOAD_FILES));
  };

  const search = (char: MentionChar, term: string): Promise<MentionItem[]> => {
    if (char === '@') return searchMentionUsers(term, hidden === 1).catch(() => []);
    return (
      resolveMentionSource(char, sources.current)
        ?.search(term)
        .catch(() => []) ?? Promise.resolve([])
    );
  };

  const mentionHref = useCallback(
    (char: ObjectMentionChar, id: string) => resolveMentionSource(char, sources.current)?.href(id) ?? null,
    [],
  );
  const openLink = useCallback((href: string) => {
    if (!navigate.current || !isAppPath(href)) return false;
    navigate.current(href);
    return true;
  }, []);

  const submit = (html: string) => {
    if (mode.kind === 'edit') void actions.edit(mode.item, html);
    else {
      void actions.send(html, files, mode.kind === 'reply' ? mode.parent : null);
      setFiles([]);
    }
    setMode({ kind: 'new' });
  };

  const askDelete = async (item: ChatItem) => {
    const ok = await confirm({ title: t('widgets.chat.deleteTitle'), content: t('widgets.chat.deleteText'), danger: true });
    if (ok) void actions.remove(item);
  };

  const toggle = async () => {
    try {
      const res = await toggleNotice(module, objectId, noticeId);
      for (const tab of [0, 1] as const) {
        client.setQueryData<ChatData>(chatKey(module, objectId, tab), (d) => (d ? { ...d, notice_id: res.id ?? null } : d));
      }
    } catch (error) {
      console.error('chat: notification toggle failed', error);
    }
  };

  const hasFiles = (e: React.DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop area; files can also be attached with the clip button
    <div
      className="chat"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        dragDepth.current += 1;
        setDragging(true);
      }}
      onDragOver={(e) => hasFiles(e) && e.preventDefault()}
      onDragLeave={() => {
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        dragDepth.current = 0;
        setDragging(false);
        if (mode.kind !== 'edit') addFiles(Array.from(e.dataTransfer?.files ?? []));
      }}
    >
      <div className="chat__bar">
        {canHiddenChat ? (
          <Segmented
            value={hidden}
            onChange={(v) => {
              setHidden(v as 0 | 1);
              setMode({ kind: 'new' });
            }}
            options={[
              { value: 0, label: t('widgets.chat.general') },
              { value: 1, label: t('widgets.chat.hidden') },
            ]}
          />
        ) : (
          <span className="chat__title">{t('widgets.chat.general')}</span>
        )}
        <Tooltip title={noticeId ? t('widgets.chat.noticeOn') : t('widgets.chat.noticeOff')}>
          <Button
            type="text"
            icon={noticeId ? <BellFilled /> : <BellOutlined />}
            aria-pressed={!!noticeId}
            aria-label={noticeId ? t('widgets.chat.noticeOn') : t('widgets.chat.noticeOff')}
            onClick={() => void toggle()}
          />
        </Tooltip>
      </div>
      <div style={{ height }} className="chat__messages">
        {current.isPending ? (
          <Spin />
        ) : (
          <MessageList
            messages={messages}
            viewer={viewer}
            onReply={(parent) => setMode({ kind: 'reply', parent })}
            onEdit={(item) => setMode({ kind: 'edit', item })}
            onDelete={(item) => void askDelete(item)}
            onRetry={actions.retry}
            mentionHref={mentionHref}
            onOpenLink={openLink}
            hasEarlier={current.data?.hasEarlier ?? false}
            loadingEarlier={loadingEarlier}
            onLoadEarlier={() => void loadEarlier()}
          />
        )}
      </div>
      <Composer
        mode={mode}
        files={files}
        onAddFiles={addFiles}
        onRemoveFile={(i) => setFiles((prev) => prev.filter((_, k) => k !== i))}
        onSubmit={submit}
        onCloseHeader={() => setMode({ kind: 'new' })}
        search={search}
        mobile={mobile}
      />
      {dragging && <div className="chat__drop">{t('widgets.chat.dropFiles')}</div>}
      {confirmHolder}
      {inRouter && <NavigateBridge into={navigate} />}
    </div>
  );
}
