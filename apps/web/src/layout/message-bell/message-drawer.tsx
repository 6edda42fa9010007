import type { MessageType } from '@platform/contracts';
import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, Input, Select, Spin, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageDetailDialog } from '../../modules/message/components/message-detail-dialog.tsx';
import { useMessageTypeOptions } from '../../modules/message/use-message-type-options.ts';
import { useOpenMessage } from '../../modules/message/use-open-message.ts';
import { LazyScheduleViewDialog } from '../../modules/system/schedule/lazy-schedule-view-dialog.tsx';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../platform/http/call.ts';
import { endpointPrefix } from '../../platform/http/endpoint-query.ts';
import { useLoadMoreNearEnd } from '../../shared/ui/use-load-more-near-end.ts';
import styles from '../shell-layout.module.css';
import { MessageRow } from './message-list-item.tsx';
import { type MessageFilters, useMessageFeed } from './use-message-feed.ts';

/** The next page loads within 200 px of the bottom. */
export const LOAD_MORE_THRESHOLD = 200;
const DRAWER_WIDTH = 280;

/** The bell's drawer: search, source type, only-unread (on by default), infinite list, mark all read. */
export function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['message', 'common']);
  const { modal, message } = useAppFeedback();
  const queryClient = useQueryClient();
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<MessageType | ''>('');
  const [isOnlyUnread, setOnlyUnread] = useState(true);
  const filters = useMemo<MessageFilters>(
    () => ({ keyword: keyword || undefined, type: type || undefined, isRead: isOnlyUnread ? 0 : undefined }),
    [keyword, type, isOnlyUnread],
  );
  const feed = useMessageFeed(filters, open);
  const { open: openMessage, dialogId, closeDialog, scheduleTarget, closeSchedule } = useOpenMessage(onClose);
  const items = feed.data?.pages.flatMap((page) => page.list) ?? [];

  const { ref: listRef, onScroll } = useLoadMoreNearEnd<HTMLDivElement>({
    threshold: LOAD_MORE_THRESHOLD,
    canLoad: feed.hasNextPage && !feed.isFetchingNextPage,
    load: () => void feed.fetchNextPage(),
    pageSignal: feed.data?.pages.length,
  });

  const confirmReadAll = () =>
    modal.confirm({
      title: t('common:tip'),
      content: t('readAllConfirm'),
      onOk: async () => {
        const result = await callWithMessage(messageEndpoints.readAll, {
          body: { keyword: keyword || undefined, type: type || undefined },
        });
        message.success({ content: result.msg || t('readAllDone'), duration: 1.5 });
        await queryClient.invalidateQueries({ queryKey: endpointPrefix(messageEndpoints.list) });
      },
    });

  const typeOptions = useMessageTypeOptions();

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        title={t('drawerTitle')}
        size={DRAWER_WIDTH}
        placement="right"
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        extra={
          <Button type="link" size="small" onClick={confirmReadAll} data-testid="message-read-all">
            {t('readAll')}
          </Button>
        }
      >
        <div className={styles.messageDrawer} data-testid="message-drawer">
          <div className={styles.messageDrawerFilters}>
            <Input.Search
              allowClear
              value={keywordInput}
              placeholder={t('searchPlaceholder')}
              onChange={(event) => setKeywordInput(event.target.value)}
              onSearch={(value) => setKeyword(value.trim())}
              data-testid="message-search"
            />
            <div className={styles.messageDrawerRow}>
              <Select<MessageType | ''>
                value={type}
                onChange={setType}
                options={typeOptions}
                style={{ flex: 1 }}
                aria-label={t('sourceType')}
                data-testid="message-type"
              />
              <span className={styles.messageDrawerUnread}>
                <Switch
                  size="small"
                  checked={isOnlyUnread}
                  onChange={setOnlyUnread}
                  data-testid="message-only-unread"
                />
                {t('onlyUnread')}
              </span>
            </div>
          </div>
          <div
            ref={listRef}
            className={styles.messageDrawerList}
            onScroll={onScroll}
            data-testid="message-list"
          >
            {feed.isPending && open && <Spin className={styles.messageDrawerSpin} />}
            {feed.isError && (
              <div className={styles.messageDrawerState}>
                {t('common:loadFailed')}{' '}
                <Button size="small" type="link" onClick={() => void feed.refetch()}>
                  {t('common:retry')}
                </Button>
              </div>
            )}
            {feed.isSuccess && items.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:noData')} />
            )}
            <ul className={styles.messageDrawerItems}>
              {items.map((item) => (
                <MessageRow key={item.id} item={item} onOpen={(row) => void openMessage(row)} />
              ))}
            </ul>
            {feed.isFetchingNextPage && <Spin size="small" className={styles.messageDrawerSpin} />}
            {feed.isSuccess && items.length > 0 && !feed.hasNextPage && (
              <div className={styles.messageDrawerEnd}>{t('noMore')}</div>
            )}
          </div>
          <div className={styles.messageDrawerFooter}>
            <Link to="/messageRecord" onClick={onClose} data-testid="message-view-all">
              {t('viewAll')}
            </Link>
          </div>
        </div>
      </Drawer>
      <MessageDetailDialog messageId={dialogId} onClose={closeDialog} />
      <LazyScheduleViewDialog target={scheduleTarget} onClose={closeSchedule} />
    </>
  );
}
