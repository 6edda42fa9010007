import { CloseOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import styles from './chat.module.css';
import { closeChat, closeHistory, searchHistory } from './chat-actions.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatHistory } from './chat-history.tsx';
import { ChatLinesView, type ChatPeople } from './chat-lines-view.tsx';
import { type ChatPartner, useChatStore } from './chat-store.ts';

/** The open chat beside the drawer: the latest messages, the tools and the text box, and the history panel. */
export function ChatWindow() {
  const partner = useChatStore((s) => s.partner);
  if (!partner) return null;
  return createPortal(<OpenChat key={partner.id} partner={partner} />, document.body);
}

function OpenChat({ partner }: { partner: ChatPartner }) {
  const { t } = useTranslation('chat');
  const { message } = useAppFeedback();
  const userInfo = useSession((s) => s.current?.userInfo);
  const lines = useChatStore((s) => s.lines);
  const isLoading = useChatStore((s) => s.isWindowLoading);
  const isHistoryOpen = useChatStore((s) => s.history !== null);
  const listRef = useRef<HTMLUListElement>(null);
  const people: ChatPeople = {
    myId: userInfo?.userId ?? '',
    me: { name: userInfo?.userName ?? '', headIcon: userInfo?.headIcon ?? null },
    partner,
  };

  // The newest message stays in view as messages arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the lines change
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  const toggleHistory = () => {
    if (isHistoryOpen) return closeHistory();
    if (!searchHistory()) message.error({ content: t('notConnected'), duration: 2 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeChat();
  };

  return (
    <section
      className={`${styles.window} ${isHistoryOpen ? styles.windowWide : ''}`}
      aria-label={`${partner.realName}/${partner.account}`}
      onKeyDown={onKeyDown}
      data-testid="chat-window"
      data-user-id={partner.id}
    >
      <div className={styles.chatBox}>
        <header className={styles.header}>
          <ChatAvatar headIcon={partner.headIcon} name={partner.realName} size={30} />
          <span className={styles.headerName}>{`${partner.realName}/${partner.account}`}</span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            onClick={closeChat}
            aria-label={t('close')}
            data-testid="chat-window-close"
          />
        </header>
        {isLoading ? (
          <div className={styles.lines}>
            <Spin className={styles.spin} />
          </div>
        ) : (
          <ChatLinesView ref={listRef} lines={lines} people={people} testId="chat-lines" />
        )}
        <ChatComposer toUserId={partner.id} isHistoryOpen={isHistoryOpen} onToggleHistory={toggleHistory} />
      </div>
      {isHistoryOpen && <ChatHistory people={people} />}
    </section>
  );
}
