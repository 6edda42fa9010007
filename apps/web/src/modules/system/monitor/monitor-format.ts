const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as a short size: 1.5 GB. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** Seconds as whole days, hours and minutes. */
export function splitDuration(seconds: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/** Keeps the last `size` points of a series. */
export function appendPoint<T>(points: readonly T[], point: T, size: number): T[] {
  return [...points, point].slice(-size);
}
