import { MoreOutlined } from '@ant-design/icons';
import type { ImReplyItem } from '@platform/contracts';
import { chatEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../platform/http/call.ts';
import { endpointQuery } from '../../platform/http/endpoint-query.ts';
import { QueryState } from '../../shared/query-state/query-state.tsx';
import styles from './chat.module.css';
import { closeChat } from './chat-actions.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { conversationTime } from './chat-format.ts';
import { MEDIA_TEXT_KEYS, previewKind } from './chat-lines.ts';
import { hasUnreadBlink, updateConversations, useChatStore } from './chat-store.ts';

interface ConversationListProps {
  isOpen: boolean;
  onOpenChat: (item: ImReplyItem) => void;
}

/** The recent conversations: who, the latest message, when, and how many are unread. */
export function ConversationList({ isOpen, onOpenChat }: ConversationListProps) {
  const { t } = useTranslation(['chat', 'common']);
  const { modal, message } = useAppFeedback();
  const queryClient = useQueryClient();
  const activeId = useChatStore((s) => s.partner?.id);
  const query = useQuery({
    ...endpointQuery(chatEndpoints.list, undefined, { isSilent: true }),
    enabled: isOpen,
  });
  const { refetch } = query;
  // Every later opening of the drawer shows the server's list afresh (unread counts may have changed
  // elsewhere); the first one fetches with the query itself.
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (isOpen && !wasOpen.current) void refetch();
    wasOpen.current = isOpen;
  }, [isOpen, refetch]);
  // The blink follows the list the server answered.
  useEffect(() => {
    if (query.data) hasUnreadBlink(query.data.list);
  }, [query.data]);

  const confirm = (item: ImReplyItem, action: 'remove' | 'clear') =>
    modal.confirm({
      title: t('common:tip'),
      content: action === 'remove' ? t('removeConfirm') : t('clearConfirm'),
      onOk: async () => {
        const endpoint = action === 'remove' ? chatEndpoints.removeConversation : chatEndpoints.removeRecords;
        const result = await callWithMessage(endpoint, { params: { id: item.id } });
        if (useChatStore.getState().partner?.id === item.id) closeChat();
        updateConversations(queryClient, (list) =>
          action === 'remove'
            ? list.filter((entry) => entry.id !== item.id)
            : list.map((entry) =>
                entry.id === item.id
                  ? { ...entry, unreadMessage: 0, latestMessage: '', messageType: '' }
                  : entry,
              ),
        );
        if (result.msg) message.success({ content: result.msg, duration: 1.5 });
      },
    });

  const menuOf = (item: ImReplyItem): MenuProps => ({
    items: [
      { key: 'remove', label: t('remove'), onClick: () => confirm(item, 'remove') },
      { key: 'clear', label: t('clearRecords'), danger: true, onClick: () => confirm(item, 'clear') },
    ],
  });

  const preview = (item: ImReplyItem) => {
    const kind = previewKind(item.messageType);
    return kind ? t(MEDIA_TEXT_KEYS[kind]) : (item.latestMessage ?? '');
  };

  const items = query.data?.list ?? [];
  return (
    <QueryState query={query} isEmpty={items.length === 0}>
      <ul className={styles.list} data-testid="chat-conversations">
        {items.map((item) => (
          <Dropdown key={item.id} menu={menuOf(item)} trigger={['contextMenu']}>
            <li
              className={`${styles.row} ${item.id === activeId ? styles.itemActive : ''}`}
              data-testid="chat-conversation"
              data-user-id={item.id}
              data-unread={item.unreadMessage}
            >
              <button type="button" className={styles.item} onClick={() => onOpenChat(item)}>
                <Badge
                  count={item.unreadMessage}
                  size="small"
                  title={t('unread', { count: item.unreadMessage })}
                  data-testid="chat-unread"
                >
                  <ChatAvatar headIcon={item.headIcon} name={item.realName} />
                </Badge>
                <span className={styles.itemText}>
                  <span className={styles.itemLine}>
                    <span className={styles.itemName}>{`${item.realName}/${item.account}`}</span>
                    <span className={styles.itemTime}>{conversationTime(item.latestDate)}</span>
                  </span>
                  <span className={`${styles.itemSub} ${styles.itemLine}`}>{preview(item)}</span>
                </span>
              </button>
              <Dropdown menu={menuOf(item)} trigger={['click']}>
                <Button
                  type="text"
                  size="small"
                  icon={<MoreOutlined />}
                  aria-label={t('conversationActions')}
                  data-testid="chat-conversation-actions"
                />
              </Dropdown>
            </li>
          </Dropdown>
        ))}
      </ul>
    </QueryState>
  );
}
