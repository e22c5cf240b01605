import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatProps } from './chat.tsx';
import './texts.ts';

/** The chat with TipTap in lazy chunks: it loads only where a chat is shown. */
const Impl = lazy(() => import('./chat.tsx').then((m) => ({ default: m.Chat })));

export function LazyChat(props: ChatProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Spin size="small" /> {t('widgets.chat.loading')}
        </span>
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}
