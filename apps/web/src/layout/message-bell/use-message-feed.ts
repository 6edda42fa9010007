import type { EndpointQuery, MessageList } from '@platform/contracts';
import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../platform/http/call.ts';
import { endpointKey } from '../../platform/http/endpoint-query.ts';

/** Message page size 20. */
export const MESSAGE_PAGE_SIZE = 20;

/** keyword, type and isRead; undefined means "all". */
export type MessageFilters = Omit<EndpointQuery<typeof messageEndpoints.list>, 'currentPage' | 'pageSize'>;

/** A page of the feed: its number and the cursor of the page before it (keyset paging). */
interface FeedPage {
  currentPage: number;
  cursor?: string;
}

/** The page after the last one loaded, found from the last one's place, while there are more. */
function nextPage(last: MessageList): FeedPage | undefined {
  const { currentPage, pageSize, total, nextCursor } = last.pagination;
  return currentPage * pageSize < total ? { currentPage: currentPage + 1, cursor: nextCursor } : undefined;
}

/**
 * The drawer's infinite list: pages of 20, the next one when the list nears its end, asked for after
 * the last message shown, so a message that arrives meanwhile neither repeats nor hides one.
 */
export function useMessageFeed(filters: MessageFilters, isEnabled: boolean) {
  return useInfiniteQuery({
    // 'feed' keeps the infinite list apart from the paged lists under the same key.
    queryKey: [
      ...endpointKey(messageEndpoints.list, { query: { ...filters, pageSize: MESSAGE_PAGE_SIZE } }),
      'feed',
    ],
    queryFn: ({ pageParam }) =>
      call(messageEndpoints.list, {
        query: { ...filters, ...pageParam, pageSize: MESSAGE_PAGE_SIZE },
      }),
    initialPageParam: { currentPage: 1 } as FeedPage,
    getNextPageParam: nextPage,
    enabled: isEnabled,
  });
}
