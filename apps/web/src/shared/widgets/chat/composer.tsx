import { CloseOutlined, EditOutlined, PaperClipOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_FILE_EXTENSIONS } from '@app/contracts';
import { EditorContent, useEditor } from '@tiptap/react';
import { Button, Tag } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { editorAlive } from '../../editor/editor-alive.ts';
import { chatExtensions } from './chat-extensions.ts';
import { type ChatItem, canSend } from './chat-rules.ts';
import type { MentionChar, MentionItem } from './mention-rules.ts';

export type ComposerMode = { kind: 'new' } | { kind: 'reply'; parent: ChatItem } | { kind: 'edit'; item: ChatItem };

export interface ComposerProps {
  mode: ComposerMode;
  files: readonly File[];
  onAddFiles: (files: File[]) => void;
  onRemoveFile: (index: number) => void;
  /** The editor's html (not yet trimmed). */
  onSubmit: (html: string) => void;
  onCloseHeader: () => void;
  search: (char: MentionChar, query: string) => Promise<MentionItem[]>;
  /** Spec 3 §5: on mobile Enter never sends. */
  mobile: boolean;
}

const plain = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return (div.textContent ?? '').trim();
};

/** The chat input: TipTap with mentions, Enter to send on desktop, files, reply and edit headers. */
export function Composer({ mode, files, onAddFiles, onRemoveFile, onSubmit, onCloseHeader, search, mobile }: ComposerProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const latest = useRef<{ submit: () => boolean }>({ submit: () => false });
  const state = useMemo(() => ({ suggesting: false }), []);
  const searchRef = useRef(search);
  searchRef.current = search;

  const extensions = useMemo(
    () =>
      chatExtensions({
        state,
        search: (char, query) => searchRef.current(char, query),
        onEnter: () => {
          if (mobile) return false;
          latest.current.submit();
          return true;
        },
      }),
    [state, mobile],
  );
  const editor = useEditor({
    extensions,
    content: '',
    editorProps: { attributes: { 'aria-label': t('widgets.chat.placeholder'), 'aria-multiline': 'true', role: 'textbox' } },
  });

  const submit = () => {
    if (!editorAlive(editor)) return false;
    const html = editor.getHTML();
    if (mode.kind !== 'edit' && !canSend(html, files)) return false;
    onSubmit(html);
    editor.commands.clearContent(true);
    return true;
  };
  latest.current.submit = submit;

  const editingId = mode.kind === 'edit' ? mode.item.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: load the text once per edited message
  useEffect(() => {
    if (!editorAlive(editor)) return;
    if (mode.kind === 'edit') editor.commands.setContent(mode.item.message);
    if (mode.kind !== 'new') editor.commands.focus('end');
  }, [editor, editingId, mode.kind]);

  const accept = CHAT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');
  return (
    <div className="chat-composer">
      {mode.kind !== 'new' && (
        <div className="chat-composer__header">
          {mode.kind === 'reply' ? <RollbackOutlined /> : <EditOutlined />}
          <div className="chat-composer__header-text">
            <strong>{mode.kind === 'reply' ? t('widgets.chat.replyTo', { name: mode.parent.username }) : t('widgets.chat.editing')}</strong>
            <span>{plain(mode.kind === 'reply' ? mode.parent.message : mode.item.message).slice(0, 140)}</span>
          </div>
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('widgets.chat.closeHeader')} onClick={onCloseHeader} />
        </div>
      )}
      {files.length > 0 && (
        <div className="chat-composer__files">
          {files.map((f, i) => (
            <Tag
              // biome-ignore lint/suspicious/noArrayIndexKey: picked files may share a name; the position is their identity
              key={`${f.name}-${i}`}
              closable
              onClose={() => onRemoveFile(i)}
              closeIcon={<CloseOutlined aria-label={t('widgets.chat.removeFile')} />}
            >
              {f.name}
            </Tag>
          ))}
        </div>
      )}
      <div className="chat-composer__row">
        {mode.kind !== 'edit' && (
          <>
            <Button
              type="text"
              icon={<PaperClipOutlined />}
              aria-label={t('widgets.chat.attach')}
              onClick={() => fileInput.current?.click()}
            />
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept={accept}
              data-testid="chat-file-input"
              onChange={(e) => {
                onAddFiles(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
          </>
        )}
        <EditorContent editor={editor} className="chat-composer__editor" />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label={mode.kind === 'edit' ? t('widgets.chat.save') : t('widgets.chat.send')}
          onClick={() => submit()}
        />
      </div>
    </div>
  );
}
