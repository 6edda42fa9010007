import type { EndpointBody, RoleInfo } from '@platform/contracts';
import { organizeEndpoints, roleEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { FormDialog } from '../../../../shared/admin-kit/form-dialog.tsx';
import { grantedFields, useGrantGate } from '../../../../shared/permission/use-grant-gate.ts';
import { ROLE_CODES } from '../grant-codes.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../record-form-fields.tsx';

interface RoleFormValues {
  fullName: string;
  enCode: string;
  globalMark: 0 | 1;
  organizeIds?: string[];
  type?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

export interface RoleDialogTarget {
  row?: RoleInfo;
}

interface RoleFormDialogProps {
  target: RoleDialogTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * New/edit dialog of a role: global, or bound to organizations (chosen in the organization tree). An
 * edit reads the role (GET /Role/{id} keeps what the granted fields need); a field shows only when
 * granted, and only shown fields are sent (spec §6, ADR 0009).
 */
export function RoleFormDialog({ target, onClose, onSaved }: RoleFormDialogProps) {
  const { t } = useTranslation('role');
  const [form] = Form.useForm<RoleFormValues>();
  const globalMark = Form.useWatch('globalMark', form);
  const can = useGrantGate('form', ROLE_CODES.forms);
  const editId = target?.row?.id;
  const tree = useQuery({
    ...endpointQuery(organizeEndpoints.tree),
    enabled: target !== undefined && can('organizeIds'),
  });
  const detail = useQuery({
    ...endpointQuery(roleEndpoints.get, { params: { id: editId ?? '' } }),
    enabled: editId !== undefined,
    staleTime: 0,
  });
  const initialValues = useMemo<Partial<RoleFormValues> | undefined>(() => {
    if (!target) return undefined;
    if (!target.row) return { globalMark: 1, organizeIds: [], sortCode: 0, enabledMark: true };
    const row = detail.data;
    if (!row) return undefined;
    return {
      fullName: row.fullName,
      enCode: row.enCode,
      globalMark: row.globalMark === 1 ? 1 : 0,
      organizeIds: row.organizeIds,
      type: row.type,
      sortCode: row.sortCode,
      enabledMark: row.enabledMark === 1,
      description: row.description,
    };
  }, [target, detail.data]);

  const submit = async (values: RoleFormValues) => {
    const all: EndpointBody<typeof roleEndpoints.create> = {
      fullName: values.fullName,
      enCode: values.enCode,
      globalMark: values.globalMark,
      organizeIds: values.globalMark === 1 ? [] : (values.organizeIds ?? []),
      type: values.type ?? null,
      description: values.description ?? null,
      sortCode: values.sortCode ?? 0,
      enabledMark: values.enabledMark === false ? 0 : 1,
    };
    const body = grantedFields(all, can);
    if (editId) return (await callWithMessage(roleEndpoints.update, { params: { id: editId }, body })).msg;
    // Required fields the caller may not write go as '': the server names the missing grant.
    const created = { fullName: '', enCode: '', ...body };
    return (await callWithMessage(roleEndpoints.create, { body: created })).msg;
  };

  return (
    <FormDialog<RoleFormValues>
      open={target !== undefined}
      title={target?.row ? t('editTitle') : t('addTitle')}
      initialValues={initialValues}
      isLoading={editId !== undefined && detail.isPending}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      testId="role-dialog"
    >
      <NameCodeFields ns="role" can={can} />
      <Form.Item name="globalMark" label={t('form.globalMark')}>
        <Radio.Group
          options={[
            { value: 1, label: t('global') },
            { value: 0, label: t('organization') },
          ]}
        />
      </Form.Item>
      {globalMark === 0 && can('organizeIds') && (
        <Form.Item
          name="organizeIds"
          label={t('form.organize')}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('form.choose', { field: t('form.organize') }),
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
            placeholder={t('form.choose', { field: t('form.organize') })}
          />
        </Form.Item>
      )}
      {can('type') && (
        <Form.Item name="type" label={t('form.type')}>
          <Input maxLength={50} />
        </Form.Item>
      )}
      <SortStateDescriptionFields ns="role" can={can} />
    </FormDialog>
  );
}
