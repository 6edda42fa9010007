import { Empty, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { useLoadMoreNearEnd } from '../../shared/ui/use-load-more-near-end.ts';
import styles from './chat.module.css';
import { loadMoreHistory, searchHistory } from './chat-actions.ts';
import { ChatLinesView, type ChatPeople } from './chat-lines-view.tsx';
import { useChatStore } from './chat-store.ts';

/** The next history page loads within 100 px of the panel's bottom. */
export const HISTORY_LOAD_MORE_PX = 100;

/** The whole conversation, oldest first, searchable by keyword, paged as it scrolls. */
export function ChatHistory({ people }: { people: ChatPeople }) {
  const { t } = useTranslation(['chat', 'common']);
  const { message } = useAppFeedback();
  const history = useChatStore((s) => s.history);
  const [keywordInput, setKeywordInput] = useState('');
  const { ref: listRef, onScroll } = useLoadMoreNearEnd<HTMLUListElement>({
    threshold: HISTORY_LOAD_MORE_PX,
    canLoad: Boolean(history && !history.isLoading && !history.isFinished),
    load: loadMoreHistory,
    pageSignal: history?.page,
  });

  const search = (value: string) => {
    if (!searchHistory(value.trim())) message.error({ content: t('notConnected'), duration: 2 });
    if (listRef.current) listRef.current.scrollTop = 0;
  };

  if (!history) return null;
  const isEmpty = history.isFinished && history.lines.length === 0;
  return (
    <section className={styles.history} data-testid="chat-history" aria-label={t('history')}>
      <div className={styles.search} style={{ paddingTop: 8 }}>
        <Input.Search
          allowClear
          value={keywordInput}
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          onChange={(event) => setKeywordInput(event.target.value)}
          onSearch={search}
          data-testid="chat-history-search"
        />
      </div>
      {isEmpty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:noData')} />
      ) : (
        <ChatLinesView
          ref={listRef}
          lines={history.lines}
          people={people}
          onScroll={onScroll}
          testId="chat-history-lines"
        />
      )}
      {history.isLoading && <Spin size="small" className={styles.spin} />}
    </section>
  );
}
