import { noticeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { RichText } from '../../../shared/rich-text/rich-text.tsx';
import styles from '../components/message.module.css';
import { MessageAttachments } from '../components/message-attachments.tsx';
import { parseMessageFiles } from '../open-message.ts';

/** 详情 of a notice as its receivers will read it: title, author or releaser, body and attachments. */
export function NoticeViewDialog({ noticeId, onClose }: { noticeId: string | null; onClose: () => void }) {
  const { t } = useTranslation(['notice', 'adminKit', 'common']);
  const query = useQuery({
    ...endpointQuery(noticeEndpoints.get, { params: { id: noticeId ?? '' } }),
    enabled: noticeId !== null,
  });
  const info = query.data;
  const isReleased = info?.releaseTime !== undefined && info.releaseTime !== null;
  return (
    <Modal
      open={noticeId !== null}
      title={t('view')}
      onCancel={onClose}
      width={800}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('common:close')}</Button>}
    >
      <div className={styles.detail} data-testid="notice-view">
        {query.isPending && <Spin style={{ display: 'block', margin: '48px auto' }} />}
        {query.isError && <Alert type="error" title={t('common:loadFailed')} />}
        {info && (
          <>
            <Typography.Title level={4} className={styles.detailTitle}>
              {info.title}
            </Typography.Title>
            <div className={styles.detailMeta}>
              <span>
                {isReleased ? t('field.releaseUser') : t('field.creatorUser')}:{' '}
                {isReleased ? info.releaseUser : info.creatorUser}
              </span>
              <span>
                {isReleased ? t('field.releaseTime') : t('adminKit:field.creatorTime')}:{' '}
                {dayjs(isReleased ? info.releaseTime : info.creatorTime).format('YYYY-MM-DD HH:mm')}
              </span>
            </div>
            {info.excerpt && <div className={styles.detailExcerpt}>{info.excerpt}</div>}
            <RichText
              html={info.bodyText ?? ''}
              className={styles.detailBody}
              data-testid="notice-view-body"
            />
            <MessageAttachments files={parseMessageFiles(info.files)} />
          </>
        )}
      </div>
    </Modal>
  );
}
