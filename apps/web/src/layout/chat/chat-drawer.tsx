import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { chatLocales } from './chat.locales.ts';
import styles from './chat.module.css';
import { closeChat, openChat } from './chat-actions.ts';
import type { ChatPartner } from './chat-store.ts';
import { ChatWindow } from './chat-window.tsx';
import { ContactList } from './contact-list.tsx';
import { ConversationList } from './conversation-list.tsx';

registerLocales(chatLocales);

const DRAWER_WIDTH = 280;

/**
 * The chat drawer on the right: the recent conversations and the contacts; picking either opens
 * the chat window beside it. Closing the drawer closes the chat.
 */
export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('messages');

  const openWith = (person: ChatPartner) => {
    const partner = {
      id: person.id,
      realName: person.realName,
      account: person.account,
      headIcon: person.headIcon,
    };
    if (!openChat(queryClient, partner)) message.error({ content: t('notConnected'), duration: 2 });
  };

  // The chat closes with the drawer, however the shell closes it (another panel opening too), so a
  // hidden chat never marks incoming messages read.
  useEffect(() => {
    if (!open) closeChat();
  }, [open]);

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        title={t('title')}
        size={DRAWER_WIDTH}
        placement="right"
        // The chat window sits beside the drawer, so the drawer must not pull the focus back into itself.
        focusable={{ trap: false }}
        styles={{ body: { padding: 0 } }}
      >
        <div className={styles.drawerBody} data-testid="chat-drawer">
          <Tabs
            className={styles.tabs}
            activeKey={tab}
            onChange={setTab}
            centered
            items={[
              {
                key: 'messages',
                label: t('tabMessages'),
                children: <ConversationList isOpen={open} onOpenChat={openWith} />,
              },
              { key: 'contacts', label: t('tabContacts'), children: <ContactList onOpenChat={openWith} /> },
            ]}
          />
        </div>
      </Drawer>
      {open && <ChatWindow />}
    </>
  );
}
