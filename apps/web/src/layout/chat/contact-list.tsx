import { CHAT_PAGE_SIZES, type ImUserPage } from '@platform/contracts';
import { usersPickerEndpoints } from '@platform/contracts/web-endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/http/call.ts';
import { endpointKey } from '../../platform/http/endpoint-query.ts';
import { QueryState } from '../../shared/query-state/query-state.tsx';
import { useLoadMoreNearEnd } from '../../shared/ui/use-load-more-near-end.ts';
import styles from './chat.module.css';
import { ChatAvatar } from './chat-avatar.tsx';

/** The next page of contacts loads within 300 px of the list's bottom. */
export const CONTACTS_LOAD_MORE_PX = 300;

export type ChatContact = ImUserPage['list'][number];

function nextPage(last: ImUserPage): number | undefined {
  const { currentPage, pageSize, total } = last.pagination;
  return currentPage * pageSize < total && last.list.length === pageSize ? currentPage + 1 : undefined;
}

/** Everyone the user may chat with, searched by keyword and paged as the list scrolls. */
export function ContactList({ onOpenChat }: { onOpenChat: (contact: ChatContact) => void }) {
  const { t } = useTranslation('chat');
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const pageSize = CHAT_PAGE_SIZES.contacts;
  const feed = useInfiniteQuery({
    queryKey: [...endpointKey(usersPickerEndpoints.imUsers, { query: { keyword, pageSize } }), 'feed'],
    queryFn: ({ pageParam }) =>
      call(
        usersPickerEndpoints.imUsers,
        { query: { keyword: keyword || undefined, currentPage: pageParam, pageSize } },
        { isSilent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const items = feed.data?.pages.flatMap((page) => page.list) ?? [];

  const { ref, onScroll } = useLoadMoreNearEnd<HTMLUListElement>({
    threshold: CONTACTS_LOAD_MORE_PX,
    canLoad: feed.hasNextPage && !feed.isFetchingNextPage,
    load: () => void feed.fetchNextPage(),
    pageSignal: feed.data?.pages.length,
  });

  return (
    <>
      <div className={styles.search}>
        <Input.Search
          allowClear
          value={keywordInput}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => setKeywordInput(event.target.value)}
          onSearch={(value) => setKeyword(value.trim())}
          enterButton={false}
          aria-label={t('search')}
          data-testid="chat-contact-search"
        />
      </div>
      <QueryState query={feed} isEmpty={items.length === 0}>
        <ul ref={ref} className={styles.list} onScroll={onScroll} data-testid="chat-contacts">
          {items.map((contact) => (
            <li key={contact.id} className={styles.row}>
              <button
                type="button"
                className={styles.item}
                onClick={() => onOpenChat(contact)}
                data-testid="chat-contact"
              >
                <ChatAvatar headIcon={contact.headIcon} name={contact.realName} />
                <span className={styles.itemText}>
                  <span
                    className={`${styles.itemLine} ${styles.itemName}`}
                  >{`${contact.realName}/${contact.account}`}</span>
                  <span className={styles.itemSub}>{contact.department ?? ''}</span>
                </span>
              </button>
            </li>
          ))}
          {feed.isFetchingNextPage && (
            <li>
              <Spin size="small" className={styles.spin} />
            </li>
          )}
        </ul>
      </QueryState>
    </>
  );
}
