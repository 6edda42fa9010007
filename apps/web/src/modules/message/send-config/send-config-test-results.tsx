import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** One row's outcome as the server answers it: `isSuccess` '1' or '0', the reason in `result`. */
export interface TestResult {
  messageType: string;
  isSuccess: string;
  result: string | null;
}

/** 发送测试: the outcome of each row of a test send, a tick or a cross with the reason. */
export function SendConfigTestResults({
  results,
  onClose,
}: {
  results: TestResult[] | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('sendConfig');
  return (
    <Modal
      open={results !== undefined}
      title={t('results')}
      width={800}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      data-testid="send-config-test-results"
    >
      <Table<TestResult>
        size="small"
        rowKey={(row) => row.messageType}
        dataSource={results ?? []}
        pagination={false}
        columns={[
          {
            key: 'messageType',
            title: t('field.task'),
            render: (_, row) =>
              row.isSuccess === '1' ? (
                <Typography.Text type="success">
                  <CheckCircleFilled /> {row.messageType}
                </Typography.Text>
              ) : (
                <Typography.Text>
                  <Typography.Text type="danger">
                    <CloseCircleFilled />
                  </Typography.Text>{' '}
                  {row.messageType}
                </Typography.Text>
              ),
          },
          {
            key: 'result',
            title: t('field.reason'),
            render: (_, row) => <Typography.Text type="danger">{row.result}</Typography.Text>,
          },
        ]}
      />
    </Modal>
  );
}
