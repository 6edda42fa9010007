import { captchaEndpoints } from '@platform/contracts/web-endpoints';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '../../../platform/http/call.ts';

interface CaptchaImageProps {
  captchaKey: string;
  onRefresh: () => void;
  testId?: string;
}

/** The captcha picture, one code per key; a click asks for a new one (the caller makes a new key). */
export function CaptchaImage({ captchaKey, onRefresh, testId }: CaptchaImageProps) {
  const { t } = useTranslation('oauth');
  return (
    <img
      src={endpointUrl(captchaEndpoints.image, { random: captchaKey })}
      alt={t('captcha.alt')}
      title={t('captcha.refresh')}
      data-testid={testId}
      onClick={onRefresh}
      style={{
        width: 110,
        height: 40,
        cursor: 'pointer',
        borderRadius: 6,
        border: '1px solid var(--ant-color-border, #d9d9d9)',
        objectFit: 'cover',
        flex: 'none',
      }}
    />
  );
}
