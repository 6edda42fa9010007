import type { MessageListItem } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LightCard } from '../../../shared/ui/light-card.tsx';
import styles from './home.module.css';
import { LatestMessages } from './message-summary.tsx';

const NOTICES = { type: 3 } as const;

/** The latest system notices (messages of type 3). */
export function NoticesCard({ onOpen }: { onOpen: (item: MessageListItem) => void }) {
  const { t } = useTranslation('home');
  return (
    <LightCard
      title={t('notices.title')}
      size="small"
      className={styles.card}
      extra={<Link to="/messageRecord?type=3">{t('viewAll')}</Link>}
      data-testid="home-notices"
    >
      <LatestMessages filter={NOTICES} onOpen={onOpen} />
    </LightCard>
  );
}
