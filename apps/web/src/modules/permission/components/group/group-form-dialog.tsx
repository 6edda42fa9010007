import type { EndpointBody, EndpointOutput } from '@platform/contracts';
import { groupEndpoints } from '@platform/contracts/web-endpoints';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog, type RecordTarget } from '../../../../shared/admin-kit/record-form-dialog.tsx';
import { GROUP_CODES } from '../grant-codes.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../record-form-fields.tsx';

interface GroupFormValues {
  fullName: string;
  enCode: string;
  type?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

const NEW_GROUP: Partial<GroupFormValues> = { sortCode: 0, enabledMark: true };

const toValues = (group: EndpointOutput<typeof groupEndpoints.get>): Partial<GroupFormValues> => ({
  fullName: group.fullName,
  enCode: group.enCode,
  type: group.type,
  sortCode: group.sortCode,
  enabledMark: group.enabledMark === 1,
  description: group.description,
});

const toBody = (values: GroupFormValues): EndpointBody<typeof groupEndpoints.create> => ({
  fullName: values.fullName,
  enCode: values.enCode,
  type: values.type ?? null,
  description: values.description ?? null,
  sortCode: values.sortCode ?? 0,
  enabledMark: values.enabledMark === false ? 0 : 1,
});

interface GroupFormDialogProps {
  target: RecordTarget<{ id: string }, GroupFormValues> | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** New/edit dialog of a group: name and code (the code rule), type, sort, state and description. */
export function GroupFormDialog({ target, onClose, onSaved }: GroupFormDialogProps) {
  const { t } = useTranslation('group');
  return (
    <RecordFormDialog
      target={target}
      get={groupEndpoints.get}
      create={groupEndpoints.create}
      update={groupEndpoints.update}
      formCodes={GROUP_CODES.forms}
      newValues={NEW_GROUP}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ fullName: '', enCode: '' }}
      titles={{ add: t('addTitle'), edit: t('editTitle') }}
      testId="group-dialog"
      onClose={onClose}
      onSaved={onSaved}
    >
      {(can) => (
        <>
          <NameCodeFields ns="group" can={can} />
          {can('type') && (
            <Form.Item name="type" label={t('form.type')}>
              <Input maxLength={50} />
            </Form.Item>
          )}
          <SortStateDescriptionFields ns="group" can={can} />
        </>
      )}
    </RecordFormDialog>
  );
}
