import { UserOutlined } from '@ant-design/icons';
import type { CurrentUserInfo } from '@platform/contracts';
import { Avatar, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LightCard } from '../../../shared/ui/light-card.tsx';
import { avatarUrl } from '../../oauth/utils/asset-url.ts';
import styles from './home.module.css';

/** Part of the day by the local hour, for the greeting. */
export function dayPart(hour: number): 'morning' | 'noon' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
}

/** "Good morning, name" with the user's organization, department and position. */
export function GreetingCard({ user }: { user: CurrentUserInfo }) {
  const { t } = useTranslation('home');
  const now = dayjs();
  const organization = user.organizeName || user.departmentName;
  return (
    <LightCard className={styles.greeting} variant="borderless">
      <div className={styles.greetingRow}>
        <Avatar size={64} src={avatarUrl(user.headIcon)} icon={<UserOutlined />} />
        <div className={styles.greetingText}>
          <h3 className={styles.greetingTitle} data-testid="home-greeting">
            {t(`greeting.${dayPart(now.hour())}`, { name: user.userName })}
          </h3>
          <Space wrap size={[8, 4]} style={{ marginTop: 8 }}>
            {organization && <Tag color="blue">{organization}</Tag>}
            {user.positionName && <Tag color="cyan">{user.positionName}</Tag>}
            <span className={styles.today}>{now.format(t('dateFormat'))}</span>
          </Space>
        </div>
      </div>
    </LightCard>
  );
}
