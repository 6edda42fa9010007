import type { MessageList } from '@platform/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listMessages, type MessageListParams, messageKeys } from '../../modules/message/api.ts';

/** Spec §9: message page size 20. */
export const MESSAGE_PAGE_SIZE = 20;

export type MessageFilters = Omit<MessageListParams, 'currentPage' | 'pageSize'>;

function nextPage(last: MessageList): number | undefined {
  const { currentPage, pageSize, total } = last.pagination;
  return currentPage * pageSize < total ? currentPage + 1 : undefined;
}

/** The drawer's infinite list: pages of 20, the next one when the list nears its end. */
export function useMessageFeed(filters: MessageFilters, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: messageKeys.list({ ...filters, pageSize: MESSAGE_PAGE_SIZE }),
    queryFn: ({ pageParam }) =>
      listMessages({ ...filters, currentPage: pageParam, pageSize: MESSAGE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: isEnabled,
  });
}
