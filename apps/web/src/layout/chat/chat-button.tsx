import { CommentOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '../navbar/tooltip-icon-button.tsx';
import styles from '../shell-layout.module.css';
import chatStyles from './chat-button.module.css';
import { useChatStore } from './chat-store.ts';

/** The navbar's chat button: opens the chat drawer; blinks, with a dot, while a chat message is unread. */
export function ChatButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('layout');
  const isBlinking = useChatStore((s) => s.isBlinking);
  return (
    <TooltipIconButton label={t('chat')} onClick={onOpen} data-testid="chat-button" data-blink={isBlinking}>
      <Badge dot={isBlinking} offset={[2, 0]}>
        <CommentOutlined className={`${styles.iconBtnIcon} ${isBlinking ? chatStyles.blink : ''}`} />
      </Badge>
    </TooltipIconButton>
  );
}
