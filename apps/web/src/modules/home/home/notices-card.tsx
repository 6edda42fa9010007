import type { MessageListItem } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../shared/query-state/query-state.tsx';
import { LightCard } from '../../../shared/ui/light-card.tsx';
import styles from './home.module.css';
import { MessageLine, useLatestMessages } from './message-summary.tsx';

/** The latest system notices (messages of type 3). */
export function NoticesCard({ onOpen }: { onOpen: (item: MessageListItem) => void }) {
  const { t } = useTranslation('home');
  const notices = useLatestMessages({ type: 3 });
  const items = notices.data?.list ?? [];
  return (
    <LightCard
      title={t('notices.title')}
      size="small"
      className={styles.card}
      extra={<Link to="/messageRecord?type=3">{t('viewAll')}</Link>}
      data-testid="home-notices"
    >
      <QueryState query={notices} isEmpty={items.length === 0}>
        <ul className={styles.messageList}>
          {items.map((item) => (
            <MessageLine key={item.id} item={item} onOpen={onOpen} />
          ))}
        </ul>
      </QueryState>
    </LightCard>
  );
}
