import { BellOutlined } from '@ant-design/icons';
import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPasswordChangePending } from '../../modules/profile/utils/should-force-password.ts';
import { endpointQuery } from '../../platform/http/endpoint-query.ts';
import { TooltipIconButton } from '../navbar/tooltip-icon-button.tsx';
import styles from '../shell-layout.module.css';
import { useMessageSocket } from './use-message-socket.ts';

/** The bell badge is capped at 99 ("99+"). */
export const BADGE_MAX = 99;
/** Besides the socket's pushes, the badge refreshes on this interval (a dropped socket misses pushes). */
const UNREAD_POLL_MS = 60_000;

export function MessageBell({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('layout');
  const isPending = useIsPasswordChangePending();
  const { data } = useQuery({
    // Silent: a failed poll is not worth a toast.
    ...endpointQuery(messageEndpoints.unreadCount, undefined, { isSilent: true }),
    refetchInterval: UNREAD_POLL_MS,
    enabled: !isPending,
  });
  useMessageSocket(!isPending);
  const count = data?.unreadTotalCount ?? 0;
  return (
    <TooltipIconButton label={t('messages')} onClick={onOpen} data-testid="message-bell" data-count={count}>
      <Badge count={count} overflowCount={BADGE_MAX} size="small" offset={[4, -2]}>
        <BellOutlined className={styles.iconBtnIcon} />
      </Badge>
    </TooltipIconButton>
  );
}
