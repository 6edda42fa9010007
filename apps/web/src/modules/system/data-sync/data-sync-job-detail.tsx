import { dataSyncEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { QueryState } from '../../../shared/query-state/query-state.tsx';
import { JobProgress } from './job-progress.tsx';

const time = (value: number | null) => (value === null ? '-' : dayjs(value).format('YYYY-MM-DD HH:mm:ss'));

/** 详情 of a sync job: sources, tables, mode, progress, last committed key, the field mapping, the reason of a failure. */
export function DataSyncJobDetail({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('dataSync');
  const job = useQuery({
    ...endpointQuery(dataSyncEndpoints.job, { params: { id: id ?? '' } }),
    enabled: id !== undefined,
  });
  const data = job.data;
  return (
    <Modal
      open={id !== undefined}
      title={t('detailTitle')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <QueryState query={job}>
        {data && (
          <Descriptions column={2} size="small" bordered data-testid="data-sync-job-detail">
            <Descriptions.Item label={t('from')}>{data.fromName}</Descriptions.Item>
            <Descriptions.Item label={t('to')}>{data.toName}</Descriptions.Item>
            <Descriptions.Item label={t('table')}>{data.table}</Descriptions.Item>
            <Descriptions.Item label={t('target')}>{data.toTable}</Descriptions.Item>
            <Descriptions.Item label={t('mode')}>{t(`modes.${data.mode}`)}</Descriptions.Item>
            <Descriptions.Item label={t('state')}>{t(`states.${data.state}`)}</Descriptions.Item>
            <Descriptions.Item label={t('progress')} span={2}>
              <JobProgress job={data} />
            </Descriptions.Item>
            <Descriptions.Item label={t('key')}>{data.keyColumn}</Descriptions.Item>
            <Descriptions.Item label={t('lastKey')}>{data.lastKey ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('startTime')}>{time(data.startTime)}</Descriptions.Item>
            <Descriptions.Item label={t('endTime')}>{time(data.endTime)}</Descriptions.Item>
            <Descriptions.Item label={t('creator')} span={2}>
              {data.creatorUser ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fieldFrom')} span={2}>
              {Object.entries(data.fieldMap)
                .map(([from, to]) => (from === to ? from : `${from} → ${to}`))
                .join(', ')}
            </Descriptions.Item>
            {data.errorText && (
              <Descriptions.Item label={t('error')} span={2}>
                {data.errorText}
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
      </QueryState>
    </Modal>
  );
}
