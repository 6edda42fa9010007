import { checkPasswordPolicy, PASSWORD_MAX_LENGTH, type UserListItem } from '@platform/contracts';
import { sysConfigEndpoints, usersEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { FormDialog } from '../../../shared/admin-kit/form-dialog.tsx';
import { md5 } from '../../../shared/crypto/md5.ts';
import { passwordIssueText, usePasswordPolicy } from '../../../shared/password-policy/password-policy.ts';
import { PasswordPolicyHint } from '../../../shared/password-policy/password-policy-hint.tsx';

interface ResetPasswordValues {
  password: string;
  confirm: string;
}

interface ResetPasswordDialogProps {
  user: UserListItem | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Fills both fields with the configured initial password (系统配置), when the server names one. */
function UseInitialPassword() {
  const { t } = useTranslation('user');
  const form = Form.useFormInstance<ResetPasswordValues>();
  const initial = useQuery(
    endpointQuery(sysConfigEndpoints.initialPassword, undefined, { isSilent: true }),
  ).data;
  if (!initial) return null;
  const fill = () => {
    const password = initial.newUserDefaultPassword;
    form.setFieldsValue({ password, confirm: password });
    void form.validateFields(['password', 'confirm']).catch(() => undefined);
  };
  return (
    <Form.Item label=" " colon={false}>
      <Button type="link" style={{ padding: 0 }} onClick={fill} data-testid="user-reset-use-initial">
        {t('reset.useInitial')}
      </Button>
    </Form.Item>
  );
}

/**
 * The administrator sets a new password, typed twice, under the system config's password policy (the
 * same rules as the change dialog); both travel as md5.
 */
export function ResetPasswordDialog({ user, onClose, onSaved }: ResetPasswordDialogProps) {
  const { t } = useTranslation(['user', 'adminKit']);
  const policy = usePasswordPolicy();
  const submit = async (values: ResetPasswordValues) => {
    if (!user) throw new Error('no user');
    const body = { userPassword: md5(values.password), validatePassword: md5(values.confirm) };
    return (await callWithMessage(usersEndpoints.resetPassword, { params: { id: user.id }, body })).msg;
  };
  return (
    <FormDialog<ResetPasswordValues>
      open={user !== undefined}
      title={t('reset.title')}
      initialValues={{}}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      testId="user-reset-dialog"
    >
      <Alert type="warning" showIcon title={t('reset.hint')} style={{ marginBottom: 16 }} />
      <Form.Item label={t('reset.account')}>
        <span>{user ? `${user.realName}/${user.account}` : ''}</span>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('reset.password')}
        extra={<PasswordPolicyHint policy={policy} />}
        rules={[
          { required: true, message: t('adminKit:form.required', { field: t('reset.password') }) },
          {
            validator: (_, value?: string) => {
              const issue = value ? checkPasswordPolicy(value, policy)[0] : undefined;
              return issue ? Promise.reject(new Error(passwordIssueText(issue))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('reset.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('adminKit:form.required', { field: t('reset.confirm') }) },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('reset.mismatch'))),
          }),
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <UseInitialPassword />
    </FormDialog>
  );
}
