import type { ReactNode } from 'react';
import styles from './light-card.module.css';

interface LightCardProps {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  variant?: 'outlined' | 'borderless';
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * A card drawn like antd Card (title, extra, body; small size; borderless variant) for the first
 * screen. antd Card imports Tabs (for its tabList) and Skeleton, ~14 KB gzip that home, which only
 * needs a titled box, would otherwise load. Pages beyond the first screen use antd Card.
 */
export function LightCard({
  title,
  extra,
  size = 'default',
  variant = 'outlined',
  className,
  children,
  'data-testid': testId,
}: LightCardProps) {
  const classes = [
    styles.card,
    size === 'small' ? styles.small : '',
    variant === 'borderless' ? styles.borderless : '',
    className ?? '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid={testId}>
      {(title || extra) && (
        <div className={styles.head}>
          <div className={styles.title}>{title}</div>
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
