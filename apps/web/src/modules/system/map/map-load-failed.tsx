import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the page shows when the maps could not be read, with a retry. */
export function MapLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('map');
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      extra={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}
