import type { CurrentUserInfo } from '@platform/contracts';
import { Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LightCard } from '../../../shared/ui/light-card.tsx';
import styles from './home.module.css';

/** Time, place and IP of the previous login, so the user can spot a login that was not theirs. */
export function LastLoginCard({ user }: { user: CurrentUserInfo }) {
  const { t } = useTranslation('home');
  return (
    <LightCard
      title={t('lastLogin.title')}
      size="small"
      className={styles.card}
      data-testid="home-last-login"
    >
      {user.prevLoginTime ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'time',
              label: t('lastLogin.time'),
              children: dayjs(user.prevLoginTime).format('YYYY-MM-DD HH:mm'),
            },
            { key: 'place', label: t('lastLogin.place'), children: user.prevLoginIPAddressName || '—' },
            { key: 'ip', label: t('lastLogin.ip'), children: user.prevLoginIPAddress || '—' },
          ]}
        />
      ) : (
        <span className={styles.secondaryText}>{t('lastLogin.first')}</span>
      )}
    </LightCard>
  );
}
