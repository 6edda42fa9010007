import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { decodeHref } from '../../platform/navigation/menu-navigation.ts';

/** Embeds an external page: `href` is base64 of the url-encoded address. */
export function ExternalLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = decodeHref(params.get('href') ?? '');
  const isSafe = /^(https?:\/\/|\/)/i.test(url);
  if (!url || !isSafe) return <Result status="warning" title={t('notFoundTitle')} />;
  return (
    <iframe
      title={params.get('title') ?? url}
      src={url}
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0 }}
      data-testid="external-link-frame"
    />
  );
}
