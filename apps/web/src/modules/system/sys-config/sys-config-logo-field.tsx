import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { ButtonCode } from '@platform/contracts';
import { fileEndpoints } from '@platform/contracts/web-endpoints';
import { Button, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call, serverFileUrl } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import { uploadLocales } from '../../../shared/upload/upload.locales.ts';
import { checkFile, type UploadLimits } from '../../../shared/upload/upload-limits.ts';
import { uploadForm } from '../../profile/profile/image-file.ts';

registerLocales(uploadLocales);

/** What the server takes as a logo (file purpose systemLogo): raster images, no SVG, up to 1 MB. */
export const LOGO_LIMITS: UploadLimits = {
  accept: 'image/png,image/jpeg,image/gif,image/webp',
  fileSize: 1,
  sizeUnit: 'MB',
};

const LOGO_TYPE_NAMES = 'PNG, JPG, GIF, WebP';

interface LogoFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
}

/**
 * A logo of the system config: its preview, an upload (stored through the file routes, the field then
 * holds the image's address) and a remove button; the address can still be typed. Changing it needs the
 * menu's edit button, as saving does.
 */
export function SysConfigLogoField({ value = '', onChange, testId }: LogoFieldProps) {
  const { t } = useTranslation(['sysConfig', 'upload']);
  const { message } = useAppFeedback();
  const canEdit = usePermission().has(ButtonCode.edit);
  const [isUploading, setUploading] = useState(false);
  const src = value ? (serverFileUrl(value) ?? value) : undefined;

  const upload = async (file: File) => {
    const refusal = checkFile(file, LOGO_LIMITS, 0);
    if (refusal) {
      message.error(t(`upload:refused.${refusal.reason}`, { ...refusal.values, types: LOGO_TYPE_NAMES }));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await call(fileEndpoints.upload, {
        params: { type: 'systemLogo' },
        body: uploadForm(file),
      });
      onChange?.(uploaded.url);
      message.success(t('logo.uploaded'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {src && (
        <img src={src} alt="" style={{ height: 48, maxWidth: '100%' }} data-testid={`${testId}-preview`} />
      )}
      <Input
        allowClear
        maxLength={300}
        value={value}
        disabled={!canEdit}
        onChange={(event) => onChange?.(event.target.value)}
        data-testid={testId}
      />
      {canEdit && (
        <Space>
          <Upload
            accept={LOGO_LIMITS.accept}
            showUploadList={false}
            beforeUpload={(file) => {
              upload(file).catch(() => undefined);
              return false;
            }}
          >
            <Button
              size="small"
              icon={<UploadOutlined />}
              loading={isUploading}
              data-testid={`${testId}-upload`}
            >
              {t('logo.upload')}
            </Button>
          </Upload>
          {value && (
            <Button
              size="small"
              icon={<DeleteOutlined />}
              onClick={() => onChange?.('')}
              data-testid={`${testId}-remove`}
            >
              {t('logo.remove')}
            </Button>
          )}
        </Space>
      )}
    </Space>
  );
}
