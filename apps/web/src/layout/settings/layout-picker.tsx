import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LAYOUT_TYPES, type LayoutType } from '../../platform/stores/settings-store.ts';
import styles from '../shell-layout.module.css';

/** A miniature of each layout: where the navigation sits (dark blocks) and the content (light). */
function LayoutSketch({ type }: { type: LayoutType }) {
  const side = type === 'classic' || type === 'blend' ? 14 : type === 'plain' ? 6 : 0;
  const top = type === 'functional' || type === 'blend';
  return (
    <svg viewBox="0 0 52 36" width="52" height="36" aria-hidden="true" focusable="false">
      <rect width="52" height="36" rx="3" fill="#f0f2f5" />
      {top && <rect width="52" height="7" rx="2" fill="#001529" />}
      {side > 0 && (
        <rect y={top ? 7 : 0} width={side} height={top ? 29 : 36} fill={top ? '#3b4a5c' : '#001529'} />
      )}
      {!top && <rect x={side} width={52 - side} height="7" fill="#fff" />}
    </svg>
  );
}

export function LayoutPicker({
  value,
  onChange,
}: {
  value: LayoutType;
  onChange: (type: LayoutType) => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <div className={styles.settingsLayouts}>
      {LAYOUT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={value === type}
          className={`${styles.settingsLayout}${value === type ? ` ${styles.settingsLayoutActive}` : ''}`}
          title={t(`layouts.${type}`)}
          onClick={() => onChange(type)}
          data-testid={`layout-${type}`}
        >
          <LayoutSketch type={type} />
          <span>{t(`layouts.${type}`)}</span>
          {value === type && <CheckOutlined className={styles.settingsCheck} />}
        </button>
      ))}
    </div>
  );
}
