import type { EndpointBody, EndpointOutput } from '@platform/contracts';
import { positionEndpoints } from '@platform/contracts/web-endpoints';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { type NamedRecordValues, namedRecord } from '../../../shared/admin-kit/named-record.ts';
import {
  NameCodeFields,
  SortStateDescriptionFields,
  TextField,
} from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { POSITION_CODES } from '../grant-codes.ts';
import { OrganizeSelect } from '../organize/organize-select.tsx';

export interface PositionFormValues extends NamedRecordValues {
  organizeId: string;
  type?: string | null;
}

const toValues = (row: EndpointOutput<typeof positionEndpoints.get>): Partial<PositionFormValues> => ({
  ...namedRecord.values(row),
  organizeId: row.organizeId,
  type: row.type,
});

const toBody = (values: PositionFormValues): EndpointBody<typeof positionEndpoints.create> => ({
  ...namedRecord.body(values),
  organizeId: values.organizeId,
  type: values.type ?? null,
});

/**
 * New/edit dialog of a position, with the shared code pattern and the save behaviour of RecordFormDialog. An edit
 * reads the position (GET /Position/{id} keeps what the granted fields need); a field shows only when
 * granted, and only shown fields are sent (ADR 0009).
 */
export function PositionFormDialog(props: RecordDialogProps<PositionFormValues>) {
  const { t } = useTranslation(['position', 'adminKit']);
  const organize = t('field.organize');
  return (
    <RecordFormDialog
      {...props}
      endpoints={positionEndpoints}
      formCodes={POSITION_CODES.forms}
      newValues={namedRecord.initial}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ organizeId: '', fullName: '', enCode: '' }}
      thing={t('thing')}
      testId="position-dialog"
    >
      {(can, { isOpen }) => (
        <>
          {can('organizeId') && (
            <Form.Item
              name="organizeId"
              label={organize}
              rules={[{ required: true, message: t('adminKit:form.choose', { field: organize }) }]}
            >
              <OrganizeSelect isOpen={isOpen} placeholder={t('adminKit:form.choose', { field: organize })} />
            </Form.Item>
          )}
          <NameCodeFields can={can} labels={{ fullName: t('field.fullName'), enCode: t('field.enCode') }} />
          <TextField can={can} name="type" label={t('field.type')} />
          <SortStateDescriptionFields can={can} />
        </>
      )}
    </RecordFormDialog>
  );
}
