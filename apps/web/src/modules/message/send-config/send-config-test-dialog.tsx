import type { EndpointOutput } from '@platform/contracts';
import { sendConfigEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Modal, Table, type TableColumnType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { ReceiversSelect } from './receivers-select.tsx';
import { SendConfigTestResults, type TestResult } from './send-config-test-results.tsx';

type TestRow = EndpointOutput<typeof sendConfigEndpoints.testConfig>[number];

/** A webhook goes to the account's address: it has no receivers (the server names the type). */
const isWebhook = (row: TestRow) => row.messageType.toLowerCase() === 'webhook';

/** What stops a test before it is sent: a row without receivers or a parameter without a value. */
function missingInput(rows: TestRow[]): { key: 'toUserMissing' | 'valueMissing'; name: string } | undefined {
  for (const row of rows) {
    const name = row.msgTemplateName ?? '';
    if (!isWebhook(row) && row.toUser.length === 0) return { key: 'toUserMissing', name };
    if (row.paramJson.some((param) => !param.value)) return { key: 'valueMissing', name };
  }
  return undefined;
}

interface TestDialogProps {
  /** The configuration to test; undefined while closed. */
  configId: string | undefined;
  onClose: () => void;
}

/**
 * 测试发送: each enabled binding of the configuration (POST getTestConfig/{id}) with its receivers and
 * a value per template parameter, sent once (POST testSendConfig); the outcome of each row shows after.
 */
export function SendConfigTestDialog({ configId, onClose }: TestDialogProps) {
  const { t } = useTranslation(['sendConfig', 'messageTemplate', 'adminKit']);
  const { message } = useAppFeedback();
  const [rows, setRows] = useState<TestRow[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [results, setResults] = useState<TestResult[]>();
  const loaded = useQuery({
    ...endpointQuery(sendConfigEndpoints.testConfig, { params: { id: configId ?? '' } }),
    enabled: configId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  useEffect(() => setRows(loaded.data ?? []), [loaded.data]);
  const change = useCallback(
    (index: number, next: Partial<TestRow>) =>
      setRows((current) => current.map((row, i) => (i === index ? { ...row, ...next } : row))),
    [],
  );

  const columns = useMemo<TableColumnType<TestRow>[]>(
    () => [
      { key: 'msgTemplateName', dataIndex: 'msgTemplateName', title: t('field.templateName'), width: 150 },
      {
        key: 'messageType',
        dataIndex: 'messageType',
        title: t('messageTemplate:field.messageType'),
        width: 120,
      },
      {
        key: 'toUser',
        title: t('field.toUser'),
        width: 240,
        render: (_, row, index) =>
          isWebhook(row) ? null : (
            <ReceiversSelect
              value={row.toUser}
              onChange={(toUser) => change(index, { toUser })}
              placeholder={t('toUserPlaceholder')}
              testId={`send-config-test-receivers-${index}`}
            />
          ),
      },
      {
        key: 'params',
        title: t('field.params'),
        width: 200,
        render: (_, row) =>
          row.paramJson.map((param) => (
            <div key={param.field} style={{ lineHeight: '32px', marginBottom: 8 }}>
              {param.field}({param.fieldName})
            </div>
          )),
      },
      {
        key: 'values',
        title: t('field.values'),
        width: 220,
        render: (_, row, index) =>
          row.paramJson.map((param, at) => (
            <Input
              key={param.field}
              style={{ marginBottom: 8 }}
              value={param.value ?? ''}
              placeholder={t('valuePlaceholder')}
              aria-label={`${row.msgTemplateName ?? ''} ${param.field}`}
              onChange={(event) =>
                change(index, {
                  paramJson: row.paramJson.map((p, i) =>
                    i === at ? { ...p, value: event.target.value } : p,
                  ),
                })
              }
            />
          )),
      },
    ],
    [t, change],
  );

  const send = async () => {
    const missing = missingInput(rows);
    if (missing) {
      message.error(t(missing.key, { name: missing.name }));
      return;
    }
    setIsSending(true);
    try {
      setResults(await call(sendConfigEndpoints.testSend, { body: rows }));
    } catch {
      // The request helper has shown the server's message; the values stay for another try.
    } finally {
      setIsSending(false);
    }
  };

  return (
    <>
      <Modal
        open={configId !== undefined}
        title={t('testSend')}
        width={1000}
        okText={t('adminKit:save')}
        cancelText={t('adminKit:cancel')}
        confirmLoading={isSending}
        okButtonProps={{ disabled: rows.length === 0 }}
        onOk={() => void send()}
        onCancel={onClose}
        mask={{ closable: false }}
        destroyOnHidden
        data-testid="send-config-test-dialog"
      >
        <Alert type="warning" showIcon title={t('testNotice')} style={{ marginBottom: 12 }} />
        <Table<TestRow>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={loaded.isFetching}
          pagination={false}
          scroll={{ x: 930 }}
        />
      </Modal>
      <SendConfigTestResults results={results} onClose={() => setResults(undefined)} />
    </>
  );
}
