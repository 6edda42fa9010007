import { theme } from 'antd';

export interface UsageSeries {
  name: string;
  color: string;
  /** Percentages, 0–100, oldest first. */
  values: number[];
}

const WIDTH = 600;
const HEIGHT = 160;

/** A small line chart of percentages over the last polls (no chart library: a few SVG lines). */
export function UsageChart({
  series,
  points,
  label,
}: {
  series: UsageSeries[];
  points: number;
  label: string;
}) {
  const { token } = theme.useToken();
  const step = points > 1 ? WIDTH / (points - 1) : WIDTH;
  const y = (value: number) => HEIGHT - (Math.min(100, Math.max(0, value)) / 100) * HEIGHT;
  return (
    <div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} role="img" aria-label={label}>
        {[0, 25, 50, 75, 100].map((level) => (
          <line
            key={level}
            x1={0}
            x2={WIDTH}
            y1={y(level)}
            y2={y(level)}
            stroke={token.colorBorderSecondary}
          />
        ))}
        {series.map((s) =>
          s.values.map((value, index) => (
            // A point per poll, so the first poll shows before there is a line.
            // biome-ignore lint/suspicious/noArrayIndexKey: the points are positions on the time axis
            <circle key={`${s.name}-${index}`} cx={index * step} cy={y(value)} r={3} fill={s.color} />
          )),
        )}
        {series.map((s) => (
          <polyline
            key={s.name}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            points={s.values.map((value, index) => `${index * step},${y(value)}`).join(' ')}
          />
        ))}
      </svg>
      <div style={{ display: 'flex', gap: 16 }}>
        {series.map((s) => (
          <span key={s.name} style={{ color: s.color }}>
            {s.name} {s.values.at(-1)?.toFixed(1) ?? '-'}%
          </span>
        ))}
      </div>
    </div>
  );
}
