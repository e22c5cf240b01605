import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  MenuOutlined,
  NumberOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Input, Popover, Select, Space } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALIGNS, DEFAULT_FONT_SIZE, type EditorAlign, FONT_SIZES, fontSizeName, normalizeAnchor } from './editor-constants.ts';

const ALIGN_ICONS: Record<EditorAlign, ReactNode> = {
  default: <AlignLeftOutlined />,
  center: <AlignCenterOutlined />,
  right: <AlignRightOutlined />,
  justify: <MenuOutlined />,
};

/** Sets or removes the font size: the default (common, 18 px) is stored as no size. */
export function applyFontSize(editor: Editor, px: number): void {
  const chain = editor.chain().focus();
  if (px === DEFAULT_FONT_SIZE) chain.unsetFontSize().run();
  else chain.setFontSize(`${px}px`).run();
}

export function applyAlign(editor: Editor, align: EditorAlign): void {
  if (align === 'default') editor.chain().focus().unsetTextAlign().run();
  else editor.chain().focus().setTextAlign(align).run();
}

/** A link to an address, or to an anchor (`#name`, '#' added when missing). */
export function applyLink(editor: Editor, kind: 'link' | 'anchor', text: string): void {
  const href = kind === 'anchor' ? normalizeAnchor(text) : text.trim();
  if (!href) editor.chain().focus().extendMarkRange('link').unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

function LinkButton({ editor, kind }: { editor: Editor; kind: 'link' | 'anchor' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const label = t(kind === 'link' ? 'widgets.editor.link' : 'widgets.editor.anchor');
  const apply = () => {
    applyLink(editor, kind, text);
    setOpen(false);
  };
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        if (next) setText(kind === 'link' ? String(editor.getAttributes('link').href ?? '') : '');
        setOpen(next);
      }}
      content={
        <Space.Compact>
          <Input
            autoFocus
            aria-label={label}
            value={text}
            placeholder={t(kind === 'link' ? 'widgets.editor.linkPlaceholder' : 'widgets.editor.anchorPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={apply}
          />
          <Button type="primary" onClick={apply}>
            {t('widgets.editor.apply')}
          </Button>
        </Space.Compact>
      }
    >
      <Button size="small" type="text" aria-label={label} title={label} icon={kind === 'link' ? <LinkOutlined /> : <NumberOutlined />} />
    </Popover>
  );
}

/** Places a stored picture at the cursor. */
export function insertImage(editor: Editor, src: string, alt: string): void {
  editor.chain().focus().insertContent({ type: 'image', attrs: { src, alt } }).run();
}

/** «Изображение»: picks a png/jpg/gif/webp file, hands it to the owner's upload, places the answer. */
function ImageButton({ editor, uploadImage }: { editor: Editor; uploadImage: (file: File) => Promise<string | null> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const chosen = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const src = await uploadImage(file);
      if (src) insertImage(editor, src, file.name);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <Button
        size="small"
        type="text"
        loading={busy}
        aria-label={t('widgets.editor.image')}
        title={t('widgets.editor.image')}
        icon={<PictureOutlined />}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-label={t('widgets.editor.image')}
        onChange={(e) => void chosen(e.target.files?.[0])}
      />
    </>
  );
}

export function EditorToolbar({ editor, uploadImage }: { editor: Editor; uploadImage?: (file: File) => Promise<string | null> }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      fontSize: String(e.getAttributes('textStyle').fontSize ?? ''),
      align: (ALIGNS.find((a) => a !== 'default' && e.isActive({ textAlign: a })) ?? 'default') as EditorAlign,
    }),
  });
  const size = Number.parseInt(state.fontSize, 10) || DEFAULT_FONT_SIZE;
  const sizeLabel = (px: number) => {
    const name = fontSizeName(px);
    return name ? `${t(`widgets.editor.sizes.${name}`)} (${px})` : `${px}`;
  };
  return (
    <div role="toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center', marginBottom: 4 }}>
      <Select
        size="small"
        aria-label={t('widgets.editor.fontSize')}
        value={size}
        style={{ width: 130 }}
        options={FONT_SIZES.map((px) => ({ value: px, label: sizeLabel(px) }))}
        onChange={(px: number) => applyFontSize(editor, px)}
      />
      <Button
        size="small"
        type={state.bold ? 'primary' : 'text'}
        aria-label={t('widgets.editor.bold')}
        icon={<BoldOutlined />}
        onClick={() => editor.chain().focus().toggleBold().run()}
      />
      <Button
        size="small"
        type={state.italic ? 'primary' : 'text'}
        aria-label={t('widgets.editor.italic')}
        icon={<ItalicOutlined />}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      />
      <Button
        size="small"
        type="text"
        aria-label={t('widgets.editor.bulletList')}
        icon={<UnorderedListOutlined />}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      />
      <Button
        size="small"
        type="text"
        aria-label={t('widgets.editor.orderedList')}
        icon={<OrderedListOutlined />}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      />
      {ALIGNS.map((a) => (
        <Button
          key={a}
          size="small"
          type={state.align === a ? 'primary' : 'text'}
          aria-label={t(`widgets.editor.align.${a}`)}
          aria-pressed={state.align === a}
          icon={ALIGN_ICONS[a]}
          onClick={() => applyAlign(editor, a)}
        />
      ))}
      <LinkButton editor={editor} kind="link" />
      <LinkButton editor={editor} kind="anchor" />
      {uploadImage && <ImageButton editor={editor} uploadImage={uploadImage} />}
    </div>
  );
}
