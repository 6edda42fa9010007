import type { EndpointBody, EndpointOutput } from '@platform/contracts';
import { groupEndpoints } from '@platform/contracts/web-endpoints';
import { useTranslation } from 'react-i18next';
import { type NamedRecordValues, namedRecord } from '../../../shared/admin-kit/named-record.ts';
import {
  NameCodeFields,
  SortStateDescriptionFields,
  TextField,
} from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { GROUP_CODES } from '../grant-codes.ts';

interface GroupFormValues extends NamedRecordValues {
  type?: string | null;
}

const toValues = (group: EndpointOutput<typeof groupEndpoints.get>): Partial<GroupFormValues> => ({
  ...namedRecord.values(group),
  type: group.type,
});

const toBody = (values: GroupFormValues): EndpointBody<typeof groupEndpoints.create> => ({
  ...namedRecord.body(values),
  type: values.type ?? null,
});

/** New/edit dialog of a group: name and code (the code rule), type, sort, state and description. */
export function GroupFormDialog(props: RecordDialogProps<GroupFormValues>) {
  const { t } = useTranslation('group');
  return (
    <RecordFormDialog
      {...props}
      endpoints={groupEndpoints}
      formCodes={GROUP_CODES.forms}
      newValues={namedRecord.initial}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ fullName: '', enCode: '' }}
      thing={t('thing')}
      testId="group-dialog"
    >
      {(can) => (
        <>
          <NameCodeFields can={can} labels={{ fullName: t('field.fullName'), enCode: t('field.enCode') }} />
          <TextField can={can} name="type" label={t('field.type')} />
          <SortStateDescriptionFields can={can} />
        </>
      )}
    </RecordFormDialog>
  );
}
