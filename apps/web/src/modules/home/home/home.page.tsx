import { Col, Row } from 'antd';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { LazyMessageDetailDialog } from '../../message/components/lazy-message-detail-dialog.tsx';
import { useOpenMessage } from '../../message/use-open-message.ts';
import { LazyScheduleViewDialog } from '../../system/schedule/lazy-schedule-view-dialog.tsx';
import { GreetingCard } from './greeting-card.tsx';
import { homeLocales } from './home.locales.ts';
import styles from './home.module.css';
import { LastLoginCard } from './last-login-card.tsx';
import { MessageSummary } from './message-summary.tsx';
import { NoticesCard } from './notices-card.tsx';
import { QuickLinks } from './quick-links.tsx';

registerLocales(homeLocales);

/** /home: the workbench every user lands on (greeting, shortcuts, messages, notices, last login). */
export default function HomePage() {
  const current = useSession((s) => s.current);
  const { open, dialogId, closeDialog, scheduleTarget, closeSchedule } = useOpenMessage();
  if (!current) return null;
  const openMessage = (item: Parameters<typeof open>[0]) => void open(item);

  return (
    <div className={styles.page} data-testid="home-page">
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <GreetingCard user={current.userInfo} />
        </Col>
        <Col xs={24} xl={16}>
          <QuickLinks menus={current.menuList} />
        </Col>
        <Col xs={24} xl={8}>
          <LastLoginCard user={current.userInfo} />
        </Col>
        <Col xs={24} xl={12}>
          <MessageSummary onOpen={openMessage} />
        </Col>
        <Col xs={24} xl={12}>
          <NoticesCard onOpen={openMessage} />
        </Col>
      </Row>
      <LazyMessageDetailDialog messageId={dialogId} onClose={closeDialog} />
      <LazyScheduleViewDialog target={scheduleTarget} onClose={closeSchedule} />
    </div>
  );
}
