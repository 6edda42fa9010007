import { ButtonCode, type WeChatMpConfig, type WeChatQyhConfig } from '@platform/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { PageLoadState } from '../../../shared/query-state/page-load-state.tsx';
import { sysConfigFieldLocales } from '../sys-config/sys-config-fields.locales.ts';
import { SysConfigTestButton } from '../sys-config/sys-config-test-button.tsx';
import { weChatConfigLocales } from './wechat-config.locales.ts';

registerLocales(weChatConfigLocales, sysConfigFieldLocales);

type FieldName = keyof WeChatMpConfig | keyof WeChatQyhConfig;

export interface WeChatConfigField<K extends FieldName> {
  name: K;
  /** Read back as SECRET_MASK when set; sending the mask back keeps the stored one. */
  isSecret?: boolean;
  /** The connection test needs it. */
  isRequired?: boolean;
}

interface WeChatConfigScreenProps<K extends FieldName> {
  testId: string;
  hint: 'mp' | 'qyh';
  fields: readonly WeChatConfigField<K>[];
  config: UseQueryResult<Record<K, string>>;
  /** Saves the form's values; resolves with the server's message. */
  save: (values: Record<K, string>) => Promise<{ msg: string }>;
  /** Tests the connection with the form's values; resolves with the server's message. */
  test: (values: Record<K, string>) => Promise<{ msg: string }>;
  /** Shown below the settings card (企业号配置: the directory sync). */
  footer?: ReactNode;
}

/**
 * One 微信配置 page: the settings form (saved behind the menu's edit button) with its connection test
 * (behind the test button), and the load's spinner or error with a retry.
 */
export function WeChatConfigScreen<K extends FieldName>(props: WeChatConfigScreenProps<K>) {
  const { testId, config } = props;
  const { t } = useTranslation('weChatConfig');
  return (
    <div style={{ padding: 16 }}>
      <Card data-testid={`${testId}-page`}>
        <PageLoadState query={config} testId={testId} failedTitle={t('loadFailed')} retryLabel={t('retry')}>
          {(values) => <WeChatConfigForm {...props} values={values} />}
        </PageLoadState>
      </Card>
      {props.footer}
    </div>
  );
}

function WeChatConfigForm<K extends FieldName>({
  testId,
  hint,
  fields,
  values,
  config,
  save,
  test,
}: WeChatConfigScreenProps<K> & { values: Record<K, string> }) {
  const { t } = useTranslation(['weChatConfig', 'sysConfigField']);
  const { message } = useAppFeedback();
  const [form] = Form.useForm();
  const [isSaving, setSaving] = useState(false);
  const current = () => form.getFieldsValue(true) as Record<K, string>;

  const submit = async () => {
    await form.validateFields();
    setSaving(true);
    try {
      message.success((await save(current())).msg);
      await config.refetch();
    } finally {
      setSaving(false);
    }
  };
  const runTest = async () => {
    await form.validateFields();
    return test(current());
  };

  return (
    <Form
      form={form}
      initialValues={values}
      labelCol={{ flex: '200px' }}
      style={{ maxWidth: 760 }}
      data-testid={testId}
    >
      <Alert type="info" showIcon title={t(`hint.${hint}`)} style={{ marginBottom: 16 }} />
      {fields.map(({ name, isSecret, isRequired }) => {
        const label = t(`sysConfigField:${name}`);
        const rules = isRequired
          ? [{ required: true, whitespace: true, message: t('required', { field: label }) }]
          : [];
        return (
          <Form.Item key={name} name={name as string} label={label} rules={rules}>
            {isSecret ? (
              <Input.Password maxLength={200} autoComplete="new-password" data-testid={`${testId}-${name}`} />
            ) : (
              <Input allowClear maxLength={200} data-testid={`${testId}-${name}`} />
            )}
          </Form.Item>
        );
      })}
      <Form.Item label=" " colon={false}>
        <Space>
          <Auth code={ButtonCode.edit}>
            <Button
              type="primary"
              loading={isSaving}
              onClick={() => submit().catch(() => undefined)}
              data-testid={`${testId}-save`}
            >
              {t('save')}
            </Button>
          </Auth>
          <SysConfigTestButton
            label={t('test')}
            testId={`${testId}-test`}
            code={ButtonCode.test}
            run={runTest}
          />
        </Space>
      </Form.Item>
    </Form>
  );
}
