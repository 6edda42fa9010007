import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { EndpointOutput } from '@platform/contracts';
import type { sendConfigEndpoints } from '@platform/contracts/web-endpoints';
import { Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * One row's outcome as the server answers it: `isSuccess` '1' or '0', the reason in `result`, and
 * (ours) each receiver's outcome in `userResults`.
 */
export type TestResult = EndpointOutput<typeof sendConfigEndpoints.testSend>[number];
type UserResult = NonNullable<TestResult['userResults']>[number];

function Outcome({ isSuccess, children }: { isSuccess: boolean; children: React.ReactNode }) {
  return isSuccess ? (
    <Typography.Text type="success">
      <CheckCircleFilled /> {children}
    </Typography.Text>
  ) : (
    <Typography.Text>
      <Typography.Text type="danger">
        <CloseCircleFilled />
      </Typography.Text>{' '}
      {children}
    </Typography.Text>
  );
}

/** Each receiver of a row: a tick for the ones reached, a cross with the reason for the others. */
function UserOutcomes({ users }: { users: UserResult[] }) {
  const { t } = useTranslation('sendConfig');
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="send-config-user-results">
      {users.map((user) => (
        <li key={user.userId}>
          <Outcome isSuccess={user.isSuccess === '1'}>
            {`${user.userName}：${user.isSuccess === '1' ? t('userSent') : (user.result ?? '')}`}
          </Outcome>
        </li>
      ))}
    </ul>
  );
}

/** 发送测试: the outcome of each row of a test send, then of each of its receivers. */
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
      <Table<TestResult & { index: number }>
        size="small"
        rowKey="index"
        dataSource={(results ?? []).map((row, index) => ({ ...row, index }))}
        pagination={false}
        columns={[
          {
            key: 'messageType',
            title: t('field.task'),
            width: 200,
            render: (_, row) => <Outcome isSuccess={row.isSuccess === '1'}>{row.messageType}</Outcome>,
          },
          {
            key: 'receivers',
            title: t('field.receivers'),
            render: (_, row) => (row.userResults?.length ? <UserOutcomes users={row.userResults} /> : null),
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
