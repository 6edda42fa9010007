import type { MessageMonitorInfo } from '@platform/contracts';
import { messageMonitorEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { QueryState } from '../../../shared/query-state/query-state.tsx';
import { RichText } from '../../../shared/rich-text/rich-text.tsx';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The record's fields as the original dialog shows them; the account only when there is one. */
function MonitorDetail({ info }: { info: MessageMonitorInfo }) {
  const { t } = useTranslation(['messageMonitor', 'messageTemplate']);
  const typeLabel = t(`messageTemplate:messageType.${info.messageTypeCode as '1'}`, {
    defaultValue: info.messageType,
  });
  const sourceLabel =
    info.messageSourceCode === null
      ? ''
      : t(`messageTemplate:messageSource.${info.messageSourceCode as '1'}`, {
          defaultValue: info.messageSource ?? '',
        });
  const isSent = info.isSuccess === '1';
  const items = [
    { key: 'accountName', label: t('field.accountName'), children: info.accountName },
    { key: 'accountCode', label: t('field.accountCode'), children: info.accountCode },
    { key: 'messageSource', label: t('field.messageSource'), children: sourceLabel },
    { key: 'messageType', label: t('field.messageType'), children: typeLabel },
    { key: 'sendTime', label: t('field.sendTime'), children: dayjs(info.sendTime).format(TIME_FORMAT) },
    {
      key: 'isSuccess',
      label: t('field.isSuccess'),
      children: <Tag color={isSent ? 'success' : 'error'}>{t(isSent ? 'result.1' : 'result.0')}</Tag>,
    },
    { key: 'errorMessage', label: t('field.errorMessage'), children: info.errorMessage },
    { key: 'receiveUser', label: t('field.receiveUser'), children: info.receiveUser ?? '' },
    { key: 'title', label: t('field.title'), children: info.title ?? '' },
    {
      key: 'content',
      label: t('field.content'),
      children: <RichText html={info.content} data-testid="message-monitor-content" />,
    },
  ].filter((item) => item.children !== null && item.children !== undefined);
  return <Descriptions column={1} size="small" bordered items={items} />;
}

/** 查看: one record with its receivers by name. */
export function MonitorDetailDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('messageMonitor');
  const query = useQuery({
    ...endpointQuery(messageMonitorEndpoints.detail, { params: { id: id ?? '' } }),
    enabled: id !== undefined,
  });
  return (
    <Modal
      open={id !== undefined}
      title={t('detailTitle')}
      footer={null}
      onCancel={onClose}
      width={600}
      destroyOnHidden
    >
      <QueryState query={query}>{query.data && <MonitorDetail info={query.data} />}</QueryState>
    </Modal>
  );
}
