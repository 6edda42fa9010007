import type { MessageListItem } from '@platform/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { messageLocales } from '../../modules/message/message.locales.ts';
import { keyIn } from '../../platform/i18n/define-locales.ts';
import styles from '../shell-layout.module.css';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'green', 4: 'purple' };

/** One row of the message drawer; unread rows carry a dot and a bold title. */
export function MessageRow({
  item,
  onOpen,
}: {
  item: MessageListItem;
  onOpen: (item: MessageListItem) => void;
}) {
  const { t } = useTranslation('message');
  const isUnread = item.isRead === '0';
  return (
    <li>
      <button
        type="button"
        className={`${styles.messageRow}${isUnread ? ` ${styles.messageRowUnread}` : ''}`}
        onClick={() => onOpen(item)}
        data-testid={`message-item-${item.id}`}
      >
        <span className={styles.messageRowHead}>
          {isUnread && <span className={styles.messageRowDot} role="img" aria-label={t('unread')} />}
          <span className={styles.messageRowTitle}>{item.title}</span>
        </span>
        <span className={styles.messageRowMeta}>
          <Tag color={TYPE_COLORS[item.type]} variant="filled">
            {t(`types.${keyIn(messageLocales.resources['zh-CN'].types, item.type) ?? '1'}`)}
          </Tag>
          <span>{dayjs(item.releaseTime).format('YYYY-MM-DD HH:mm')}</span>
        </span>
      </button>
    </li>
  );
}
