import type { AreaDetail, EndpointBody } from '@platform/contracts';
import { AREA_ROOT_ID, resourceCodes } from '@platform/contracts';
import { areaEndpoints } from '@platform/contracts/web-endpoints';
import { Form } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { AreaParentSelect, type AreaParentValue } from './area-parent-select.tsx';

interface AreaFormValues {
  parentId?: AreaParentValue;
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

const FORM_CODES = resourceCodes('area').forms;
/** Area codes are digits only (as the original dialog checks). */
const DIGITS = /^\d+$/;

const NEW_AREA: Partial<AreaFormValues> = { sortCode: 0, enabledMark: true };

/** The parent of a loaded area as the picker shows it: 顶级节点 for a province. */
const parentValue = (area: AreaDetail, rootLabel: string): AreaParentValue => {
  const parentId = area.parentId ?? AREA_ROOT_ID;
  return { value: parentId, label: parentId === AREA_ROOT_ID ? rootLabel : (area.parentName ?? parentId) };
};

const toBody = (values: AreaFormValues): EndpointBody<typeof areaEndpoints.create> => ({
  parentId: values.parentId?.value ?? AREA_ROOT_ID,
  fullName: values.fullName,
  enCode: values.enCode,
  sortCode: values.sortCode ?? 0,
  enabledMark: values.enabledMark === false ? 0 : 1,
  description: values.description ?? null,
});

/** New/edit dialog of an area: parent (lazy tree), name, code (digits), sort, state and description. */
export function AreaFormDialog(props: RecordDialogProps<AreaFormValues>) {
  const { t } = useTranslation(['area', 'adminKit']);
  const root = t('root');
  // Stable while the language stays: the dialog refills its form when this changes.
  const toValues = useCallback(
    (area: AreaDetail): Partial<AreaFormValues> => ({
      parentId: area.parentId === undefined ? undefined : parentValue(area, root),
      fullName: area.fullName,
      enCode: area.enCode,
      sortCode: area.sortCode,
      enabledMark: area.enabledMark === undefined ? undefined : area.enabledMark === 1,
      description: area.description,
    }),
    [root],
  );
  return (
    <RecordFormDialog
      {...props}
      endpoints={areaEndpoints}
      formCodes={FORM_CODES}
      newValues={NEW_AREA}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ fullName: '', enCode: '' }}
      thing={t('thing')}
      testId="area-dialog"
    >
      {(can, { editId, isOpen }) => (
        <>
          {can('parentId') && isOpen && (
            <Form.Item name="parentId" label={t('field.parentId')}>
              <AreaParentSelect excludeId={editId} />
            </Form.Item>
          )}
          <NameCodeFields
            can={can}
            labels={{ fullName: t('field.fullName'), enCode: t('field.enCode') }}
            codeRule={{ pattern: DIGITS, message: t('codeDigits') }}
          />
          <SortStateDescriptionFields can={can} />
        </>
      )}
    </RecordFormDialog>
  );
}
