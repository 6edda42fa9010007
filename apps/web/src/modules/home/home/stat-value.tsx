import styles from './home.module.css';

/** antd's default number grouping (1,234), whatever the language. */
const formatValue = (value: number | string) =>
  typeof value === 'number' ? value.toLocaleString('en-US') : value;

/**
 * A titled number drawn like antd Statistic. Statistic brings Skeleton for its loading state and a
 * countdown timer, ~4 KB gzip of the first screen for five plain counters.
 */
export function StatValue({ title, value }: { title: string; value: number | string }) {
  return (
    <div className={styles.stat}>
      <div className={styles.statTitle}>{title}</div>
      <div className={styles.statValue}>{formatValue(value)}</div>
    </div>
  );
}
