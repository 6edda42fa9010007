import { CheckOutlined } from '@ant-design/icons';
import { currentUserProfileEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation } from '@tanstack/react-query';
import { Radio, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import {
  LAYOUT_TYPES,
  type LayoutType,
  THEME_COLORS,
  type ThemeColorName,
  useSettings,
} from '../../../platform/stores/settings-store.ts';
import styles from './profile.module.css';

/** A small drawing of each layout: where the menu sits. */
function LayoutPreview({ type }: { type: LayoutType }) {
  return (
    <div className={styles.layoutPreview}>
      {(type === 'functional' || type === 'blend') && <span className={styles.previewTop} />}
      {type !== 'functional' && (
        <span className={type === 'plain' ? styles.previewSideNarrow : styles.previewSide} />
      )}
      <span className={styles.previewBody} />
    </div>
  );
}

/** Layout type (saved to the server), sidebar style and theme colour (local settings). */
export function ThemeTab() {
  const { t } = useTranslation(['profile', 'layout']);
  const { message } = useAppFeedback();
  const layoutType = useSettings((s) => s.layoutType);
  const slideClass = useSettings((s) => s.slideClass);
  const themeClass = useSettings((s) => s.themeClass);
  const change = useSettings((s) => s.change);

  const saveTheme = useMutation({
    mutationFn: (theme: LayoutType) =>
      callWithMessage(currentUserProfileEndpoints.updateTheme, { body: { theme } }),
    onSuccess: (envelope) => {
      if (envelope.msg) message.success({ content: envelope.msg, duration: 1 });
    },
  });

  const pickLayout = (type: LayoutType) => {
    if (type === layoutType) return;
    change('layoutType', type);
    saveTheme.mutate(type);
  };

  return (
    <div className={styles.settingsBlock}>
      <Typography.Title level={5}>{t('theme.layout')}</Typography.Title>
      <div className={styles.layoutGrid}>
        {LAYOUT_TYPES.map((type) => (
          <button
            type="button"
            key={type}
            className={type === layoutType ? styles.layoutCardActive : styles.layoutCard}
            onClick={() => pickLayout(type)}
            aria-pressed={type === layoutType}
            data-testid={`profile-layout-${type}`}
          >
            <LayoutPreview type={type} />
            <span>{t(`theme.layouts.${type}`)}</span>
          </button>
        ))}
      </div>
      <Typography.Title level={5}>{t('layout:sidebarStyle')}</Typography.Title>
      <Radio.Group
        value={slideClass}
        onChange={(e) => change('slideClass', e.target.value as 'dark' | 'light')}
        options={[
          { value: 'dark', label: t('layout:sidebarDark') },
          { value: 'light', label: t('layout:sidebarLight') },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('layout:themeColor')}
      </Typography.Title>
      <div className={styles.swatches}>
        {(Object.keys(THEME_COLORS) as ThemeColorName[]).map((name) => (
          <Tooltip key={name} title={t(`layout:colors.${name}`)}>
            <button
              type="button"
              className={styles.swatch}
              style={{ background: THEME_COLORS[name] }}
              onClick={() => change('themeClass', name)}
              aria-label={t(`layout:colors.${name}`)}
              aria-pressed={name === themeClass}
              data-testid={`profile-color-${name}`}
            >
              {name === themeClass && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
    </div>
  );
}
