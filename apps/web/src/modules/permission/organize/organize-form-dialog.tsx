import type { EndpointBody, EndpointOutput } from '@platform/contracts';
import { departmentEndpoints, organizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { type NamedRecordValues, namedRecord } from '../../../shared/admin-kit/named-record.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { RecordFormDialog, type RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { ORGANIZE_CODES } from '../grant-codes.ts';
import { UserSelect } from '../user/user-select.tsx';

interface OrganizeFormValues extends NamedRecordValues {
  parentId: string;
  managerId?: string | null;
}

/** A row to edit or a new one (preset: the parent chosen on the department page), of either kind. */
export type OrganizeDialogTarget = RecordTarget<{ id: string }, OrganizeFormValues> & {
  /** 'company' uses the company routes and parent picker; 'department' the department ones. */
  category: 'company' | 'department';
};

/** A new company goes under the top node; a new department under the company chosen, if any. */
const NEW_COMPANY: Partial<OrganizeFormValues> = { ...namedRecord.initial, parentId: '-1' };

const toValues = (row: EndpointOutput<typeof organizeEndpoints.get>): Partial<OrganizeFormValues> => ({
  ...namedRecord.values(row),
  parentId: row.parentId,
  managerId: row.managerId,
});

const toBody = (values: OrganizeFormValues): EndpointBody<typeof organizeEndpoints.create> => ({
  ...namedRecord.body(values),
  parentId: values.parentId,
  managerId: values.managerId ?? null,
});

interface ParentSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  category: 'company' | 'department';
  /** The organization being edited: the selector leaves out it and its subtree. */
  editId: string | undefined;
  isOpen: boolean;
  placeholder: string;
}

/** The parent picker: companies for a company, the company's tree for a department. */
function ParentSelect({ value, onChange, category, editId, isOpen, placeholder }: ParentSelectProps) {
  const selector = useQuery({
    ...endpointQuery(category === 'company' ? organizeEndpoints.selector : departmentEndpoints.selector, {
      params: { id: editId ?? '0' },
    }),
    enabled: isOpen,
  });
  return (
    <TreeSelect
      value={value}
      onChange={onChange}
      treeData={selector.data?.list ?? []}
      fieldNames={{ label: 'fullName', value: 'id', children: 'children' }}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'fullName' }}
      loading={selector.isFetching}
      placeholder={placeholder}
    />
  );
}

interface OrganizeFormDialogProps {
  target: OrganizeDialogTarget | undefined;
  /** The department page saves through /Organize/Department (its own menu); the organize page through /Organize. */
  via: 'organize' | 'department';
  onClose: () => void;
  onSaved: () => void;
}

/**
 * New/edit dialog of a company or department, with the shared code pattern and the save behaviour of
 * RecordFormDialog. An edit reads the row through the page's own routes (GET /{id} keeps what the granted fields
 * need); a field shows only when granted, and only shown fields are sent (ADR 0009).
 */
export function OrganizeFormDialog({ target, via, onClose, onSaved }: OrganizeFormDialogProps) {
  const { t } = useTranslation(['organize', 'adminKit']);
  const category = target?.category ?? 'company';
  const isCompany = category === 'company';
  // Each page reads and saves through its own routes: /Organize, or /Organize/Department.
  const routes = via === 'department' ? departmentEndpoints : organizeEndpoints;
  const parentLabel = isCompany ? t('field.parent') : t('field.parentDepartment');
  return (
    <RecordFormDialog
      target={target}
      endpoints={{
        get: routes.get,
        create: isCompany ? organizeEndpoints.create : departmentEndpoints.create,
        update: routes.update,
      }}
      formCodes={ORGANIZE_CODES.forms}
      newValues={isCompany ? NEW_COMPANY : namedRecord.initial}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ fullName: '', enCode: '' }}
      thing={t(isCompany ? 'thing.company' : 'thing.department')}
      testId="organize-dialog"
      onClose={onClose}
      onSaved={onSaved}
    >
      {(can, { record, editId, isOpen }) => (
        <>
          {can('parentId') && (
            <Form.Item
              name="parentId"
              label={parentLabel}
              rules={[{ required: true, message: t('adminKit:form.choose', { field: parentLabel }) }]}
            >
              <ParentSelect
                category={category}
                editId={editId}
                isOpen={isOpen}
                placeholder={t('adminKit:form.choose', { field: parentLabel })}
              />
            </Form.Item>
          )}
          <NameCodeFields can={can} />
          {can('managerId') && (
            <Form.Item name="managerId" label={t('field.manager')}>
              <UserSelect
                currentLabel={record?.managerName}
                placeholder={t('field.managerPlaceholder')}
                testId="organize-manager"
              />
            </Form.Item>
          )}
          <SortStateDescriptionFields can={can} />
        </>
      )}
    </RecordFormDialog>
  );
}
