import type { Language, ShortLinkConfig } from '@platform/contracts';
import { shortLinkEndpoints } from '@platform/contracts/web-endpoints';
import { dataViewFieldNames, dataViewFormDesign, parseFormDesign } from '@platform/form-engine';
import { FormEngineWarmup } from '@platform/form-engine/react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Result, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { onlineDevLocales } from '../online-dev/online-dev.locales.ts';
import { shortLinkLocales } from './short-link.locales.ts';
import { type LinkUse, readLinkToken } from './short-link-fields.ts';
import { ShortLinkForm } from './short-link-form.tsx';
import { ShortLinkList } from './short-link-list.tsx';
import { ShortLinkPassword } from './short-link-password.tsx';

registerLocales(shortLinkLocales, onlineDevLocales);

const PAGE_STYLE = { maxWidth: 1080, margin: '0 auto', padding: 16 } as const;
/** webType 4: a data view, whose list link lists its interface's rows by its list's fields. */
const DATA_VIEW = 4;

interface LinkProps {
  modelId: string;
  use: LinkUse;
  /** The token the calls carry: the link's own, or the one a password check answered. */
  encryption: string;
}

/** The released design of the link, drawn as the form to fill or the public list. */
function ShortLinkContent({ modelId, use, encryption, config }: LinkProps & { config: ShortLinkConfig }) {
  const { t, i18n } = useTranslation(['shortLink', 'onlineDev']);
  const locale = (i18n.language || 'zh-CN') as Language;
  const release = useQuery(
    endpointQuery(
      shortLinkEndpoints.config,
      { params: { modelId }, query: { encryption } },
      { isSilent: true },
    ),
  );
  const isView = release.data?.webType === DATA_VIEW;
  const parsed = useMemo(() => {
    if (!release.data) return undefined;
    // A data view has no form: its fields are those of its list, read as text.
    if (release.data.webType === DATA_VIEW) {
      return parseFormDesign(dataViewFormDesign(dataViewFieldNames(release.data.columnData ?? '')), locale);
    }
    try {
      return parseFormDesign(JSON.parse(release.data.formData ?? ''), locale);
    } catch {
      return { success: false as const, errors: [] };
    }
  }, [release.data, locale]);

  if (release.isPending) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (release.isError) {
    return (
      <Result
        status="error"
        title={t('pageTitle')}
        subTitle={release.error.message}
        data-testid="short-link-failed"
      />
    );
  }
  if (!parsed?.success) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('onlineDev:designInvalid')}
        data-testid="short-link-design-error"
      />
    );
  }
  return (
    <Card title={release.data.fullName} data-testid="short-link-page">
      {use === 'form' ? (
        <ShortLinkForm modelId={modelId} encryption={encryption} design={parsed} />
      ) : (
        <ShortLinkList
          modelId={modelId}
          encryption={encryption}
          config={config}
          design={parsed}
          hasDetail={!isView}
        />
      )}
      <FormEngineWarmup />
    </Card>
  );
}

/** Reads the link's settings, asks the password when the link's use has one, then shows the design. */
function ShortLinkGate({ modelId, use, encryption }: LinkProps) {
  const { t } = useTranslation('shortLink');
  const [passed, setPassed] = useState<string>();
  const settings = useQuery(
    endpointQuery(
      shortLinkEndpoints.getConfig,
      { params: { id: modelId }, query: { encryption } },
      { isSilent: true },
    ),
  );
  if (settings.isPending) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (settings.isError) {
    return (
      <Result
        status="warning"
        title={t('pageTitle')}
        subTitle={settings.error.message}
        data-testid="short-link-failed"
      />
    );
  }
  const hasPassword = (use === 'form' ? settings.data.formPassUse : settings.data.columnPassUse) === 1;
  if (hasPassword && passed === undefined) {
    return <ShortLinkPassword modelId={modelId} use={use} encryption={encryption} onPassed={setPassed} />;
  }
  return (
    <ShortLinkContent modelId={modelId} use={use} encryption={passed ?? encryption} config={settings.data} />
  );
}

/**
 * /formShortLink?encryption=… (public, no login): a design's form link or list link. The token names
 * the design and the use; the server checks it on every call and answers why a link does not open
 * (switched off, not released, wrong password), which the page shows as it comes.
 */
export default function ShortLinkPage() {
  const { t } = useTranslation('shortLink');
  const [search] = useSearchParams();
  const encryption = search.get('encryption') ?? '';
  const token = readLinkToken(encryption);
  return (
    <div style={PAGE_STYLE}>
      {token ? (
        <ShortLinkGate key={encryption} modelId={token.modelId} use={token.type} encryption={encryption} />
      ) : (
        <Result
          status="warning"
          title={t('pageTitle')}
          subTitle={t('linkInvalid')}
          data-testid="short-link-invalid"
        />
      )}
    </div>
  );
}
