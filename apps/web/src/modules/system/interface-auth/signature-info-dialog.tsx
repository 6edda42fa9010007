import { interfaceOauthCallPath } from '@platform/contracts';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A caller's code, the same in every language. */
const EXAMPLE = `const crypto = require('node:crypto');
const appId = 'abcde', appSecret = '<appSecret>';
const params = { level: '1' };
const path = '${interfaceOauthCallPath('<interface id>')}';
const ymDate = String(Date.now()), nonce = crypto.randomBytes(16).toString('hex');
const host = 'localhost:30000';
const canonical = Object.keys(params).sort()
  .map((k) => \`\${encodeURIComponent(k)}=\${encodeURIComponent(params[k])}\`).join('&');
const digest = crypto.createHash('sha256').update(canonical).digest('hex');
const text = ['POST', path, ymDate, host, nonce, digest].map((l) => l + '\\n').join('');
const signature = crypto.createHmac('sha256', Buffer.from(appSecret, 'base64')).update(text).digest('hex');
fetch(\`http://\${host}\${path}\`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: \`\${appId}::\${signature}\`,
             YmDate: ymDate, YmNonce: nonce },
  body: JSON.stringify(params),
});`;

/** 验证签名使用说明: the headers, the string to sign and the key, in the caller's language. */
export function SignatureInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('interfaceSignature');
  const lines = (['line1', 'line2', 'line3', 'line4', 'line5', 'line6'] as const).map((key) => t(key));
  return (
    <Modal open={open} title={t('title')} width={820} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid="interface-signature-info">
        <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
        <Typography.Title level={5}>{t('headersTitle')}</Typography.Title>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="Authorization">{t('headerAuthorization')}</Descriptions.Item>
          <Descriptions.Item label="YmDate">{t('headerDate')}</Descriptions.Item>
          <Descriptions.Item label="YmNonce">{t('headerNonce')}</Descriptions.Item>
          <Descriptions.Item label="Host">{t('headerHost')}</Descriptions.Item>
        </Descriptions>
        <Typography.Title level={5}>{t('stringTitle')}</Typography.Title>
        <ol>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <Typography.Title level={5}>{t('keyTitle')}</Typography.Title>
        <Typography.Paragraph>{t('keyText')}</Typography.Paragraph>
        <Typography.Title level={5}>{t('paramsTitle')}</Typography.Title>
        <Typography.Paragraph>{t('paramsText')}</Typography.Paragraph>
        <Typography.Title level={5}>{t('refusedTitle')}</Typography.Title>
        <Typography.Paragraph>{t('refusedText')}</Typography.Paragraph>
        <Typography.Title level={5}>{t('exampleTitle')}</Typography.Title>
        <pre style={{ fontSize: 12, overflowX: 'auto' }}>{EXAMPLE}</pre>
      </div>
    </Modal>
  );
}
