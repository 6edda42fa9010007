import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { RichText } from '../../../shared/rich-text/rich-text.tsx';
import { parseMessageFiles } from '../open-message.ts';
import styles from './message.module.css';
import { MessageAttachments } from './message-attachments.tsx';

interface MessageDetailDialogProps {
  /** The message to show; null keeps the dialog closed. */
  messageId: string | null;
  onClose: () => void;
}

/**
 * Title, release time, release user, excerpt, rich body and attachments. Loading the
 * message marks it read, so the lists and the bell badge are refreshed afterwards.
 */
export function MessageDetailDialog({ messageId, onClose }: MessageDetailDialogProps) {
  const { t } = useTranslation(['message', 'common']);
  const queryClient = useQueryClient();
  const query = useQuery({
    ...endpointQuery(messageEndpoints.get, { params: { id: messageId ?? '' } }),
    enabled: messageId !== null,
  });
  const info = query.data;
  const loadedId = info?.id;

  useEffect(() => {
    if (!loadedId) return;
    void queryClient.invalidateQueries({ queryKey: endpointKey(messageEndpoints.list) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(messageEndpoints.unreadCount) });
  }, [loadedId, queryClient]);

  // Flow and schedule bodies are JSON payloads, not text for people.
  const isRichBody = info ? info.type === 1 || info.type === 3 : false;

  return (
    <Modal
      open={messageId !== null}
      title={t('detailTitle')}
      onCancel={onClose}
      width={800}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('common:close')}</Button>}
    >
      <div className={styles.detail} data-testid="message-detail">
        {query.isPending && <Spin style={{ display: 'block', margin: '48px auto' }} />}
        {query.isError && (
          <Alert
            type="error"
            title={t('common:loadFailed')}
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                {t('common:retry')}
              </Button>
            }
          />
        )}
        {info && (
          <>
            <Typography.Title level={4} className={styles.detailTitle}>
              {info.title}
            </Typography.Title>
            <div className={styles.detailMeta}>
              <span>
                {t('releaseUser')}: {info.releaseUser ?? t('systemSender')}
              </span>
              <span>
                {t('releaseTime')}: {dayjs(info.releaseTime).format('YYYY-MM-DD HH:mm')}
              </span>
            </div>
            {info.excerpt && <div className={styles.detailExcerpt}>{info.excerpt}</div>}
            {isRichBody && (
              <RichText html={info.bodyText} className={styles.detailBody} data-testid="message-body" />
            )}
            <MessageAttachments files={parseMessageFiles(info.files)} />
          </>
        )}
      </div>
    </Modal>
  );
}
