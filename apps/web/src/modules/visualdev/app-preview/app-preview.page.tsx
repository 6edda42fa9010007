import { APP_PREVIEW_LIFE_MINUTES, type Language } from '@platform/contracts';
import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import { FormEngineWarmup, FormRenderer } from '@platform/form-engine/react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/http/api-error.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { appFormSources } from '../form-sources.ts';
import { withPickerSources } from '../pickers/picker-sources.ts';
import { appPreviewLocales } from './app-preview.locales.ts';
import { parseAppPreview } from './app-preview-design.ts';

registerLocales(appPreviewLocales);

/** A phone's width: the page shows the form as the App would, also on a desktop browser. */
const PHONE_STYLE = {
  maxWidth: 414,
  minHeight: '100vh',
  margin: '0 auto',
  background: 'var(--ant-color-bg-container, #fff)',
  boxShadow: '0 0 8px rgba(0, 0, 0, 0.08)',
} as const;

const HEADER_STYLE = {
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: '12px 16px',
  textAlign: 'center',
  background: 'var(--ant-color-bg-container, #fff)',
  borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
} as const;

/** The kept design drawn by the form engine; 404 means expired (or never kept), so it says that. */
function AppPreviewContent({ id }: { id: string }) {
  const { t, i18n } = useTranslation('appPreview');
  const locale = (i18n.language || 'zh-CN') as Language;
  const [sources] = useState(() => withPickerSources(appFormSources));
  const stored = useQuery({
    ...endpointQuery(onlineDevEndpoints.appPreviewRead, { params: { id } }, { isSilent: true }),
    // The kept text never changes; once it has expired, asking again only says so again.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const parsed = useMemo(
    () => (stored.data === undefined ? undefined : parseAppPreview(stored.data, locale)),
    [stored.data, locale],
  );

  if (stored.isPending) {
    return (
      <Spin description={t('page.loading')} data-testid="app-preview-loading">
        <div style={{ height: 160 }} />
      </Spin>
    );
  }
  if (stored.isError) {
    if (stored.error instanceof ApiError && stored.error.code === 404) {
      return (
        <Result
          status="warning"
          title={t('page.expired')}
          subTitle={t('page.expiredHint', { minutes: APP_PREVIEW_LIFE_MINUTES })}
          data-testid="app-preview-expired"
        />
      );
    }
    return (
      <Result
        status="error"
        title={t('page.failed')}
        subTitle={stored.error.message}
        extra={<Button onClick={() => void stored.refetch()}>{t('page.retry')}</Button>}
        data-testid="app-preview-failed"
      />
    );
  }
  if (!parsed?.success) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('page.designInvalid')}
        description={parsed?.errors.slice(0, 5).map((e) => <div key={e.path + e.message}>{e.message}</div>)}
        data-testid="app-preview-invalid"
      />
    );
  }
  return (
    <div data-testid="app-preview-form">
      <FormRenderer design={parsed} mode="edit" sources={sources} locale={locale} />
      <FormEngineWarmup />
    </div>
  );
}

/**
 * /appPreview?id=… (signed in, without the shell): the design a designer kept for the App preview,
 * in a phone-width frame. The read needs the designer's grant, as the server's route does.
 */
export default function AppPreviewPage() {
  const { t } = useTranslation('appPreview');
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() ?? '';
  return (
    <div style={PHONE_STYLE} data-testid="app-preview-page">
      <header style={HEADER_STYLE}>
        <Typography.Text strong>{t('page.title')}</Typography.Text>
      </header>
      <main style={{ padding: 16 }}>
        {id ? (
          <AppPreviewContent key={id} id={id} />
        ) : (
          <Result status="warning" title={t('page.missingId')} data-testid="app-preview-missing" />
        )}
      </main>
    </div>
  );
}
