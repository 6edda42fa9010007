import type { EndpointBody, EndpointOutput } from '@platform/contracts';
import { resourceCodes } from '@platform/contracts';
import { commonWordsEndpoints } from '@platform/contracts/web-endpoints';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/stores/session-store.ts';
import { SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';

interface CommonWordsFormValues {
  systemIds: string[];
  commonWordsText: string;
  sortCode?: number;
  enabledMark?: boolean;
}

const FORM_CODES = resourceCodes('commonWords').forms;
const NEW_WORDS: Partial<CommonWordsFormValues> = { systemIds: [], sortCode: 0, enabledMark: true };

const toValues = (
  words: EndpointOutput<typeof commonWordsEndpoints.get>,
): Partial<CommonWordsFormValues> => ({
  systemIds: words.systemIds,
  commonWordsText: words.commonWordsText,
  sortCode: words.sortCode,
  enabledMark: words.enabledMark === 1,
});

const toBody = (values: CommonWordsFormValues): EndpointBody<typeof commonWordsEndpoints.create> => ({
  systemIds: values.systemIds ?? [],
  commonWordsText: values.commonWordsText,
  sortCode: values.sortCode ?? 0,
  enabledMark: values.enabledMark === false ? 0 : 1,
});

/** New/edit dialog of common words: the applications they are offered in, the words, sort and state. */
export function CommonWordsFormDialog(props: RecordDialogProps<CommonWordsFormValues>) {
  const { t } = useTranslation(['commonWords', 'adminKit']);
  // The applications the administrator works in (CurrentUser); none chosen = every application.
  const systems = useSession((s) => s.current?.userInfo.systemIds ?? []);
  return (
    <RecordFormDialog
      {...props}
      endpoints={commonWordsEndpoints}
      formCodes={FORM_CODES}
      newValues={NEW_WORDS}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ commonWordsText: '' }}
      thing={t('thing')}
      testId="common-words-dialog"
    >
      {(can) => (
        <>
          {can('systemIds') && (
            <Form.Item name="systemIds" label={t('field.systemIds')}>
              <Select
                mode="multiple"
                allowClear
                placeholder={t('allSystems')}
                options={systems.map((s) => ({ value: s.id, label: s.name }))}
                optionFilterProp="label"
              />
            </Form.Item>
          )}
          {can('commonWordsText') && (
            <Form.Item
              name="commonWordsText"
              label={t('field.commonWordsText')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('adminKit:form.required', { field: t('field.commonWordsText') }),
                },
              ]}
            >
              <Input maxLength={500} placeholder={t('textPlaceholder')} />
            </Form.Item>
          )}
          <SortStateDescriptionFields can={(code) => code !== 'description' && can(code)} />
        </>
      )}
    </RecordFormDialog>
  );
}
