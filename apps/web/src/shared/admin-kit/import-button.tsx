import { UploadOutlined } from '@ant-design/icons';
import { ButtonCode } from '@platform/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { Auth } from '../permission/auth.tsx';
import { adminKitLocales } from './admin-kit-locales.ts';

registerLocales(adminKitLocales);

/** The 导入 button of an administration list (opens the page's import dialog), shown under btn_import. */
export function ImportButton({ onClick, testId }: { onClick: () => void; testId?: string }) {
  const { t } = useTranslation('adminKit');
  return (
    <Auth code={ButtonCode.import}>
      <Button icon={<UploadOutlined />} onClick={onClick} data-testid={testId}>
        {t('import')}
      </Button>
    </Auth>
  );
}
