import { AuditOutlined, BarChartOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../components/login-layout.module.css';

/** A city skyline: [left %, width %, height %]; back row first so the front row overlaps it. */
const BACK_ROW: [number, number, number][] = [
  [2, 9, 46],
  [12, 7, 62],
  [20, 10, 38],
  [31, 6, 74],
  [38, 11, 52],
  [50, 8, 66],
  [59, 10, 44],
  [70, 7, 80],
  [78, 11, 56],
  [90, 9, 40],
];
const FRONT_ROW: [number, number, number][] = [
  [6, 8, 30],
  [24, 9, 42],
  [44, 7, 34],
  [63, 9, 48],
  [84, 8, 28],
];
const NODES: [number, number][] = [
  [70, 18],
  [86, 34],
  [62, 42],
  [92, 12],
];

const FEATURES: { key: 'service' | 'evaluation' | 'policy' | 'cooperation'; icon: ReactNode }[] = [
  { key: 'service', icon: <ShopOutlined /> },
  { key: 'evaluation', icon: <BarChartOutlined /> },
  { key: 'policy', icon: <AuditOutlined /> },
  { key: 'cooperation', icon: <TeamOutlined /> },
];

/** Left panel of the login screen: slogan, service highlights and a CSS-drawn city. */
export function LoginIllustration() {
  const { t } = useTranslation('oauth');
  return (
    <section className={styles.illustration} aria-label={t('login.slogan')}>
      <div className={styles.glow} />
      <div className={styles.ringLarge} />
      <div className={styles.ringSmall} />
      {NODES.map(([left, top]) => (
        <span key={`${left}-${top}`} className={styles.node} style={{ left: `${left}%`, top: `${top}%` }} />
      ))}
      <div className={styles.copy}>
        <div className={styles.slogan}>{t('login.slogan')}</div>
        <div className={styles.sloganSub}>{t('login.sloganSub')}</div>
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f.key}>
              {f.icon}
              {t(`login.features.${f.key}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.skyline}>
        {BACK_ROW.map(([left, width, height]) => (
          <span
            key={`b${left}`}
            className={styles.building}
            style={{ left: `${left}%`, width: `${width}%`, height: `${height}%` }}
          />
        ))}
        {FRONT_ROW.map(([left, width, height]) => (
          <span
            key={`f${left}`}
            className={styles.buildingFront}
            style={{ left: `${left}%`, width: `${width}%`, height: `${height}%` }}
          />
        ))}
        <div className={styles.ground} />
      </div>
    </section>
  );
}
