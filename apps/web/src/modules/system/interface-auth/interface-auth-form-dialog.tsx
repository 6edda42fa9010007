import { type EndpointBody, type EndpointOutput, resourceCodes } from '@platform/contracts';
import { interfaceOauthEndpoints } from '@platform/contracts/web-endpoints';
import { Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { UserSelect } from '../../permission/user/user-select.tsx';
import { InterfaceAuthSecretField } from './interface-auth-secret-field.tsx';
import { SignatureInfoDialog } from './signature-info-dialog.tsx';

export interface InterfaceAuthFormValues {
  appName: string;
  appId?: string;
  appSecret?: string;
  userId?: string | null;
  usefulLife?: Dayjs | null;
  whiteList?: string;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string;
}

type Detail = EndpointOutput<typeof interfaceOauthEndpoints.get>;

const FORM_CODES = resourceCodes('interfaceOauth').forms;
const NEW_APP: Partial<InterfaceAuthFormValues> = { sortCode: 0, enabledMark: true };

const toValues = (app: Detail): Partial<InterfaceAuthFormValues> => ({
  appName: app.appName,
  appId: app.appId,
  // Never answered: empty keeps the stored secret.
  appSecret: '',
  userId: app.userId ?? null,
  usefulLife: app.usefulLife ? dayjs(app.usefulLife) : null,
  whiteList: app.whiteList ?? '',
  sortCode: app.sortCode,
  enabledMark: app.enabledMark === 1,
  description: app.description ?? undefined,
});

/** The chosen day is valid to its end. */
export const toInterfaceAuthBody = (
  values: InterfaceAuthFormValues,
): EndpointBody<typeof interfaceOauthEndpoints.create> => ({
  appName: values.appName,
  appId: values.appId?.trim() || undefined,
  appSecret: values.appSecret || undefined,
  userId: values.userId ?? null,
  usefulLife: values.usefulLife ? values.usefulLife.endOf('day').valueOf() : null,
  whiteList: values.whiteList?.trim() || null,
  sortCode: values.sortCode ?? 0,
  enabledMark: values.enabledMark === false ? 0 : 1,
  description: values.description ?? null,
});

/** New/edit dialog of an interface app: name, app id, secret (generate/reset, copy), user, validity, allowlist. */
export function InterfaceAuthFormDialog(props: RecordDialogProps<InterfaceAuthFormValues>) {
  const { t } = useTranslation(['interfaceAuth', 'adminKit']);
  const [form] = Form.useForm<InterfaceAuthFormValues>();
  const [isHelpOpen, setHelpOpen] = useState(false);
  return (
    <>
      <RecordFormDialog
        {...props}
        endpoints={interfaceOauthEndpoints}
        formCodes={FORM_CODES}
        newValues={NEW_APP}
        toValues={toValues}
        toBody={toInterfaceAuthBody}
        emptyRequired={{ appName: '' }}
        thing={t('thing')}
        form={form}
        width={640}
        testId="interface-auth-dialog"
      >
        {(can, { editId, record }) => (
          <>
            <Form.Item
              name="appName"
              label={t('field.appName')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('adminKit:form.required', { field: t('field.appName') }),
                },
              ]}
            >
              <Input maxLength={50} />
            </Form.Item>
            {can('appId') && (
              <Form.Item name="appId" label={t('field.appId')}>
                <Input maxLength={100} placeholder={editId ? undefined : t('appIdAuto')} />
              </Form.Item>
            )}
            {can('appSecret') && <InterfaceAuthSecretField form={form} isEdit={editId !== undefined} />}
            {can('userId') && (
              <Form.Item name="userId" label={t('field.userId')} extra={t('userTip')}>
                <UserSelect
                  currentLabel={(record as Detail | undefined)?.userName}
                  testId="interface-auth-user"
                />
              </Form.Item>
            )}
            {can('usefulLife') && (
              <Form.Item name="usefulLife" label={t('field.usefulLife')} extra={t('usefulLifeTip')}>
                <DatePicker style={{ width: '100%' }} placeholder={t('forever')} />
              </Form.Item>
            )}
            {can('whiteList') && (
              <Form.Item name="whiteList" label={t('field.whiteList')} extra={t('whiteListTip')}>
                <Input.TextArea rows={3} maxLength={2000} />
              </Form.Item>
            )}
            <Form.Item label=" " colon={false}>
              <Button type="link" onClick={() => setHelpOpen(true)} data-testid="interface-auth-help">
                {t('signatureHelp')}
              </Button>
            </Form.Item>
            <SortStateDescriptionFields can={can} />
          </>
        )}
      </RecordFormDialog>
      <SignatureInfoDialog open={isHelpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
