import type { UserListItem } from '@platform/contracts';
import { usersEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { FormDialog } from '../../../shared/admin-kit/form-dialog.tsx';
import { UserSelect } from './user-select.tsx';

interface HandoverValues {
  toId: string;
}

/** One object for every render: FormDialog resets the form when its initial values change. */
const NO_INITIAL_VALUES: Partial<HandoverValues> = {};

interface WorkHandoverDialogProps {
  user: UserListItem | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Work handover (工作交接): shows what the leaving user holds (getWorkByUser) and hands all of it to
 * the chosen user in one call.
 */
export function WorkHandoverDialog({ user, onClose, onSaved }: WorkHandoverDialogProps) {
  const { t } = useTranslation(['user', 'adminKit']);
  const work = useQuery({
    ...endpointQuery(usersEndpoints.work, { query: { fromId: user?.id ?? '' } }),
    enabled: user !== undefined,
    staleTime: 0,
  });
  const submit = async (values: HandoverValues) => {
    if (!user) throw new Error('no user');
    const body = { fromId: user.id, toId: values.toId };
    return (await callWithMessage(usersEndpoints.workHandover, { body })).msg;
  };
  const names = (items: readonly { fullName?: string; realName?: string }[] | undefined) =>
    items && items.length > 0
      ? items.map((i) => i.fullName ?? i.realName).join('、')
      : t('handoverDialog.none');
  return (
    <FormDialog<HandoverValues>
      open={user !== undefined}
      title={t('handoverDialog.title')}
      initialValues={NO_INITIAL_VALUES}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      width={640}
      testId="user-handover-dialog"
    >
      <Spin spinning={work.isFetching}>
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'from',
              label: t('handoverDialog.from'),
              children: user ? `${user.realName}/${user.account}` : '',
            },
            {
              key: 'organizations',
              label: t('handoverDialog.organizations'),
              children: names(work.data?.organizations),
            },
            {
              key: 'delegations',
              label: t('handoverDialog.delegations'),
              children: names(work.data?.delegations),
            },
            { key: 'positions', label: t('handoverDialog.positions'), children: names(work.data?.positions) },
            { key: 'roles', label: t('handoverDialog.roles'), children: names(work.data?.roles) },
            { key: 'groups', label: t('handoverDialog.groups'), children: names(work.data?.groups) },
            {
              key: 'subordinates',
              label: t('handoverDialog.subordinates'),
              children: names(work.data?.subordinates),
            },
          ]}
        />
      </Spin>
      <Form.Item
        name="toId"
        label={t('handoverDialog.to')}
        rules={[{ required: true, message: t('adminKit:form.choose', { field: t('handoverDialog.to') }) }]}
      >
        <UserSelect excludeIds={user ? [user.id] : []} testId="user-handover-to" />
      </Form.Item>
      <Alert type="info" showIcon title={t('handoverDialog.hint')} />
    </FormDialog>
  );
}
