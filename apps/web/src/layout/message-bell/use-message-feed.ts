import type { EndpointQuery, MessageList } from '@platform/contracts';
import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../platform/http/call.ts';
import { endpointKey } from '../../platform/http/endpoint-query.ts';

/** Message page size 20. */
export const MESSAGE_PAGE_SIZE = 20;

/** keyword, type and isRead; undefined means "all". */
export type MessageFilters = Omit<EndpointQuery<typeof messageEndpoints.list>, 'currentPage' | 'pageSize'>;

function nextPage(last: MessageList): number | undefined {
  const { currentPage, pageSize, total } = last.pagination;
  return currentPage * pageSize < total ? currentPage + 1 : undefined;
}

/** The drawer's infinite list: pages of 20, the next one when the list nears its end. */
export function useMessageFeed(filters: MessageFilters, isEnabled: boolean) {
  return useInfiniteQuery({
    // 'feed' keeps the infinite list apart from the paged lists under the same key.
    queryKey: [
      ...endpointKey(messageEndpoints.list, { query: { ...filters, pageSize: MESSAGE_PAGE_SIZE } }),
      'feed',
    ],
    queryFn: ({ pageParam }) =>
      call(messageEndpoints.list, {
        query: { ...filters, currentPage: pageParam, pageSize: MESSAGE_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: isEnabled,
  });
}
