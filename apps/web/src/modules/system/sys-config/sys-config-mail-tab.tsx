import type { SysConfig } from '@platform/contracts';
import { sysConfigEndpoints } from '@platform/contracts/web-endpoints';
import { Alert, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { FlagItem, SysConfigForm, type SysConfigKey } from './sys-config-form.tsx';
import { SysConfigTestButton } from './sys-config-test-button.tsx';

const KEYS: readonly SysConfigKey[] = [
  'emailSmtpHost',
  'emailSmtpPort',
  'emailPop3Host',
  'emailPop3Port',
  'emailSenderName',
  'emailAccount',
  'emailPassword',
  'emailSsl',
];

/**
 * 邮件设置: the mailbox every system mail is sent from. "Test connection" signs in to the SMTP server
 * with what the form holds now (saved or not); a password left masked means the saved one.
 */
export function SysConfigMailTab({ config }: { config: SysConfig }) {
  const { t } = useTranslation(['sysConfig', 'sysConfigField']);
  const text = (name: SysConfigKey, max = 200) => (
    <Form.Item name={name} label={t(`sysConfigField:${name}`)}>
      <Input allowClear maxLength={max} data-testid={`sys-config-${name}`} />
    </Form.Item>
  );
  const port = (name: SysConfigKey) => (
    <Form.Item name={name} label={t(`sysConfigField:${name}`)} rules={[{ required: true }]}>
      <InputNumber min={0} max={65535} precision={0} data-testid={`sys-config-${name}`} />
    </Form.Item>
  );
  return (
    <SysConfigForm config={config} keys={KEYS} testId="sys-config-mail">
      {(form) => {
        const test = () => {
          const values = form.getFieldsValue(true) as SysConfig;
          return callWithMessage(sysConfigEndpoints.testEmail, {
            body: {
              account: values.emailAccount,
              password: values.emailPassword,
              smtpHost: values.emailSmtpHost,
              smtpPort: values.emailSmtpPort,
              ssl: values.emailSsl,
              pop3Host: values.emailPop3Host,
              pop3Port: values.emailPop3Port,
            },
          });
        };
        return (
          <>
            <Alert type="warning" showIcon title={t('hint.mail')} style={{ marginBottom: 16 }} />
            <Row gutter={16}>
              <Col span={12}>{text('emailSmtpHost')}</Col>
              <Col span={12}>{port('emailSmtpPort')}</Col>
              <Col span={12}>{text('emailPop3Host')}</Col>
              <Col span={12}>{port('emailPop3Port')}</Col>
              <Col span={12}>{text('emailSenderName', 100)}</Col>
              <Col span={12}>{text('emailAccount')}</Col>
              <Col span={12}>
                <Form.Item name="emailPassword" label={t('sysConfigField:emailPassword')}>
                  <Input.Password
                    maxLength={200}
                    autoComplete="new-password"
                    data-testid="sys-config-emailPassword"
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <FlagItem name="emailSsl" label={t('sysConfigField:emailSsl')} />
              </Col>
            </Row>
            <Form.Item label=" " colon={false}>
              <SysConfigTestButton label={t('testConnection')} testId="sys-config-mail-test" run={test} />
            </Form.Item>
          </>
        );
      }}
    </SysConfigForm>
  );
}
