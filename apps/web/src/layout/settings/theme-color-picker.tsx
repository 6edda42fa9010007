import { CheckOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_COLORS, type ThemeColorName } from '../../platform/stores/settings-store.ts';
import styles from '../shell-layout.module.css';

const NAMES = Object.keys(THEME_COLORS) as ThemeColorName[];

/** The eight theme colours; antd derives every other shade from the chosen primary colour. */
export function ThemeColorPicker({
  value,
  onChange,
}: {
  value: ThemeColorName;
  onChange: (name: ThemeColorName) => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <div className={styles.settingsColors}>
      {NAMES.map((name) => (
        <Tooltip key={name} title={t(`colors.${name}`)}>
          <button
            type="button"
            aria-pressed={value === name}
            aria-label={t(`colors.${name}`)}
            className={styles.settingsColor}
            style={{ background: THEME_COLORS[name] }}
            onClick={() => onChange(name)}
            data-testid={`theme-${name}`}
          >
            {value === name && <CheckOutlined />}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
