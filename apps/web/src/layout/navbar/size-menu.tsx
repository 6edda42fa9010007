import { FontSizeOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIZES, type SizeName, useSettings } from '../../platform/stores/settings-store.ts';
import styles from '../shell-layout.module.css';

/** Component size: default, medium, small, mini, applied through antd's ConfigProvider. */
export function SizeMenu() {
  const { t } = useTranslation('layout');
  const size = useSettings((s) => s.size);
  const change = useSettings((s) => s.change);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((name) => ({
          key: name,
          label: <span data-testid={`size-${name}`}>{t(`sizes.${name}`)}</span>,
        })),
        onClick: ({ key }) => change('size', key as SizeName),
      }}
    >
      <button type="button" className={styles.iconBtn} aria-label={t('size')} data-testid="size-menu">
        <FontSizeOutlined />
      </button>
    </Dropdown>
  );
}
