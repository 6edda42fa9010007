import {
  ButtonCode,
  DATA_SYNC_MODES,
  type DataSyncCheck,
  type DataSyncMode,
  type DataSyncTableEntry,
} from '@platform/contracts';
import { dataSyncEndpoints } from '@platform/contracts/web-endpoints';
import { Alert, Button, Card, Flex, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { Auth } from '../../../shared/permission/auth.tsx';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { useDataSourceOptions } from '../data-source/use-source-options.ts';
import { dataSyncLocales } from './data-sync.locales.ts';
import { DataSyncDialog } from './data-sync-dialog.tsx';
import { DataSyncJobs } from './data-sync-jobs.tsx';

registerLocales(dataSyncLocales);

/** The original client waits 100 s for a sync. */
const SYNC_TIMEOUT_MS = 100_000;

/**
 * Menu system.dataSync (数据同步): pick the source and target connections, check them to list the source's
 * tables (rows, key, the target's state), sync one table (dry run, field mapping, progress) or the ticked
 * ones at once; the history below shows every job's progress and resumes a failed one.
 */
export default function DataSyncPage() {
  const { t } = useTranslation(['dataSync', 'adminKit']);
  const { message } = useAppFeedback();
  const sources = useDataSourceOptions();
  const [from, setFrom] = useState<string>();
  const [to, setTo] = useState<string>();
  const [mode, setMode] = useState<DataSyncMode>('replace');
  const [check, setCheck] = useState<DataSyncCheck>();
  const [isChecking, setChecking] = useState(false);
  const [hasCheckFailed, setCheckFailed] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [syncing, setSyncing] = useState<DataSyncTableEntry>();
  const [isRunning, setRunning] = useState(false);
  const canCheck = from !== undefined && to !== undefined && from !== to;

  const runCheck = async () => {
    if (!from || !to) return;
    setChecking(true);
    setCheckFailed(false);
    try {
      setCheck(
        await call(dataSyncEndpoints.checkDbLink, { body: { dbConnectionFrom: from, dbConnectionTo: to } }),
      );
      setPicked([]);
    } catch {
      setCheck(undefined);
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  };

  const runBatch = async () => {
    if (!from || !to || picked.length === 0) return;
    setRunning(true);
    try {
      const result = await call(
        dataSyncEndpoints.batchExecute,
        { body: { dbConnectionFrom: from, dbConnectionTo: to, dbTableList: picked, mode } },
        { timeout: SYNC_TIMEOUT_MS },
      );
      const ok = Object.values(result).filter((value) => value === 1).length;
      message.info(t('batchDone', { ok, failed: picked.length - ok }));
      await runCheck();
    } catch {
      // The request helper showed the server's message.
    } finally {
      setRunning(false);
    }
  };

  const pick = (value: string | undefined, set: (id: string | undefined) => void) => {
    set(value);
    setCheck(undefined);
    setPicked([]);
  };

  return (
    <AdminPage>
      <Flex vertical gap={16}>
        <Card size="small" title={t('tablesTitle')}>
          <Space wrap style={{ marginBottom: 12 }}>
            {(['from', 'to'] as const).map((side) => (
              <Select
                key={side}
                style={{ width: 240 }}
                aria-label={t(side)}
                placeholder={`${t(side)}: ${t('pickSource')}`}
                value={side === 'from' ? from : to}
                loading={sources.isLoading}
                options={sources.options}
                showSearch
                optionFilterProp="label"
                onChange={(id: string) => pick(id, side === 'from' ? setFrom : setTo)}
                data-testid={`data-sync-${side}`}
              />
            ))}
            <Select
              style={{ width: 200 }}
              aria-label={t('mode')}
              value={mode}
              options={DATA_SYNC_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
              onChange={setMode}
            />
            <Button type="primary" disabled={!canCheck} loading={isChecking} onClick={() => void runCheck()}>
              {t('check')}
            </Button>
            <Auth code={ButtonCode.execute}>
              <Button disabled={picked.length === 0} loading={isRunning} onClick={() => void runBatch()}>
                {t('batchSync')}
              </Button>
            </Auth>
          </Space>
          {!check && !isChecking && !hasCheckFailed && (
            <Alert type="info" showIcon message={t('checkFirst')} />
          )}
          {(check || isChecking || hasCheckFailed) && (
            <Table<DataSyncTableEntry>
              size="small"
              rowKey="table"
              data-testid="data-sync-tables"
              loading={isChecking}
              dataSource={check?.tableList ?? []}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              locale={{ emptyText: tableEmptyText(hasCheckFailed, () => void runCheck()) }}
              rowSelection={{
                selectedRowKeys: picked,
                onChange: (keys) => setPicked(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: !row.hasPrimaryKey, 'aria-label': row.table }),
              }}
              columns={[
                { key: 'table', dataIndex: 'table', title: t('table'), ellipsis: true },
                { key: 'tableName', dataIndex: 'tableName', title: t('comment'), ellipsis: true },
                { key: 'sum', dataIndex: 'sum', title: t('sum'), width: 100, align: 'right' },
                {
                  key: 'target',
                  title: t('target'),
                  width: 180,
                  render: (_, row) =>
                    row.targetExists ? (
                      t('targetRows', { count: row.targetSum ?? 0 })
                    ) : (
                      <Tag color="blue">{t('targetMissing')}</Tag>
                    ),
                },
                {
                  key: 'actions',
                  title: t('adminKit:actions'),
                  width: 160,
                  render: (_, row) =>
                    row.hasPrimaryKey ? (
                      <Button type="link" size="small" onClick={() => setSyncing(row)}>
                        {t('sync')}
                      </Button>
                    ) : (
                      <Tag>{t('noKey')}</Tag>
                    ),
                },
              ]}
            />
          )}
        </Card>
        <Card size="small" title={t('history')}>
          <DataSyncJobs isPolling={isRunning} />
        </Card>
      </Flex>
      {from && to && (
        <DataSyncDialog
          from={from}
          to={to}
          mode={mode}
          table={syncing}
          onClose={() => setSyncing(undefined)}
          onRunning={(running) => {
            setRunning(running);
            if (!running) void runCheck();
          }}
        />
      )}
    </AdminPage>
  );
}
