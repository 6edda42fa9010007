import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompactLoadError, tableEmptyText } from '../../../shared/query-state/query-state.tsx';

export { NoData, QueryState } from '../../../shared/query-state/query-state.tsx';

/** The "could not load" state with a retry button; `compact` is the small inline variant. */
export function LoadError({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  if (compact) return <CompactLoadError onRetry={onRetry} />;
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      extra={<Button onClick={onRetry}>{t('retry')}</Button>}
      data-testid="load-error"
    />
  );
}

interface TableQuery {
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The props of a Table showing one query: rows keyed by id, its loading, and a retry after a failure. */
export const queryTableProps = (query: TableQuery) =>
  ({
    rowKey: 'id',
    size: 'middle',
    loading: query.isFetching,
    locale: { emptyText: tableEmptyText(query.isError, () => void query.refetch()) },
  }) as const;

/** Loads a query's data again. */
export function RefreshButton({ query }: { query: Pick<TableQuery, 'refetch'> }) {
  const { t } = useTranslation();
  return (
    <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
      {t('refresh')}
    </Button>
  );
}
