import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import {
  type LoginResponse,
  MOBILE_PATTERN,
  SUB_ACCOUNT_PATTERN,
  validationMessages,
} from '@platform/contracts';
import { oauthEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call } from '../../../platform/http/call.ts';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import { SubmitButton } from '../components/submit-button.tsx';
import { useCountdown } from './use-countdown.ts';

interface SmsLoginValues {
  mobile: string;
  smsCode: string;
}

/** The resend wait when the server does not say otherwise. */
const DEFAULT_RESEND_SECONDS = 60;

/** A mobile number, or mobile@account to pick one sub-account. */
const isMobileOrSubAccount = (value: string) => MOBILE_PATTERN.test(value) || SUB_ACCOUNT_PATTERN.test(value);

/** Phone + SMS verification code login. */
export function SmsLoginForm({ onSuccess }: { onSuccess: (result: LoginResponse) => void }) {
  const { t } = useTranslation('oauth');
  const [form] = Form.useForm<SmsLoginValues>();
  const { message } = useAppFeedback();
  const countdown = useCountdown();
  const mobileMessage = validationMessages['validation.mobile'][currentLanguage()];

  const send = useMutation({
    mutationFn: (mobile: string) => call(oauthEndpoints.sendSmsCode, { body: { mobile: mobile.trim() } }),
    onSuccess: (result) => {
      countdown.start(result?.resendAfter || DEFAULT_RESEND_SECONDS);
      message.success(t('sms.sent'));
    },
  });

  const login = useMutation({
    // The account is the mobile or mobile@account (sub-account rule).
    mutationFn: (values: SmsLoginValues) =>
      call(oauthEndpoints.login, {
        body: {
          account: values.mobile.trim(),
          smsCode: values.smsCode.trim(),
          origin: 'sms',
          grant_type: 'sms',
        },
      }),
    onSuccess: (result) => onSuccess(result),
  });

  const requestCode = async () => {
    const values = await form.validateFields(['mobile']).catch(() => undefined);
    if (values) send.mutate(values.mobile.trim());
  };

  return (
    <Form<SmsLoginValues> form={form} size="large" onFinish={(values) => login.mutate(values)}>
      <Form.Item
        name="mobile"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('sms.mobileRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value || isMobileOrSubAccount(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(mobileMessage)),
          },
        ]}
        extra={<span style={{ fontSize: 12 }}>{t('login.subAccountHint')}</span>}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('sms.mobilePlaceholder')}
          autoComplete="tel"
          maxLength={70}
          data-testid="login-mobile"
        />
      </Form.Item>
      <Form.Item required>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('sms.codeRequired') }]}
          >
            <Input
              prefix={<MailOutlined />}
              placeholder={t('sms.codePlaceholder')}
              maxLength={8}
              autoComplete="one-time-code"
              data-testid="login-sms-code"
            />
          </Form.Item>
          <Button
            style={{ width: 130, flex: 'none' }}
            disabled={countdown.seconds > 0}
            loading={send.isPending}
            onClick={requestCode}
            data-testid="login-sms-send"
          >
            {countdown.seconds > 0 ? t('sms.resendIn', { count: countdown.seconds }) : t('sms.send')}
          </Button>
        </div>
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <SubmitButton loading={login.isPending} testId="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </Form.Item>
    </Form>
  );
}
