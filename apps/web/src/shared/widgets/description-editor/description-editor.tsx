import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor } from '@tiptap/react';
import { Button, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorAlive } from '../../editor/editor-alive.ts';
import { DEFAULT_FONT_SIZE, normalizeHtml } from './editor-constants.ts';
import type { EditorKit } from './editor-kit.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import './texts.ts';

export interface DescriptionEditorProps {
  /** Stored HTML (sanitized by the server). */
  value: string;
  /** Called on save, only when the text differs from `value`. */
  onChange: (html: string) => void;
  /** Without rights the description is read-only. */
  hasRights: boolean;
  placeholder?: string;
  /**
   * A form's control: always editable (with rights), no edit / save / cancel buttons, `onChange`
   * with the normalized HTML on every edit (the form sends it).
   */
  inline?: boolean;
  /**
   * Stores a picture the user chose and answers its address (or null when refused): with it the
   * toolbar offers «Изображение», placing the picture in the text.
   */
  uploadImage?: (file: File) => Promise<string | null>;
}

/** Spec §5: paste is plain text only (formatting and images from the clipboard are dropped). */
export function pastePlainText(view: EditorView, event: ClipboardEvent): boolean {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  if (text) view.dispatch(view.state.tr.insertText(text.replace(/\r\n?/g, '\n')));
  return true;
}

/** Rich-text description with edit / cancel / save (spec §2, §4 "Description editor", §9 fonts and aligns). */
export function DescriptionEditor({
  value,
  onChange,
  hasRights,
  placeholder,
  inline,
  uploadImage,
  kit,
}: DescriptionEditorProps & { kit: EditorKit }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(() => hasRights && (inline || normalizeHtml(value) === ''));
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: kit.editorExtensions(),
    content: value,
    editable: editing,
    immediatelyRender: true,
    onUpdate: inline ? ({ editor: e }) => changed.current(normalizeHtml(e.getHTML())) : undefined,
    editorProps: {
      handlePaste: (view, event) => pastePlainText(view, event),
      attributes: { 'aria-label': placeholder ?? t('widgets.editor.placeholder'), role: 'textbox', 'aria-multiline': 'true' },
    },
  });

  useEffect(() => {
    if (editorAlive(editor)) editor.setEditable(editing && hasRights);
  }, [editor, editing, hasRights]);

  // An outside change (another user saved, realtime) replaces the shown text unless the user is editing.
  useEffect(() => {
    if (editorAlive(editor) && !editing && normalizeHtml(editor.getHTML()) !== normalizeHtml(value))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, editing]);

  const save = () => {
    if (!editorAlive(editor)) return;
    const html = normalizeHtml(editor.getHTML());
    setEditing(false);
    if (html !== normalizeHtml(value)) onChange(html);
  };
  const cancel = () => {
    if (editorAlive(editor)) editor.commands.setContent(value, { emitUpdate: false });
    setEditing(false);
  };

  const empty = normalizeHtml(value) === '';
  return (
    <div className="description-editor" style={{ fontSize: DEFAULT_FONT_SIZE }}>
      {editing && editor && <EditorToolbar editor={editor} uploadImage={uploadImage} />}
      {!editing && empty ? (
        <Typography.Text type="secondary">{t('widgets.editor.empty')}</Typography.Text>
      ) : (
        <EditorContent
          editor={editor}
          style={
            editing
              ? { border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, padding: '4px 11px', minHeight: 96 }
              : undefined
          }
        />
      )}
      {hasRights && !inline && (
        <Space style={{ marginTop: 8 }}>
          {editing ? (
            <>
              <Button type="primary" size="small" onClick={save}>
                {t('widgets.editor.save')}
              </Button>
              <Button size="small" onClick={cancel}>
                {t('widgets.editor.cancel')}
              </Button>
            </>
          ) : (
            <Button size="small" onClick={() => setEditing(true)}>
              {t('widgets.editor.edit')}
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}
