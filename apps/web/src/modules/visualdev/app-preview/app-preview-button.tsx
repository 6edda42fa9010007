import { MobileOutlined } from '@ant-design/icons';
import { APP_PREVIEW_LIFE_MINUTES } from '@platform/contracts';
import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { copyText } from '../../../shared/menu-icon/copy-text.ts';
import { useQrDataUrl } from '../../../shared/ui/use-qr-data-url.ts';
import { appPreviewLocales } from './app-preview.locales.ts';
import { appPreviewLink } from './app-preview-design.ts';

registerLocales(appPreviewLocales);

const QR_SIZE = 200;

interface KeptPreview {
  link: string;
  /** Epoch milliseconds after which the server no longer answers the preview. */
  expiresAt: number;
}

/** The kept preview: its QR code, the link with 复制链接 and 打开, and until when it can be opened. */
function AppPreviewLinkPanel({
  preview,
  onRegenerate,
  isRegenerating,
}: {
  preview: KeptPreview;
  onRegenerate: () => void;
  isRegenerating: boolean;
}) {
  const { t } = useTranslation('appPreview');
  const { message } = useAppFeedback();
  const image = useQrDataUrl(preview.link, QR_SIZE);
  const copy = async () => {
    if (await copyText(preview.link)) void message.success(t('copied'));
    else void message.error(t('copyFailed'));
  };
  return (
    <Flex vertical align="center" gap={12}>
      <div style={{ width: QR_SIZE, height: QR_SIZE }}>
        {image ? (
          <img src={image} alt={t('qrcode')} width={QR_SIZE} height={QR_SIZE} data-testid="app-preview-qr" />
        ) : (
          <Spin style={{ display: 'block', paddingTop: QR_SIZE / 2 - 12 }} />
        )}
      </div>
      <Typography.Text>{t('scanHint')}</Typography.Text>
      <Input value={preview.link} readOnly aria-label={t('link')} data-testid="app-preview-link" />
      <Space wrap>
        <Button type="primary" onClick={() => void copy()}>
          {t('copyLink')}
        </Button>
        <Button onClick={() => window.open(preview.link, '_blank', 'noopener')}>{t('open')}</Button>
        <Button onClick={onRegenerate} loading={isRegenerating}>
          {t('regenerate')}
        </Button>
      </Space>
      <Typography.Text type="secondary" data-testid="app-preview-expiry">
        {t('expiry', {
          minutes: APP_PREVIEW_LIFE_MINUTES,
          time: dayjs(preview.expiresAt).format('HH:mm:ss'),
        })}
      </Typography.Text>
    </Flex>
  );
}

/**
 * App预览: keeps the design as it stands in the designer (unsaved changes included) on the server for
 * a few minutes and shows the QR code a phone scans to open it (the phone-width /appPreview page).
 * A failed keep is shown by the request helper's message; the dialog stays closed.
 */
export function AppPreviewButton({ formData }: { formData: string }) {
  const { t } = useTranslation('appPreview');
  const [preview, setPreview] = useState<KeptPreview>();
  const create = useMutation({
    mutationFn: () => call(onlineDevEndpoints.appPreview, { body: { data: formData } }),
    onSuccess: (id) =>
      setPreview({ link: appPreviewLink(id), expiresAt: Date.now() + APP_PREVIEW_LIFE_MINUTES * 60_000 }),
  });
  return (
    <>
      <Button
        icon={<MobileOutlined />}
        loading={create.isPending}
        onClick={() => create.mutate()}
        data-testid="app-preview-button"
      >
        {t('button')}
      </Button>
      <Modal
        open={preview !== undefined}
        title={t('title')}
        footer={null}
        width={360}
        onCancel={() => setPreview(undefined)}
        destroyOnHidden
        data-testid="app-preview-dialog"
      >
        {preview && (
          <AppPreviewLinkPanel
            preview={preview}
            onRegenerate={() => create.mutate()}
            isRegenerating={create.isPending}
          />
        )}
      </Modal>
    </>
  );
}
