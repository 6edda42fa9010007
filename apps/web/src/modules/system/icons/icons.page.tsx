import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { copyText } from '../../../shared/menu-icon/copy-text.ts';
import { IconGrid } from '../../../shared/menu-icon/icon-grid.tsx';

/**
 * Menu system.icons (系统图标): every icon a menu can show, searchable; a click copies the icon's
 * name, the value a menu stores.
 */
export default function IconsPage() {
  const { t } = useTranslation('iconGrid');
  const { message } = useAppFeedback();
  const copy = async (name: string) => {
    if (await copyText(name)) message.success(t('copied'));
    else message.error(t('copyFailed'));
  };
  return (
    <div style={{ padding: 16 }}>
      <Card size="small">
        <IconGrid onPick={copy} testId="system-icons" />
      </Card>
    </div>
  );
}
