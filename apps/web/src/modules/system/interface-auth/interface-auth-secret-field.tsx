import { interfaceOauthEndpoints } from '@platform/contracts/web-endpoints';
import { Alert, Button, Form, type FormInstance, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call } from '../../../platform/http/call.ts';
import { copyText } from '../../../shared/menu-icon/copy-text.ts';

/**
 * appSecret: read-only; 生成秘钥 (new app) or 重置秘钥 (edit) fetches a fresh one from the server,
 * shown with 复制 until the dialog closes: the server never answers it again. Empty on edit keeps it.
 */
export function InterfaceAuthSecretField({ form, isEdit }: { form: FormInstance; isEdit: boolean }) {
  const { t } = useTranslation(['interfaceAuth', 'adminKit']);
  const { message } = useAppFeedback();
  const secret = Form.useWatch('appSecret', form) as string | undefined;
  const [isLoading, setLoading] = useState(false);
  const generate = async () => {
    setLoading(true);
    try {
      form.setFieldValue('appSecret', await call(interfaceOauthEndpoints.secret));
    } finally {
      setLoading(false);
    }
  };
  const copy = async () => {
    if (await copyText(secret ?? '')) void message.success(t('copied'));
    else void message.error(t('copyFailed'));
  };
  return (
    <Form.Item
      label={t('field.appSecret')}
      required={!isEdit}
      extra={secret ? <Alert type="warning" showIcon title={t('secretOnce')} /> : undefined}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="appSecret"
          noStyle
          rules={
            isEdit ? [] : [{ required: true, message: t('adminKit:form.required', { field: 'appSecret' }) }]
          }
        >
          <Input
            readOnly
            placeholder={isEdit ? t('secretKeep') : undefined}
            data-testid="interface-auth-secret"
          />
        </Form.Item>
        <Button onClick={generate} loading={isLoading} data-testid="interface-auth-secret-generate">
          {isEdit ? t('secretReset') : t('secretGenerate')}
        </Button>
        <Button onClick={copy} disabled={!secret}>
          {t('copy')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
