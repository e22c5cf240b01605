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
 * Colours with a contrast of at least 4.5:1 on the page and container backgrounds (WCAG 2.1 AA 1.4.3),
 * set once here rather than per component: antd's defaults (#1677ff, 45 % text, #ff4d4f) stay below it.
 * The brand and status seeds are antd's own palette one step darker (blue-7, red-7, gold-8, green-8…).
 */
const CONTRAST_TOKENS = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorInfo: '#0958d9',
  colorError: '#cf1322',
  colorSuccess: '#237804',
  colorWarning: '#874d00',
  borderRadius: 8,
} as const;
/**
 * Secondary, description and placeholder texts: 60 % black instead of 45 % / 25 %; the text of the
 * coloured tags (`<Tag color="gold">`, statuses of spec 1 §4) one or two palette steps darker where
 * antd's step 7 stays below 4.5:1 on the tag's step-1 background.
 */
const TAG_TEXT = {
  cyan: '#006d75',
  green: '#237804',
  orange: '#ad4e00',
  volcano: '#ad2102',
  gold: '#874d00',
  yellow: '#614700',
  lime: '#3f6600',
};
const LIGHT_TEXT_TOKENS = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  // Both spellings: antd keeps `green7` and `green-7`, and both become the CSS variable --ant-green-7.
  ...Object.fromEntries(
    Object.entries(TAG_TEXT).flatMap(([name, hex]) => [
      [`${name}7`, hex],
      [`${name}-7`, hex],
    ]),
  ),
};
const DARK_TEXT_TOKENS = {
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextDescription: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.56)',
} as const;

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
        token: mode === 'dark' ? { ...CONTRAST_TOKENS, ...DARK_TEXT_TOKENS } : { ...CONTRAST_TOKENS, ...LIGHT_TEXT_TOKENS },
        // The days of the neighbouring months in a calendar are dates one can open, not disabled text.
        components: {
          Calendar: { colorTextDisabled: mode === 'dark' ? DARK_TEXT_TOKENS.colorTextTertiary : LIGHT_TEXT_TOKENS.colorTextTertiary },
        },
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
