import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppFeedback } from '../platform/feedback/app-feedback.tsx';
import { initI18n } from '../platform/i18n/index.ts';
import { registerAllLocales } from './register-all-locales.ts';

/** Renders a page or component with what the app gives it: i18n (zh-CN), query cache, antd App, router. */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  registerAllLocales();
  initI18n('zh-CN');
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  return render(
    <QueryClientProvider client={client}>
      {/* No motion: happy-dom fires no transition events, so closing dialogs would never finish. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AppFeedback>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AppFeedback>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
