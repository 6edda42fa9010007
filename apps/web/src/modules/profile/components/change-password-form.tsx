import { checkPasswordPolicy, PASSWORD_MAX_LENGTH } from '@platform/contracts';
import { accountSecurityEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { passwordIssueText, usePasswordPolicy } from '../../../shared/password-policy/password-policy.ts';
import { PasswordPolicyHint } from '../../../shared/password-policy/password-policy-hint.tsx';
import { useFormName } from '../../../shared/ui/use-form-name.ts';
import { CaptchaImage } from '../../oauth/components/captcha-image.tsx';
import { newCaptchaKey } from '../../oauth/utils/captcha-key.ts';
import { hashPassword } from '../../oauth/utils/hash-password.ts';

interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  repeatPassword: string;
  code: string;
}

interface ChangePasswordFormProps {
  /** Runs after the server msg has shown for 1.5 s. */
  onSuccess?: () => void;
  /** Prefix of the data-testid of each field, e.g. 'force-password' → force-password-old. */
  testIdPrefix?: string;
}

const SUCCESS_MS = 1500;

const issue = (text: string | undefined) => (text ? Promise.reject(new Error(text)) : Promise.resolve());

/** The field of each password input. */
const PASSWORD_FIELDS = { old: 'oldPassword', new: 'password', repeat: 'repeatPassword' } as const;

interface PasswordFieldProps {
  kind: keyof typeof PASSWORD_FIELDS;
  testId: string;
  /** The issue text of a value, or undefined when it may be sent. */
  check: (value: string | undefined) => string | undefined;
  dependencies?: string[];
  extra?: ReactNode;
}

/** A required password input: the current one, or the new one and its repetition. */
function PasswordField({ kind, testId, check, dependencies, extra }: PasswordFieldProps) {
  const { t } = useTranslation('profile');
  const isCurrent = kind === 'old';
  return (
    <Form.Item
      name={PASSWORD_FIELDS[kind]}
      label={t(`password.${kind}`)}
      required
      dependencies={dependencies}
      extra={extra}
      rules={[{ validator: (_, v?: string) => issue(check(v)) }]}
    >
      <Input.Password
        placeholder={t(`password.${kind}Placeholder`)}
        autoComplete={isCurrent ? 'current-password' : 'new-password'}
        maxLength={isCurrent ? 64 : PASSWORD_MAX_LENGTH + 8}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/**
 * Old, new and repeated password plus a captcha. The policy comes from the system
 * config and is checked here on the plain text: the server only ever receives md5 digests.
 */
export function ChangePasswordForm({ onSuccess, testIdPrefix = 'change-password' }: ChangePasswordFormProps) {
  const { t } = useTranslation('profile');
  const { message } = useAppFeedback();
  const [form] = Form.useForm<ChangePasswordValues>();
  // The profile tab and the forced-change dialog may both hold this form at once.
  const formName = useFormName('change-password');
  const policy = usePasswordPolicy();
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  // True while the success msg shows: the button stays busy so the change cannot be sent twice.
  const [isWaiting, setWaiting] = useState(false);
  const id = (field: string) => `${testIdPrefix}-${field}`;

  const refreshCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    form.setFieldValue('code', '');
  };

  const mutation = useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      callWithMessage(accountSecurityEndpoints.modifyPassword, {
        body: {
          oldPassword: hashPassword(values.oldPassword),
          password: hashPassword(values.password),
          validatePassword: hashPassword(values.repeatPassword),
          code: values.code.trim(),
          timestamp: captchaKey,
        },
      }),
    onSuccess: (envelope) => {
      message.success({ content: envelope.msg || t('password.changed'), duration: SUCCESS_MS / 1000 });
      form.resetFields();
      setWaiting(true);
      setTimeout(() => {
        setWaiting(false);
        onSuccess?.();
      }, SUCCESS_MS);
    },
    // The captcha is single-use: a failed attempt needs a fresh one.
    onError: refreshCaptcha,
  });

  const isBusy = mutation.isPending || isWaiting;

  return (
    <Form<ChangePasswordValues>
      form={form}
      name={formName}
      layout="vertical"
      onFinish={(values) => mutation.mutate(values)}
      style={{ maxWidth: 520 }}
    >
      <PasswordField
        kind="old"
        testId={id('old')}
        check={(v) => (v ? undefined : passwordIssueText({ key: 'password.oldRequired' }))}
      />
      <PasswordField
        kind="new"
        testId={id('new')}
        dependencies={['oldPassword']}
        extra={<PasswordPolicyHint policy={policy} />}
        check={(v) => {
          const first = checkPasswordPolicy(v ?? '', policy)[0];
          if (first) return passwordIssueText(first);
          const isSame = v !== undefined && v === form.getFieldValue('oldPassword');
          return isSame ? passwordIssueText({ key: 'password.sameAsOld' }) : undefined;
        }}
      />
      <PasswordField
        kind="repeat"
        testId={id('repeat')}
        dependencies={['password']}
        check={(v) => {
          if (!v) return passwordIssueText({ key: 'password.repeatRequired' });
          const isSame = v === form.getFieldValue('password');
          return isSame ? undefined : passwordIssueText({ key: 'password.mismatch' });
        }}
      />
      <Form.Item label={t('password.code')} required>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item
            name="code"
            noStyle
            rules={[
              {
                validator: (_, v?: string) =>
                  issue(v?.trim() ? undefined : passwordIssueText({ key: 'captcha.required' })),
              },
            ]}
          >
            <Input
              placeholder={t('password.codePlaceholder')}
              maxLength={8}
              autoComplete="off"
              data-testid={id('code')}
            />
          </Form.Item>
          <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} testId={id('captcha-image')} />
        </div>
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={isBusy} data-testid={id('submit')}>
          {t('password.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
