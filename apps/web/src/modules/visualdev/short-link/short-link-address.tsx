import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { copyText } from '../../../shared/menu-icon/copy-text.ts';
import { useQrDataUrl } from '../../../shared/ui/use-qr-data-url.ts';

const QR_SIZE = 150;

/** The QR code of a link, drawn only while its popover shows, with 下载 as a PNG. */
function LinkQrCode({ link, testId }: { link: string; testId: string }) {
  const { t } = useTranslation('shortLink');
  const image = useQrDataUrl(link, QR_SIZE);
  return (
    <Flex vertical align="center" gap={8} style={{ width: QR_SIZE + 16 }}>
      <Typography.Text type="secondary">{t('qrHint')}</Typography.Text>
      {image && (
        <img src={image} alt={t('qrcode')} width={QR_SIZE} height={QR_SIZE} data-testid={`${testId}-qr`} />
      )}
      <Button size="small" block href={image} download={`${t('qrcode')}.png`} disabled={!image}>
        {t('download')}
      </Button>
    </Flex>
  );
}

/** A link of the settings: the address read-only, 打开 in a new tab, 复制, and its QR code. */
export function ShortLinkAddress({ link, testId }: { link: string; testId: string }) {
  const { t } = useTranslation('shortLink');
  const { message } = useAppFeedback();
  const [isQrShown, setIsQrShown] = useState(false);
  const copy = async () => {
    if (await copyText(link)) void message.success(t('copied'));
    else void message.error(t('copyFailed'));
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={link} readOnly data-testid={testId} />
      <Button onClick={() => window.open(link, '_blank', 'noopener')}>{t('open')}</Button>
      <Button type="primary" onClick={() => void copy()}>
        {t('copy')}
      </Button>
      <Popover
        trigger="hover"
        placement="bottomRight"
        open={isQrShown}
        onOpenChange={setIsQrShown}
        content={isQrShown ? <LinkQrCode link={link} testId={testId} /> : null}
      >
        <Button icon={<QrcodeOutlined />} aria-label={t('qrcode')} />
      </Popover>
    </Space.Compact>
  );
}
