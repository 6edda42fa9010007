import type { LogInfo } from '@platform/contracts';
import { logEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Col, Descriptions, Drawer, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { QueryState } from '../../../shared/query-state/query-state.tsx';
import { actionLabel } from './log-columns.tsx';

/** A JSON text laid out for reading; text that is not JSON stays as it is. */
function pretty(json: string | null): string | null {
  if (json === null) return null;
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

const BLOCK = { maxHeight: 480, overflow: 'auto', fontSize: 12, margin: 0 } as const;

function Block({ title, body, testId }: { title: string; body: string | null; testId: string }) {
  const { t } = useTranslation('log');
  return (
    <div>
      <Typography.Title level={5}>{title}</Typography.Title>
      <pre style={BLOCK} data-testid={testId}>
        {body ?? t('none')}
      </pre>
    </div>
  );
}

/** The entry's fields; an operation's record before and after side by side; an exception's error. */
function LogDetail({ info }: { info: LogInfo }) {
  const { t } = useTranslation('log');
  const items = [
    {
      key: 'creatorTime',
      label: t('field.creatorTime'),
      children: dayjs(info.creatorTime).format('YYYY-MM-DD HH:mm:ss'),
    },
    { key: 'userName', label: t('field.userName'), children: info.userName },
    { key: 'ipAddress', label: t('field.ipAddress'), children: info.ipAddress },
    { key: 'browser', label: t('field.browser'), children: info.browser },
    { key: 'requestMethod', label: t('field.requestMethod'), children: info.requestMethod },
    { key: 'requestUrl', label: t('field.requestUrl'), children: info.requestUrl },
    { key: 'requestDuration', label: t('field.requestDuration'), children: info.requestDuration },
    { key: 'status', label: t('field.status'), children: info.status },
    { key: 'moduleName', label: t('field.moduleName'), children: info.moduleName },
    { key: 'action', label: t('field.action'), children: info.action && actionLabel(t, info.action) },
    { key: 'recordId', label: t('field.recordId'), children: info.recordId },
    { key: 'requestId', label: t('field.requestId'), children: info.requestId },
  ].filter((item) => item.children !== null && item.children !== undefined && item.children !== '');
  return (
    <>
      <Descriptions column={1} size="small" bordered items={items} style={{ marginBottom: 16 }} />
      {info.category === '3' && (
        <Row gutter={16}>
          <Col span={12}>
            <Block title={t('before')} body={pretty(info.beforeJson)} testId="log-detail-before" />
          </Col>
          <Col span={12}>
            <Block title={t('after')} body={pretty(info.afterJson)} testId="log-detail-after" />
          </Col>
        </Row>
      )}
      {info.category === '4' && <Block title={t('field.json')} body={info.json} testId="log-detail-json" />}
    </>
  );
}

/** 详情 of a request, operation or exception entry. */
export function LogDetailDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('log');
  const query = useQuery({
    ...endpointQuery(logEndpoints.get, { params: { id: id ?? '' }, query: { currentPage: 1, pageSize: 20 } }),
    enabled: id !== undefined,
  });
  const info = query.data && 'beforeJson' in query.data ? query.data : undefined;
  return (
    <Drawer open={id !== undefined} onClose={onClose} title={t('detailTitle')} size={860} destroyOnHidden>
      <QueryState query={query}>{info && <LogDetail info={info} />}</QueryState>
    </Drawer>
  );
}
