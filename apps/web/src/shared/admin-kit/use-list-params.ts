import { useCallback, useState } from 'react';
import { PAGE_SIZES } from './list-pager.tsx';

/** The query of every paged list: page, size and keyword, plus the page's own filters. */
export type ListParams<F extends object = Record<never, never>> = {
  currentPage: number;
  pageSize: number;
  keyword: string;
} & F;

/**
 * Paged-list state: a new keyword or filter goes back to page 1 (the old page may not exist any more);
 * a page change keeps the rest. The params object is the TanStack Query key part of the list.
 */
export function useListParams<F extends object = Record<never, never>>(filters: F = {} as F) {
  const [params, setParams] = useState<ListParams<F>>({
    currentPage: 1,
    pageSize: PAGE_SIZES[0],
    keyword: '',
    ...filters,
  });
  const search = useCallback(
    (keyword: string) => setParams((p) => ({ ...p, keyword: keyword.trim(), currentPage: 1 })),
    [],
  );
  const filter = useCallback((next: Partial<F>) => setParams((p) => ({ ...p, ...next, currentPage: 1 })), []);
  const page = useCallback(
    (currentPage: number, pageSize: number) => setParams((p) => ({ ...p, currentPage, pageSize })),
    [],
  );
  return { params, search, filter, page };
}
