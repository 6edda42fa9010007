import { PlusOutlined } from '@ant-design/icons';
import { ButtonCode, type ButtonCodeValue } from '@platform/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { Auth } from '../permission/auth.tsx';
import { adminKitLocales } from './admin-kit-locales.ts';

registerLocales(adminKitLocales);

interface AddButtonProps {
  onClick: () => void;
  /** 新建 unless the list names what it adds (新建组织). */
  label?: string;
  /** The button code that shows it: btn_add unless the page says otherwise. */
  code?: ButtonCodeValue;
  disabled?: boolean;
  size?: 'small' | 'middle';
}

/** The 新建 button of an administration list, shown when the page's permission entry holds its code. */
export function AddButton({ onClick, label, code = ButtonCode.add, disabled, size }: AddButtonProps) {
  const { t } = useTranslation('adminKit');
  return (
    <Auth code={code}>
      <Button type="primary" icon={<PlusOutlined />} size={size} disabled={disabled} onClick={onClick}>
        {label ?? t('add')}
      </Button>
    </Auth>
  );
}
