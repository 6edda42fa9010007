import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResponse } from '@platform/contracts';
import { oauthEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
// Deep imports: the `Input` export of 'antd' carries TextArea, OTP and Search as statics, a few KB gzip
// the login screen (first-screen budget) never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/http/call.ts';
import { endpointKey, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { CaptchaImage } from '../components/captcha-image.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { newCaptchaKey } from '../utils/captcha-key.ts';
import { hashPassword } from '../utils/hash-password.ts';

interface PasswordLoginValues {
  account: string;
  password: string;
  code?: string;
}

/** Whether this account needs the login captcha, and its length; silent, the form just shows no captcha. */
const loginConfigQuery = (account: string) =>
  endpointQuery(oauthEndpoints.loginConfig, { params: { account } }, { isSilent: true });

/** Account + password, with the captcha when getConfig says this account needs one. */
export function PasswordLoginForm({ onSuccess }: { onSuccess: (result: LoginResponse) => void }) {
  const { t } = useTranslation('oauth');
  const [form] = Form.useForm<PasswordLoginValues>();
  const queryClient = useQueryClient();
  // The account whose config is shown: set on blur, so typing does not fire a request per key.
  const [checkedAccount, setCheckedAccount] = useState('');
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const config = useQuery({
    ...loginConfigQuery(checkedAccount),
    enabled: checkedAccount !== '',
    staleTime: 60_000,
  });
  const needsCode = config.data?.enableVerificationCode === 1;
  const codeLength = config.data?.verificationCodeNumber ?? 4;

  const refreshCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    form.setFieldValue('code', '');
  };

  const checkAccount = () => {
    const account = (form.getFieldValue('account') as string | undefined)?.trim() ?? '';
    if (account) setCheckedAccount(account);
  };

  const mutation = useMutation({
    mutationFn: (values: PasswordLoginValues & { timestamp: string }) =>
      // Form-urlencoded with grant_type=password.
      call(oauthEndpoints.login, {
        body: {
          account: values.account.trim(),
          password: hashPassword(values.password),
          jnpf_ticket: '',
          origin: 'password',
          code: values.code?.trim() ?? '',
          timestamp: values.code ? values.timestamp : '',
          grant_type: 'password',
        },
      }),
    onSuccess: (result) => onSuccess(result),
    onError: () => {
      // A captcha is single-use, and the administrator may have just switched it on: ask again.
      void queryClient.invalidateQueries({
        queryKey: endpointKey(oauthEndpoints.loginConfig, { params: { account: checkedAccount } }),
      });
      refreshCaptcha();
    },
  });

  const submit = async (values: PasswordLoginValues) => {
    const account = values.account.trim();
    // Enter pressed in the account field skips the blur check: look the config up before sending.
    if (account !== checkedAccount) {
      setCheckedAccount(account);
      const latest = await queryClient.fetchQuery(loginConfigQuery(account)).catch(() => undefined);
      if (latest?.enableVerificationCode === 1 && !values.code) return;
    }
    mutation.mutate({ ...values, account, timestamp: captchaKey });
  };

  return (
    <Form<PasswordLoginValues> form={form} size="large" onFinish={submit} autoComplete="on">
      <Form.Item
        name="account"
        rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
        extra={<span style={{ fontSize: 12 }}>{t('login.subAccountHint')}</span>}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          data-testid="login-account"
          onBlur={checkAccount}
          maxLength={100}
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
          maxLength={64}
        />
      </Form.Item>
      {needsCode && (
        <Form.Item required>
          <div style={{ display: 'flex', gap: 12 }}>
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, whitespace: true, message: t('captcha.required') }]}
            >
              <Input
                prefix={<SafetyCertificateOutlined />}
                placeholder={t('captcha.placeholder')}
                maxLength={codeLength}
                autoComplete="off"
                data-testid="login-captcha"
              />
            </Form.Item>
            <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} testId="login-captcha-image" />
          </div>
        </Form.Item>
      )}
      <Form.Item style={{ marginBottom: 0 }}>
        <SubmitButton loading={mutation.isPending} testId="login-submit">
          {t('login.submit')}
        </SubmitButton>
      </Form.Item>
    </Form>
  );
}
