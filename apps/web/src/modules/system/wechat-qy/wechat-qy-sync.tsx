import { ButtonCode, type ThirdSyncTotal } from '@platform/contracts';
import { weChatConfigEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Steps, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { thirdSyncTotalColumns } from '../sys-config/third-sync-panel.tsx';

/** A push can take long on a large directory: wait as long as for the SynThirdInfo calls. */
const SYNC_TIMEOUT_MS = 100_000;
const STEPS = [
  { dataType: '1', endpoint: weChatConfigEndpoints.qyhSyncOrganizations },
  { dataType: '2', endpoint: weChatConfigEndpoints.qyhSyncUsers },
] as const;

type StepState = 'wait' | 'process' | 'finish' | 'error';

/**
 * 企业号配置's execute button: after a confirmation, pushes the organizations and then the users to
 * WeCom, showing which step runs, which failed, and the totals when done. A failed step stops the run
 * (the request helper shows the server's reason).
 */
export function WechatQySync() {
  const { t } = useTranslation('weChatConfig');
  const { t: tSync } = useTranslation('thirdSync');
  const confirm = useConfirmAction();
  const totals = useQuery(endpointQuery(weChatConfigEndpoints.qyhSyncTotals));
  const [states, setStates] = useState<StepState[] | null>(null);
  const isRunning = states?.includes('process') ?? false;

  /** Runs the steps in order; a failed one is marked and ends the run (its error goes on to the toast). */
  const run = async (): Promise<string> => {
    const next: StepState[] = STEPS.map(() => 'wait');
    const results: ThirdSyncTotal[] = [];
    try {
      for (const [index, step] of STEPS.entries()) {
        next[index] = 'process';
        setStates([...next]);
        try {
          results.push(await call(step.endpoint, undefined, { timeout: SYNC_TIMEOUT_MS }));
        } catch (error) {
          next[index] = 'error';
          throw error;
        }
        next[index] = 'finish';
      }
    } finally {
      setStates([...next]);
      void totals.refetch();
    }
    const count = (key: 'synSuccessCount' | 'synFailCount') =>
      results.reduce((sum, row) => sum + row[key], 0);
    return t('sync.done', { success: count('synSuccessCount'), fail: count('synFailCount') });
  };

  return (
    <Card
      title={t('sync.title')}
      style={{ marginTop: 16 }}
      data-testid="wechat-qy-sync"
      extra={
        <Auth code={ButtonCode.execute}>
          <Button
            type="primary"
            loading={isRunning}
            onClick={() => confirm({ content: t('sync.confirm') }, run, () => undefined)}
            data-testid="wechat-qy-execute"
          >
            {t('sync.execute')}
          </Button>
        </Auth>
      }
    >
      <Alert type="info" showIcon title={t('sync.hint')} style={{ marginBottom: 16 }} />
      {states && (
        <Steps
          size="small"
          style={{ marginBottom: 16 }}
          data-testid="wechat-qy-sync-steps"
          items={STEPS.map((step, index) => ({
            title: t(`sync.step.${step.dataType}`),
            status: states[index],
          }))}
        />
      )}
      <Table<ThirdSyncTotal>
        size="small"
        rowKey="dataType"
        columns={thirdSyncTotalColumns(tSync)}
        dataSource={totals.data ?? []}
        loading={totals.isLoading}
        pagination={false}
        data-testid="wechat-qy-sync-totals"
      />
    </Card>
  );
}
