import { Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Loading, error and empty states of list blocks. Kept free of antd Result (its illustrations are
 * ~11 KB gzip) because home renders these on the first screen; the full-page error lives in
 * modules/profile/components/list-states.tsx.
 */

/** The compact "could not load" state with a retry button. */
export function CompactLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('loadFailed')} data-testid="load-error">
      <Button size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Empty>
  );
}

/** The 暂无数据 state. */
export function NoData() {
  const { t } = useTranslation();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />;
}

/** What a table shows when it has no rows: the error (with retry) or 暂无数据. */
export function tableEmptyText(isError: boolean, onRetry: () => void): ReactNode {
  return isError ? <CompactLoadError onRetry={onRetry} /> : <NoData />;
}

interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty?: boolean;
  children: ReactNode;
}

/** Loading, error and empty handling for a block that renders one query's data. */
export function QueryState({ query, isEmpty = false, children }: QueryStateProps) {
  if (query.isPending) {
    return (
      <div style={{ padding: 32, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (query.isError) return <CompactLoadError onRetry={() => void query.refetch()} />;
  if (isEmpty) return <NoData />;
  return children;
}
