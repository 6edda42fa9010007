import { LockOutlined } from '@ant-design/icons';
import { shortLinkEndpoints } from '@platform/contracts/web-endpoints';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/http/call.ts';
import { md5 } from '../../../shared/crypto/md5.ts';
import { RefusalAlert, useRefusableCall } from '../saving-frame.tsx';
import type { LinkUse } from './short-link-fields.ts';

interface ShortLinkPasswordProps {
  modelId: string;
  use: LinkUse;
  encryption: string;
  /** The token that proves the password, sent as `encryption` by the page's next calls. */
  onPassed: (encryption: string) => void;
}

/**
 * The password step of a link: the password leaves the browser as md5 hex only, as at login; the
 * server's refusal (wrong password, link switched off) shows under the input.
 */
export function ShortLinkPassword({ modelId, use, encryption, onPassed }: ShortLinkPasswordProps) {
  const { t } = useTranslation(['shortLink', 'common']);
  const checking = useRefusableCall();

  const check = ({ password }: { password: string }) =>
    checking.run(async () => {
      const body = { id: modelId, type: use === 'form' ? 0 : 1, password: md5(password), encryption };
      const pass = await call(shortLinkEndpoints.checkPassword, { body }, { isSilent: true });
      onPassed(pass.encryption);
    });

  return (
    <Card style={{ maxWidth: 400, margin: '64px auto' }} data-testid="short-link-password">
      <Typography.Title level={4}>{t('passwordTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('passwordHint')}</Typography.Paragraph>
      <RefusalAlert text={checking.error} testId="short-link-password-error" />
      <Form onFinish={(values: { password: string }) => void check(values)}>
        <Form.Item name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('passwordPlaceholder')}
            aria-label={t('passwordTitle')}
            autoComplete="off"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={checking.isBusy}>
          {t('enter')}
        </Button>
      </Form>
    </Card>
  );
}
