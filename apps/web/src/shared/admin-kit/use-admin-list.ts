import type { EndpointInput, EndpointOutput, WebEndpoint } from '@platform/contracts';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { TableColumnType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { endpointQuery } from '../../platform/http/endpoint-query.ts';
import { useGrantedColumns } from '../permission/use-grant-gate.ts';
import { cursorToward, listIdentity, type ShownPage } from './page-cursor.ts';

/** The row of a list endpoint: its answer is `{ list, pagination? }`. */
type RowOf<E> = EndpointOutput<E> extends { list: (infer R)[] } ? R : never;

/** The list query of an endpoint. */
type QueryOf<E> = NonNullable<EndpointInput<E>['query']>;
/** `true` when the endpoint's list query takes a keyset `cursor`; never otherwise. */
type TakesCursor<E> = [QueryOf<E>] extends [never] ? never : 'cursor' extends keyof QueryOf<E> ? true : never;

/** The state of one administration list (useAdminList). */
export interface AdminListState<Row> {
  list: UseQueryResult<{ list: Row[]; pagination?: { total: number; totalExact?: false } }>;
  /** The columns the caller may see, and whether any of the menu's governed columns is among them. */
  granted: { columns: TableColumnType<Row>[]; hasDeclared: boolean };
  /** The page asked for, when the list is paged (its query has `currentPage` and `pageSize`). */
  paging?: { currentPage: number; pageSize: number };
  refresh: () => void;
}

const UNGOVERNED: ReadonlySet<string> = new Set();

/**
 * The state of one administration list: its query (`endpoint` with `query` and/or `params`), the
 * columns the caller may see and a refresh. `grantCodes` are the menu's column resources: without
 * them every column shows and the list always loads; with them a column whose key is one shows only
 * when granted, and the list loads only when one is.
 */
export function useAdminList<E extends WebEndpoint>(options: {
  endpoint: E;
  query?: NonNullable<EndpointInput<E>['query']>;
  params?: NonNullable<EndpointInput<E>['params']>;
  /** The list's filters and page when the endpoint takes them as a body (POST …/List). */
  body?: NonNullable<EndpointInput<E>['body']>;
  columns: TableColumnType<RowOf<E>>[];
  grantCodes?: ReadonlySet<string>;
  /** Orders or hides the granted columns (the user's column settings); keep it stable (useCallback). */
  arrange?: (columns: TableColumnType<RowOf<E>>[]) => TableColumnType<RowOf<E>>[];
  /** False holds the query back (a filter it needs is not chosen yet). */
  enabled?: boolean;
  /**
   * The list pages by keyset (page-cursor.ts): moving one page on from the page on screen sends that
   * page's nextCursor (prevCursor) as `cursor`. Only lists whose query takes a `cursor` may say so.
   */
  keyset?: TakesCursor<E>;
}): AdminListState<RowOf<E>> {
  const { endpoint, query, params, body, grantCodes, arrange, keyset } = options;
  const gated = useGrantedColumns(options.columns, grantCodes ?? UNGOVERNED);
  const hasDeclared = grantCodes === undefined || gated.hasDeclared;
  const columns = useMemo(() => (arrange ? arrange(gated.columns) : gated.columns), [arrange, gated.columns]);
  const input =
    query === undefined && params === undefined && body === undefined
      ? undefined
      : {
          ...(query === undefined ? {} : { query }),
          ...(params === undefined ? {} : { params }),
          ...(body === undefined ? {} : { body }),
        };
  const paged = (query ?? body) as { currentPage?: unknown; pageSize?: unknown } | undefined;
  const identity = keyset && query ? listIdentity(query as Record<string, unknown>, params) : '';
  const [shown, setShown] = useState<ShownPage>();
  const cursor = keyset ? cursorToward(shown, identity, paged?.currentPage) : undefined;
  const keyed = endpointQuery(endpoint, input as EndpointInput<E>);
  const list = useQuery({
    // The cursor goes with the request only: the page's cache key is the same however it was reached.
    ...(cursor === undefined
      ? keyed
      : endpointQuery(endpoint, { ...input, query: { ...query, cursor } } as EndpointInput<E>)),
    queryKey: keyed.queryKey,
    placeholderData: keepPreviousData,
    enabled: hasDeclared && (options.enabled ?? true),
  });
  const answer = list.data as { pagination?: { nextCursor?: string; prevCursor?: string } } | undefined;
  const isOwnAnswer = answer !== undefined && !list.isPlaceholderData;
  const currentPage = paged?.currentPage;
  // The page on screen is the one whose own answer shows (not the previous page kept while loading).
  useEffect(() => {
    if (!keyset || !isOwnAnswer || typeof currentPage !== 'number') return;
    const { nextCursor, prevCursor } = answer.pagination ?? {};
    setShown((prev) =>
      prev?.list === identity &&
      prev.currentPage === currentPage &&
      prev.nextCursor === nextCursor &&
      prev.prevCursor === prevCursor
        ? prev
        : { list: identity, currentPage, nextCursor, prevCursor },
    );
  }, [keyset, isOwnAnswer, answer, identity, currentPage]);
  return {
    list: list as AdminListState<RowOf<E>>['list'],
    granted: { columns, hasDeclared },
    paging:
      typeof paged?.currentPage === 'number' && typeof paged.pageSize === 'number'
        ? { currentPage: paged.currentPage, pageSize: paged.pageSize }
        : undefined,
    refresh: () => void list.refetch(),
  };
}
