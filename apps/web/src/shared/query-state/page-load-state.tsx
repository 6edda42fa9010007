import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';

interface PageLoadStateProps<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** Prefix of the test ids: `<testId>-loading`, `<testId>-retry`. */
  testId: string;
  /** The error's title and the retry button's label, in the page's words. */
  failedTitle: string;
  retryLabel: string;
  /** The page's content with the loaded data. */
  children: (data: T) => ReactNode;
}

/** A settings page's whole-page states: a spinner while loading, an error with a retry, else the page. */
export function PageLoadState<T>({
  query,
  testId,
  failedTitle,
  retryLabel,
  children,
}: PageLoadStateProps<T>) {
  if (query.isPending)
    return <Spin style={{ display: 'block', padding: 48 }} data-testid={`${testId}-loading`} />;
  if (query.isError) {
    return (
      <Result
        status="error"
        title={failedTitle}
        extra={
          <Button onClick={() => void query.refetch()} data-testid={`${testId}-retry`}>
            {retryLabel}
          </Button>
        }
      />
    );
  }
  return query.data === undefined ? null : children(query.data);
}
