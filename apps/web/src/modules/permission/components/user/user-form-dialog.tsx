import {
  ACCOUNT_PATTERN,
  EMAIL_PATTERN,
  formatMessage,
  MOBILE_PATTERN,
  type UserListItem,
} from '@platform/contracts';
import {
  organizeEndpoints,
  positionEndpoints,
  roleEndpoints,
  usersEndpoints,
} from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { currentLanguage } from '../../../../platform/i18n/index.ts';
import { FormDialog } from '../../../../shared/admin-kit/form-dialog.tsx';
import { usePermission } from '../../../../shared/permission/use-permission.ts';
import { createBodyFrom, type FormCode, type UserFormValues, updateBodyFrom } from './user-form-body.ts';
import { UserSelect } from './user-select.tsx';

export interface UserDialogTarget {
  row?: UserListItem;
  /** Organization preselected for a new user (the one chosen in the tree). */
  organizeId?: string;
}

interface UserFormDialogProps {
  target: UserDialogTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const GENDERS = [
  { value: 1, key: 'male' },
  { value: 2, key: 'female' },
  { value: 3, key: 'secret' },
] as const;

/**
 * New/edit dialog of a user: the §5.1 account, mobile and email rules; organizations from the tree,
 * then positions and roles offered for those organizations; the manager searched by name. The
 * account is set once; a new user gets the configured initial password (changed at first login).
 * A field shows only when the page's form codes list it (spec §6), and only shown fields are sent:
 * the server refuses ungranted ones and keeps what an edit leaves out (ADR 0009).
 */
export function UserFormDialog({ target, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation('user');
  const lang = currentLanguage();
  const [form] = Form.useForm<UserFormValues>();
  const permission = usePermission();
  const can = (code: FormCode) => permission.has(code, 'form');
  const editId = target?.row?.id;
  const watchedOrgs = Form.useWatch('organizeIds', form);
  const tree = useQuery({
    ...endpointQuery(organizeEndpoints.tree),
    enabled: target !== undefined,
  });
  const detail = useQuery({
    ...endpointQuery(usersEndpoints.get, { params: { id: editId ?? '' } }),
    enabled: editId !== undefined,
    staleTime: 0,
  });
  // Without the organization field, positions and roles are offered for the user's current ones.
  const chosenOrgs = (can('organizeId') ? watchedOrgs : detail.data?.organizeIds) ?? [];
  const positions = useQuery({
    ...endpointQuery(positionEndpoints.listByOrganizations, { body: { organizeIds: chosenOrgs } }),
    enabled: target !== undefined && chosenOrgs.length > 0,
  });
  const roles = useQuery({
    ...endpointQuery(roleEndpoints.listByOrganizations, { body: { organizeIds: chosenOrgs } }),
    enabled: target !== undefined,
  });

  const initialValues = useMemo<Partial<UserFormValues> | undefined>(() => {
    if (!target) return undefined;
    if (!target.row) {
      return { organizeIds: target.organizeId ? [target.organizeId] : [], sortCode: 0, enabledMark: true };
    }
    const info = detail.data;
    if (!info) return undefined;
    return {
      account: info.account,
      realName: info.realName,
      gender: info.gender,
      mobilePhone: info.mobilePhone,
      email: info.email,
      organizeIds: info.organizeIds,
      organizeId: info.organizeId,
      positionIds: info.positionIds,
      roleIds: info.roleIds,
      managerId: info.managerId,
      sortCode: info.sortCode,
      description: info.description,
    };
  }, [target, detail.data]);

  const submit = async (values: UserFormValues) => {
    if (editId) {
      const body = updateBodyFrom(values, can);
      return (await callWithMessage(usersEndpoints.update, { params: { id: editId }, body })).msg;
    }
    return (await callWithMessage(usersEndpoints.create, { body: createBodyFrom(values, can) })).msg;
  };

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('form.required', { field }),
  });
  const orgNames = new Map<string, string>();
  const collect = (nodes: readonly { id: string; fullName: string; children?: readonly unknown[] }[]) => {
    for (const node of nodes) {
      orgNames.set(node.id, node.fullName);
      collect((node.children ?? []) as typeof nodes);
    }
  };
  collect(tree.data?.list ?? []);

  return (
    <FormDialog<UserFormValues>
      open={target !== undefined}
      title={editId ? t('editTitle') : t('addTitle')}
      initialValues={initialValues}
      isLoading={editId !== undefined && detail.isPending}
      form={form}
      width={700}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      testId="user-dialog"
    >
      {!editId && (
        <Alert type="info" showIcon title={t('form.defaultPasswordHint')} style={{ marginBottom: 16 }} />
      )}
      {can('account') && (
        <Form.Item
          name="account"
          label={t('form.account')}
          rules={[
            required(t('form.account')),
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
          label={t('form.realName')}
          rules={[required(t('form.realName')), { max: 50, message: t('form.nameMax') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
      )}
      {can('gender') && (
        <Form.Item name="gender" label={t('form.gender')}>
          <Select
            allowClear
            options={GENDERS.map((g) => ({ value: g.value, label: t(`gender.${g.key}`) }))}
          />
        </Form.Item>
      )}
      {can('mobilePhone') && (
        <Form.Item
          name="mobilePhone"
          label={t('form.mobilePhone')}
          rules={[{ pattern: MOBILE_PATTERN, message: formatMessage('validation.mobile', lang) }]}
        >
          <Input maxLength={11} />
        </Form.Item>
      )}
      {can('email') && (
        <Form.Item
          name="email"
          label={t('form.email')}
          rules={[{ pattern: EMAIL_PATTERN, message: formatMessage('validation.email', lang) }]}
        >
          <Input maxLength={254} />
        </Form.Item>
      )}
      {can('organizeId') && (
        <Form.Item
          name="organizeIds"
          label={t('form.organizations')}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('form.choose', { field: t('form.organizations') }),
            },
          ]}
        >
          <TreeSelect
            multiple
            treeData={tree.data?.list ?? []}
            fieldNames={{ label: 'fullName', value: 'id', children: 'children' }}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'fullName' }}
            loading={tree.isFetching}
            placeholder={t('form.choose', { field: t('form.organizations') })}
            data-testid="user-organizations"
          />
        </Form.Item>
      )}
      {can('organizeId') && chosenOrgs.length > 1 && (
        <Form.Item name="organizeId" label={t('form.mainOrganize')}>
          <Select
            allowClear
            options={chosenOrgs.map((id) => ({ value: id, label: orgNames.get(id) ?? id }))}
          />
        </Form.Item>
      )}
      {can('positionId') && (
        <Form.Item name="positionIds" label={t('form.positions')}>
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
        <Form.Item name="roleIds" label={t('form.roles')}>
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
        <Form.Item name="managerId" label={t('form.manager')}>
          <UserSelect
            currentLabel={detail.data?.managerName}
            excludeIds={editId ? [editId] : []}
            testId="user-manager"
          />
        </Form.Item>
      )}
      <Form.Item name="sortCode" label={t('form.sortCode')}>
        <InputNumber min={0} max={999999} precision={0} />
      </Form.Item>
      {!editId && (
        <Form.Item name="enabledMark" label={t('form.enabledMark')} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      {can('description') && (
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
