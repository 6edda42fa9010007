import {
  ButtonCode,
  type DataSyncDryRun,
  type DataSyncMode,
  type DataSyncTableEntry,
} from '@platform/contracts';
import { dataSyncEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Input, Modal, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call, callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { JobProgress } from './job-progress.tsx';

/** The original client waits 100 s for a sync; the job goes on past that and the history shows it. */
const SYNC_TIMEOUT_MS = 100_000;

interface FieldRow {
  from: string;
  to: string;
  isCopied: boolean;
}

export interface DataSyncDialogProps {
  from: string;
  to: string;
  mode: DataSyncMode;
  table: DataSyncTableEntry | undefined;
  onClose: () => void;
  /** A sync started (true) or ended (false): the page polls the history meanwhile. */
  onRunning: (isRunning: boolean) => void;
}

/**
 * One table's sync: the dry run (rows to copy, rows to delete, whether the target is created), the field
 * mapping (same names by default; a column can be renamed or left out), then 执行同步 with its progress.
 */
export function DataSyncDialog({ from, to, mode, table, onClose, onRunning }: DataSyncDialogProps) {
  const { t } = useTranslation('dataSync');
  const { message } = useAppFeedback();
  const [toTable, setToTable] = useState('');
  const [fields, setFields] = useState<FieldRow[]>([]);
  const [dry, setDry] = useState<DataSyncDryRun | undefined>();
  const [isBusy, setBusy] = useState(false);
  const [isRunning, setRunning] = useState(false);
  const name = table?.table;

  const body = (map?: FieldRow[]) => ({
    dbConnectionFrom: from,
    dbConnectionTo: to,
    dbTable: name ?? '',
    toTable: toTable || name || '',
    mode,
    ...(map
      ? { fieldMap: Object.fromEntries(map.filter((f) => f.isCopied).map((f) => [f.from, f.to])) }
      : {}),
  });

  const dryRun = async (map?: FieldRow[]) => {
    setBusy(true);
    try {
      const answer = await call(dataSyncEndpoints.dryRun, { body: body(map) });
      setDry(answer);
      if (!map) setFields(answer.fields.map((f) => ({ from: f.from, to: f.to, isCopied: true })));
    } catch {
      setDry(undefined);
    } finally {
      setBusy(false);
    }
  };

  // A new table: its own name as the target's, and a first dry run with every column by its name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per table, not per render's dryRun
  useEffect(() => {
    setDry(undefined);
    setFields([]);
    setToTable(name ?? '');
    if (name) void dryRun();
  }, [name]);

  const progress = useQuery({
    ...endpointQuery(dataSyncEndpoints.jobs, { query: { currentPage: 1, pageSize: 1, keyword: name ?? '' } }),
    enabled: isRunning,
    refetchInterval: 1000,
  });
  const job = progress.data?.list[0];

  const execute = async () => {
    setRunning(true);
    onRunning(true);
    try {
      const answer = await callWithMessage(
        dataSyncEndpoints.execute,
        { body: body(fields) },
        { timeout: SYNC_TIMEOUT_MS },
      );
      message.success(answer.msg);
      onClose();
    } catch {
      // The request helper showed the server's message; the history keeps the failed job to resume.
    } finally {
      setRunning(false);
      onRunning(false);
    }
  };

  const setField = (index: number, change: Partial<FieldRow>) =>
    setFields((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Modal
      open={table !== undefined}
      title={t('dialogTitle', { table: name ?? '' })}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={() => void dryRun(fields)} loading={isBusy} disabled={isRunning}>
            {t('dryRun')}
          </Button>
          <Auth code={ButtonCode.execute}>
            <Button type="primary" onClick={() => void execute()} loading={isRunning} disabled={!dry}>
              {t('execute')}
            </Button>
          </Auth>
        </Space>
      }
    >
      <Flex vertical gap={12} data-testid="data-sync-dialog">
        <Input
          addonBefore={t('toTable')}
          aria-label={t('toTable')}
          value={toTable}
          maxLength={64}
          onChange={(event) => setToTable(event.target.value.trim())}
        />
        {dry && (
          <Alert
            type={dry.willDelete > 0 ? 'warning' : 'info'}
            data-testid="data-sync-dry-run"
            message={[
              t('total', { total: dry.total }),
              dry.targetExists ? '' : t('willCreate'),
              dry.willDelete > 0 ? t('willDelete', { count: dry.willDelete }) : '',
            ]
              .filter(Boolean)
              .join('；')}
          />
        )}
        {isRunning && job && job.table === name && <JobProgress job={job} />}
        <Table<FieldRow>
          size="small"
          rowKey="from"
          pagination={false}
          loading={isBusy && fields.length === 0}
          dataSource={fields}
          scroll={{ y: 320 }}
          columns={[
            {
              key: 'isCopied',
              title: t('fieldCopy'),
              width: 70,
              render: (_, row, index) => (
                <Checkbox
                  checked={row.isCopied}
                  aria-label={`${t('fieldCopy')} ${row.from}`}
                  onChange={(event) => setField(index, { isCopied: event.target.checked })}
                />
              ),
            },
            { key: 'from', dataIndex: 'from', title: t('fieldFrom') },
            {
              key: 'to',
              title: t('fieldTo'),
              render: (_, row, index) => (
                <Input
                  size="small"
                  aria-label={`${t('fieldTo')} ${row.from}`}
                  value={row.to}
                  maxLength={64}
                  onChange={(event) => setField(index, { to: event.target.value.trim() })}
                />
              ),
            },
          ]}
        />
      </Flex>
    </Modal>
  );
}
