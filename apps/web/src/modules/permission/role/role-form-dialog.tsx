import type { EndpointBody, EndpointOutput } from '@platform/contracts';
import { roleEndpoints } from '@platform/contracts/web-endpoints';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { type NamedRecordValues, namedRecord } from '../../../shared/admin-kit/named-record.ts';
import {
  NameCodeFields,
  SortStateDescriptionFields,
  TextField,
} from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { ROLE_CODES } from '../grant-codes.ts';
import { OrganizeSelect } from '../organize/organize-select.tsx';

interface RoleFormValues extends NamedRecordValues {
  globalMark: 0 | 1;
  organizeIds?: string[];
  type?: string | null;
}

const NEW_ROLE: Partial<RoleFormValues> = { ...namedRecord.initial, globalMark: 1, organizeIds: [] };

const toValues = (row: EndpointOutput<typeof roleEndpoints.get>): Partial<RoleFormValues> => ({
  ...namedRecord.values(row),
  globalMark: row.globalMark === 1 ? 1 : 0,
  organizeIds: row.organizeIds,
  type: row.type,
});

const toBody = (values: RoleFormValues): EndpointBody<typeof roleEndpoints.create> => ({
  ...namedRecord.body(values),
  globalMark: values.globalMark,
  organizeIds: values.globalMark === 1 ? [] : (values.organizeIds ?? []),
  type: values.type ?? null,
});

/**
 * New/edit dialog of a role: global, or bound to organizations (chosen in the organization tree). An
 * edit reads the role (GET /Role/{id} keeps what the granted fields need); a field shows only when
 * granted, and only shown fields are sent (ADR 0009).
 */
export function RoleFormDialog(props: RecordDialogProps<RoleFormValues>) {
  const { t } = useTranslation(['role', 'adminKit']);
  const [form] = Form.useForm<RoleFormValues>();
  const globalMark = Form.useWatch('globalMark', form);
  const organize = t('field.organize');
  return (
    <RecordFormDialog
      {...props}
      endpoints={roleEndpoints}
      formCodes={ROLE_CODES.forms}
      newValues={NEW_ROLE}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ fullName: '', enCode: '' }}
      thing={t('thing')}
      form={form}
      testId="role-dialog"
    >
      {(can, { isOpen }) => (
        <>
          <NameCodeFields can={can} labels={{ fullName: t('field.fullName'), enCode: t('field.enCode') }} />
          <Form.Item name="globalMark" label={t('field.globalMark')}>
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
              label={organize}
              rules={[
                {
                  required: true,
                  type: 'array',
                  min: 1,
                  message: t('adminKit:form.choose', { field: organize }),
                },
              ]}
            >
              <OrganizeSelect
                multiple
                isOpen={isOpen}
                placeholder={t('adminKit:form.choose', { field: organize })}
              />
            </Form.Item>
          )}
          <TextField can={can} name="type" label={t('field.type')} />
          <SortStateDescriptionFields can={can} />
        </>
      )}
    </RecordFormDialog>
  );
}
