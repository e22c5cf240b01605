import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import { type ReactNode, useEffect } from 'react';
import { onSessionEnd } from '../features/session/index.ts';
import { queryClient } from '../shared/api/index.ts';
import { useLanguage } from '../shared/i18n/index.ts';
import { ToastHost } from '../shared/toast/index.ts';
import { useTheme } from './theme.ts';

/**
 * antd theme and locale, antd's App context, TanStack Query and the toast area. A lazy chunk: the login
 * route renders without antd to stay within its 180 KB budget.
 */
export default function AntdProviders({ children }: { children: ReactNode }) {
  const [lang] = useLanguage();
  const mode = useTheme();
  useEffect(() => onSessionEnd(() => queryClient.clear()), []);
  return (
    <ConfigProvider
      locale={lang === 'en' ? enUS : ruRU}
      theme={{
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: '#1677ff', borderRadius: 8 },
      }}
    >
      {/* App: the context of App.useApp() (modal.warning of the forced-logout notice). */}
      <App component={false}>
        <QueryClientProvider client={queryClient}>
          <ToastHost />
          {children}
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
