import {
  ACCOUNT_PATTERN,
  DEFAULT_SYS_CONFIG,
  EMAIL_PATTERN,
  type EndpointBody,
  type EndpointOutput,
  formatMessage,
  MOBILE_PATTERN,
} from '@platform/contracts';
import {
  organizeEndpoints,
  positionEndpoints,
  roleEndpoints,
  sysConfigEndpoints,
  usersEndpoints,
} from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import { SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { USER_CODES } from '../grant-codes.ts';
import { OrganizeSelect } from '../organize/organize-select.tsx';
import { UserSelect } from './user-select.tsx';

export interface UserFormValues {
  account: string;
  realName: string;
  gender?: number | null;
  mobilePhone?: string | null;
  email?: string | null;
  organizeIds: string[];
  organizeId?: string | null;
  positionIds?: string[];
  roleIds?: string[];
  managerId?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

type UserInfo = EndpointOutput<typeof usersEndpoints.get>;

const GENDERS = [
  { value: 1, key: 'male' },
  { value: 2, key: 'female' },
  { value: 3, key: 'secret' },
] as const;

const NEW_USER: Partial<UserFormValues> = { organizeIds: [], sortCode: 0, enabledMark: true };

const toValues = (info: UserInfo): Partial<UserFormValues> => ({
  account: info.account,
  realName: info.realName,
  // The detail carries the dictionary code as text ("1"), the original client's shape.
  gender: info.gender ? Number(info.gender) : null,
  mobilePhone: info.mobilePhone,
  email: info.email,
  organizeIds: info.organizeIds,
  organizeId: info.organizeId,
  positionIds: info.positionIds,
  roleIds: info.roleIds,
  managerId: info.managerId,
  sortCode: info.sortCode,
  description: info.description,
});

const toBody = (values: UserFormValues): EndpointBody<typeof usersEndpoints.create> => {
  const orgs = values.organizeIds ?? [];
  return {
    account: values.account,
    realName: values.realName,
    gender: values.gender ?? null,
    mobilePhone: values.mobilePhone || null,
    email: values.email || null,
    organizeIds: orgs,
    organizeId: values.organizeId && orgs.includes(values.organizeId) ? values.organizeId : null,
    positionIds: values.positionIds ?? [],
    roleIds: values.roleIds ?? [],
    managerId: values.managerId ?? null,
    description: values.description ?? null,
    sortCode: values.sortCode ?? 0,
    enabledMark: values.enabledMark === false ? 0 : 1,
  };
};

/**
 * New/edit dialog of a user: the shared account, mobile and email patterns; organizations from the tree,
 * then positions and roles offered for those organizations; the manager searched by name. The
 * account is set once; a new user gets the configured initial password (changed at first login).
 * A field shows only when the page's form codes list it, and only shown fields are sent:
 * the server refuses ungranted ones and keeps what an edit leaves out (ADR 0009).
 */
export function UserFormDialog(props: RecordDialogProps<UserFormValues>) {
  const { t } = useTranslation('user');
  return (
    <RecordFormDialog
      {...props}
      endpoints={usersEndpoints}
      formCodes={USER_CODES.forms}
      newValues={NEW_USER}
      toValues={toValues}
      toBody={toBody}
      // Organizations, positions and roles are written under the codes organizeId, positionId, roleId.
      bodyCodes={{ organizeIds: 'organizeId', positionIds: 'positionId', roleIds: 'roleId' }}
      // The account is set once, and an edit changes the state with its own action.
      createOnly={['account', 'enabledMark']}
      emptyRequired={{ account: '', realName: '', organizeIds: [] }}
      thing={t('thing')}
      width={700}
      testId="user-dialog"
    >
      {(can, loaded) => <UserFields can={can} {...loaded} />}
    </RecordFormDialog>
  );
}

interface UserFieldsProps {
  can: (code: string) => boolean;
  record: UserInfo | undefined;
  editId: string | undefined;
  isOpen: boolean;
}

/** The user's fields; positions and roles are offered for the chosen organizations. */
function UserFields({ can, record, editId, isOpen }: UserFieldsProps) {
  const { t } = useTranslation(['user', 'adminKit']);
  const lang = currentLanguage();
  const watchedOrgs = Form.useWatch<string[] | undefined>('organizeIds', Form.useFormInstance());
  const tree = useQuery({ ...endpointQuery(organizeEndpoints.tree), enabled: isOpen });
  // Without the organization field, positions and roles are offered for the user's current ones.
  const chosenOrgs = (can('organizeId') ? watchedOrgs : record?.organizeIds) ?? [];
  const positions = useQuery({
    ...endpointQuery(positionEndpoints.listByOrganizations, { body: { organizeIds: chosenOrgs } }),
    enabled: isOpen && chosenOrgs.length > 0,
  });
  const roles = useQuery({
    ...endpointQuery(roleEndpoints.listByOrganizations, { body: { organizeIds: chosenOrgs } }),
    enabled: isOpen,
  });
  // The configured initial password (系统配置); the built-in default until it answers.
  const initialPassword = useQuery({
    ...endpointQuery(sysConfigEndpoints.initialPassword, undefined, { isSilent: true }),
    enabled: isOpen && !editId,
  }).data?.newUserDefaultPassword;
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('adminKit:form.required', { field }),
  });
  const orgNames = new Map<string, string>();
  const collect = (nodes: readonly { id: string; fullName: string; children?: readonly unknown[] }[]) => {
    for (const node of nodes) {
      orgNames.set(node.id, node.fullName);
      collect((node.children ?? []) as typeof nodes);
    }
  };
  collect(tree.data?.list ?? []);
  const organizations = t('field.organizations');

  return (
    <>
      {!editId && (
        <Alert
          type="info"
          showIcon
          title={t('form.defaultPasswordHint', {
            password: initialPassword ?? DEFAULT_SYS_CONFIG.newUserDefaultPassword,
          })}
          style={{ marginBottom: 16 }}
          data-testid="user-initial-password-hint"
        />
      )}
      {can('account') && (
        <Form.Item
          name="account"
          label={t('field.account')}
          rules={[
            required(t('field.account')),
            { max: 50, message: t('form.accountMax') },
            { pattern: ACCOUNT_PATTERN, message: formatMessage('validation.account', lang) },
          ]}
        >
          <Input maxLength={50} disabled={editId !== undefined} autoComplete="off" />
        </Form.Item>
      )}
      {can('realName') && (
        <Form.Item
          name="realName"
          label={t('field.realName')}
          rules={[required(t('field.realName')), { max: 50, message: t('form.nameMax') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
      )}
      {can('gender') && (
        <Form.Item name="gender" label={t('field.gender')}>
          <Select
            allowClear
            options={GENDERS.map((g) => ({ value: g.value, label: t(`gender.${g.key}`) }))}
          />
        </Form.Item>
      )}
      {can('mobilePhone') && (
        <Form.Item
          name="mobilePhone"
          label={t('field.mobilePhone')}
          rules={[{ pattern: MOBILE_PATTERN, message: formatMessage('validation.mobile', lang) }]}
        >
          <Input maxLength={11} />
        </Form.Item>
      )}
      {can('email') && (
        <Form.Item
          name="email"
          label={t('field.email')}
          rules={[{ pattern: EMAIL_PATTERN, message: formatMessage('validation.email', lang) }]}
        >
          <Input maxLength={254} />
        </Form.Item>
      )}
      {can('organizeId') && (
        <Form.Item
          name="organizeIds"
          label={organizations}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('adminKit:form.choose', { field: organizations }),
            },
          ]}
        >
          <OrganizeSelect
            multiple
            isOpen={isOpen}
            placeholder={t('adminKit:form.choose', { field: organizations })}
            testId="user-organizations"
          />
        </Form.Item>
      )}
      {can('organizeId') && chosenOrgs.length > 1 && (
        <Form.Item name="organizeId" label={t('field.mainOrganize')}>
          <Select
            allowClear
            options={chosenOrgs.map((id) => ({ value: id, label: orgNames.get(id) ?? id }))}
          />
        </Form.Item>
      )}
      {can('positionId') && (
        <Form.Item name="positionIds" label={t('field.positions')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            loading={positions.isFetching}
            options={(chosenOrgs.length > 0 ? (positions.data?.list ?? []) : []).map((p) => ({
              value: p.id,
              label: `${p.fullName}（${p.organizeName}）`,
            }))}
          />
        </Form.Item>
      )}
      {can('roleId') && (
        <Form.Item name="roleIds" label={t('field.roles')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            loading={roles.isFetching}
            options={(roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.fullName }))}
          />
        </Form.Item>
      )}
      {can('managerId') && (
        <Form.Item name="managerId" label={t('field.manager')}>
          <UserSelect
            currentLabel={record?.managerName}
            excludeIds={editId ? [editId] : []}
            testId="user-manager"
          />
        </Form.Item>
      )}
      <SortStateDescriptionFields can={can} hasState={!editId} />
    </>
  );
}
