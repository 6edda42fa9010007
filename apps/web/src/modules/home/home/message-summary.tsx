import type { MessageListItem } from '@platform/contracts';
import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { QueryState } from '../../../shared/query-state/query-state.tsx';
import { LightCard } from '../../../shared/ui/light-card.tsx';
import { useIsPasswordChangePending } from '../../profile/utils/should-force-password.ts';
import styles from './home.module.css';
import { StatValue } from './stat-value.tsx';

const LATEST = 5;
const UNREAD = { isRead: 0 } as const;

/** The latest few messages of a filter, keyed apart from the drawer's infinite list. */
function useLatestMessages(filter: { isRead?: 0; type?: 3 }) {
  const params = { currentPage: 1, pageSize: LATEST, ...filter };
  const isPending = useIsPasswordChangePending();
  return useQuery({ ...endpointQuery(messageEndpoints.list, { query: params }), enabled: !isPending });
}

/** A clickable message line: title, unread dot and release time. */
function MessageLine({ item, onOpen }: { item: MessageListItem; onOpen: (item: MessageListItem) => void }) {
  return (
    <li>
      <button type="button" className={styles.messageLine} onClick={() => onOpen(item)}>
        <Badge status={item.isRead === '0' ? 'processing' : 'default'} />
        <span className={`${styles.ellipsis} ${styles.messageTitle}`}>{item.title}</span>
        <span className={styles.messageTime}>{dayjs(item.releaseTime).format('MM-DD HH:mm')}</span>
      </button>
    </li>
  );
}

/** The latest few messages of a filter as clickable lines (with the loading, error and empty states). */
export function LatestMessages({
  filter,
  onOpen,
}: {
  filter: { isRead?: 0; type?: 3 };
  onOpen: (item: MessageListItem) => void;
}) {
  const latest = useLatestMessages(filter);
  const items = latest.data?.list ?? [];
  return (
    <QueryState query={latest} isEmpty={items.length === 0}>
      <ul className={styles.messageList}>
        {items.map((item) => (
          <MessageLine key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
    </QueryState>
  );
}

/** Unread counts by source and the latest unread messages, with a link to the message center. */
export function MessageSummary({ onOpen }: { onOpen: (item: MessageListItem) => void }) {
  const { t } = useTranslation('home');
  const isPending = useIsPasswordChangePending();
  const counts = useQuery({
    ...endpointQuery(messageEndpoints.unreadCount, undefined, { isSilent: true }),
    enabled: !isPending,
  });
  const c = counts.data;

  return (
    <LightCard
      title={t('messages.title')}
      size="small"
      className={styles.card}
      extra={
        <Link to="/messageRecord" data-testid="home-messages-all">
          {t('viewAll')}
        </Link>
      }
    >
      <div className={styles.stats} data-testid="home-unread">
        <StatValue title={t('messages.unread')} value={c?.unreadTotalCount ?? '—'} />
        <StatValue title={t('messages.system')} value={c?.unreadSystemMessageCount ?? '—'} />
        <StatValue title={t('messages.flow')} value={c?.unreadMessageCount ?? '—'} />
        <StatValue title={t('messages.notice')} value={c?.unreadNoticeCount ?? '—'} />
        <StatValue title={t('messages.schedule')} value={c?.unreadScheduleCount ?? '—'} />
      </div>
      <LatestMessages filter={UNREAD} onOpen={onOpen} />
    </LightCard>
  );
}
