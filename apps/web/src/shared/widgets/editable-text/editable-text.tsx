import { Input } from 'antd';
import { type CSSProperties, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../toast/index.ts';
import './texts.ts';

/** Spec §9: the max-length toast at most once per second. */
export const MAX_LENGTH_TOAST_THROTTLE_MS = 1000;

export interface EditableTextProps {
  value: string;
  /** Called with the trimmed text when it changed (and is non-empty when required). */
  onSave: (value: string) => void;
  /** Without rights the text is read-only. */
  hasRights: boolean;
  /** Longer text is cut and a warning toast shown. */
  maxLength?: number;
  /** An empty text is not saved (default true). */
  required?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** Inline-editable text: click to edit, Enter or blur saves, Esc cancels. */
export function EditableText({ value, onSave, hasRights, maxLength, required = true, placeholder, style, ...rest }: EditableTextProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const lastWarned = useRef(Number.NEGATIVE_INFINITY);
  const done = useRef(false);

  const start = () => {
    if (!hasRights) return;
    done.current = false;
    setDraft(value);
    setEditing(true);
  };

  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    setEditing(false);
    const next = draft.trim();
    if (!save || next === value.trim() || (required && next === '')) return;
    onSave(next);
  };

  const change = (text: string) => {
    if (maxLength !== undefined && text.length > maxLength) {
      const now = Date.now();
      if (now - lastWarned.current >= MAX_LENGTH_TOAST_THROTTLE_MS) {
        lastWarned.current = now;
        toast(1, t('widgets.editableText.maxLength', { max: maxLength }));
      }
      setDraft(text.slice(0, maxLength));
      return;
    }
    setDraft(text);
  };

  if (editing) {
    return (
      <Input
        autoFocus
        size="small"
        aria-label={rest['aria-label']}
        value={draft}
        placeholder={placeholder}
        style={style}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') finish(true);
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            finish(false);
          }
        }}
        onBlur={() => finish(true)}
      />
    );
  }
  if (!hasRights) return <span style={style}>{value || placeholder}</span>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: inline text that turns into a field; a button would break the text flow
    <span
      role="button"
      tabIndex={0}
      title={t('widgets.editableText.edit')}
      aria-label={rest['aria-label']}
      style={{ cursor: 'text', borderBottom: '1px dashed currentColor', ...style }}
      onClick={start}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          start();
        }
      }}
    >
      {value || placeholder || t('widgets.editableText.empty')}
    </span>
  );
}
