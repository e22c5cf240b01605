import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import { toast } from '../../toast/index.ts';
import './texts.ts';

export type CopyKind = 'text' | 'link' | 'number';

/**
 * Copies to the clipboard with a success toast for text, a link or a number. When the
 * clipboard API is missing or refuses, a prompt shows the text and asks to press Ctrl+C.
 */
export async function copyToClipboard(text: string, kind: CopyKind = 'text'): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast(0, i18n.t(`widgets.copy.${kind}`));
    return true;
  } catch {
    window.prompt(i18n.t('widgets.copy.prompt'), text);
    return false;
  }
}

export interface CopyButtonProps {
  text: string;
  kind?: CopyKind;
  /** Button text; an icon-only button when absent. */
  children?: ReactNode;
  size?: 'small' | 'middle' | 'large';
  type?: 'text' | 'link' | 'default';
}

export function CopyButton({ text, kind = 'text', children, size = 'small', type = 'text' }: CopyButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size={size}
      type={type}
      icon={<CopyOutlined />}
      aria-label={children ? undefined : t('widgets.copy.button')}
      title={t('widgets.copy.button')}
      onClick={() => void copyToClipboard(text, kind)}
    >
      {children}
    </Button>
  );
}
