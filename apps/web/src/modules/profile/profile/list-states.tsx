import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompactLoadError } from '../../../shared/query-state/query-state.tsx';

export { NoData, QueryState, tableEmptyText } from '../../../shared/query-state/query-state.tsx';

/** The "could not load" state with a retry button; `compact` is the small inline variant. */
export function LoadError({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  if (compact) return <CompactLoadError onRetry={onRetry} />;
  return (
    <Result
      status="warning"
      title={t('common:loadFailed')}
      extra={<Button onClick={onRetry}>{t('common:retry')}</Button>}
      data-testid="load-error"
    />
  );
}
