import type { EndpointBody, OrganizeInfo } from '@platform/contracts';
import { departmentEndpoints, organizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { FormDialog } from '../../../../shared/admin-kit/form-dialog.tsx';
import { grantedFields, useGrantGate } from '../../../../shared/permission/use-grant-gate.ts';
import { ORGANIZE_CODES } from '../grant-codes.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../record-form-fields.tsx';
import { ManagerSelect } from './manager-select.tsx';

interface OrganizeFormValues {
  parentId: string;
  fullName: string;
  enCode: string;
  managerId?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

export interface OrganizeDialogTarget {
  /** 'company' uses the company routes and parent picker; 'department' the department ones. */
  category: 'company' | 'department';
  /** The row being edited; undefined for a new one. */
  row?: OrganizeInfo;
  /** Parent preselected for a new row (the selected company on the department page). */
  parentId?: string;
}

interface OrganizeFormDialogProps {
  target: OrganizeDialogTarget | undefined;
  /** The department page saves through /Organize/Department (its own menu); the organize page through /Organize. */
  via: 'organize' | 'department';
  onClose: () => void;
  onSaved: () => void;
}

/**
 * New/edit dialog of a company or department, with the §5.1 code rule and the server's save behaviour
 * (§4.5). An edit reads the row through the page's own routes (GET /{id} keeps what the granted fields
 * need); a field shows only when granted, and only shown fields are sent (spec §6, ADR 0009).
 */
export function OrganizeFormDialog({ target, via, onClose, onSaved }: OrganizeFormDialogProps) {
  const { t } = useTranslation('organize');
  const can = useGrantGate('form', ORGANIZE_CODES.forms);
  const category = target?.category ?? 'company';
  const editId = target?.row?.id;
  // Each page reads and saves through its own routes: /Organize, or /Organize/Department.
  const routes = via === 'department' ? departmentEndpoints : organizeEndpoints;
  const selector = useQuery({
    ...endpointQuery(category === 'company' ? organizeEndpoints.selector : departmentEndpoints.selector, {
      params: { id: editId ?? '0' },
    }),
    enabled: target !== undefined && can('parentId'),
  });
  const detail = useQuery({
    ...endpointQuery(routes.get, { params: { id: editId ?? '' } }),
    enabled: editId !== undefined,
    staleTime: 0,
  });
  const initialValues = useMemo<Partial<OrganizeFormValues> | undefined>(() => {
    if (!target) return undefined;
    if (!target.row) {
      return {
        parentId: target.parentId ?? (category === 'company' ? '-1' : undefined),
        sortCode: 0,
        enabledMark: true,
      };
    }
    const row = detail.data;
    if (!row) return undefined;
    return {
      parentId: row.parentId,
      fullName: row.fullName,
      enCode: row.enCode,
      managerId: row.managerId,
      sortCode: row.sortCode,
      enabledMark: row.enabledMark === 1,
      description: row.description,
    };
  }, [target, category, detail.data]);

  const submit = async (values: OrganizeFormValues) => {
    const all: EndpointBody<typeof organizeEndpoints.create> = {
      parentId: values.parentId,
      fullName: values.fullName,
      enCode: values.enCode,
      managerId: values.managerId ?? null,
      description: values.description ?? null,
      sortCode: values.sortCode ?? 0,
      enabledMark: values.enabledMark === false ? 0 : 1,
    };
    const body = grantedFields(all, can);
    if (editId) return (await callWithMessage(routes.update, { params: { id: editId }, body })).msg;
    // Required fields the caller may not write go as '': the server names the missing grant.
    const created = { fullName: '', enCode: '', ...body };
    const create = category === 'department' ? departmentEndpoints.create : organizeEndpoints.create;
    return (await callWithMessage(create, { body: created })).msg;
  };

  const isCompany = category === 'company';
  const title = target?.row
    ? t(isCompany ? 'editCompany' : 'editDepartment')
    : t(isCompany ? 'addCompany' : 'addDepartment');
  const parentLabel = isCompany ? t('form.parent') : t('form.parentDepartment');
  return (
    <FormDialog<OrganizeFormValues>
      open={target !== undefined}
      title={title}
      initialValues={initialValues}
      isLoading={editId !== undefined && detail.isPending}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      testId="organize-dialog"
    >
      {can('parentId') && (
        <Form.Item
          name="parentId"
          label={parentLabel}
          rules={[{ required: true, message: t('form.choose', { field: parentLabel }) }]}
        >
          <TreeSelect
            treeData={selector.data?.list ?? []}
            fieldNames={{ label: 'fullName', value: 'id', children: 'children' }}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'fullName' }}
            loading={selector.isFetching}
            placeholder={t('form.choose', { field: parentLabel })}
          />
        </Form.Item>
      )}
      <NameCodeFields ns="organize" can={can} />
      {can('managerId') && (
        <Form.Item name="managerId" label={t('form.manager')}>
          <ManagerSelect currentName={detail.data?.managerName} placeholder={t('form.managerPlaceholder')} />
        </Form.Item>
      )}
      <SortStateDescriptionFields ns="organize" can={can} />
    </FormDialog>
  );
}
