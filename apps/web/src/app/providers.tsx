import { LANGUAGES, type Language } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFeedback } from '../platform/feedback/app-feedback.tsx';
import { type AntdLocale, antdLocaleOf, applyLibraryLocale } from '../platform/i18n/library-locales.ts';
import { type SizeName, THEME_COLORS, useSettings } from '../platform/stores/settings-store.ts';

/** The four JNPF sizes onto antd's three control sizes. */
const ANTD_SIZES: Record<SizeName, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'middle',
  mini: 'small',
};

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** The antd locale of a language; one not loaded yet loads now (zh-CN stands in meanwhile). */
function useAntdLocale(language: Language): AntdLocale | undefined {
  const [, setLoadedCount] = useState(0);
  const locale = antdLocaleOf(language);
  useEffect(() => {
    if (locale) return;
    let isCurrent = true;
    applyLibraryLocale(language).then(
      () => {
        if (isCurrent) setLoadedCount((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [language, locale]);
  return locale ?? antdLocaleOf('zh-CN');
}

/**
 * Query cache, antd locale/theme/size following the user's settings, and the app's feedback APIs.
 * The dayjs locale follows the language in platform/i18n (library-locales.ts).
 */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'zh-CN';
  const themeClass = useSettings((s) => s.themeClass);
  const size = useSettings((s) => s.size);
  const locale = useAntdLocale(language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={locale}
        componentSize={ANTD_SIZES[size]}
        // No `algorithm`: antd's default one applies, and importing `theme` would bundle the dark and
        // compact algorithms too.
        theme={{ token: { colorPrimary: THEME_COLORS[themeClass] } }}
      >
        <AppFeedback>{children}</AppFeedback>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
