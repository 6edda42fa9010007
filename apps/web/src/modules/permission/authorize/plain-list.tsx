import type { CSSProperties, ReactNode } from 'react';

interface PlainListProps<T> {
  items: readonly T[];
  rowKey: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Makes each row a button (the holder picker); the selected one is pressed. */
  onClick?: (item: T) => void;
  isSelected?: (item: T) => boolean;
  testId?: string;
  rowTestId?: (item: T) => string;
}

const rowStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  padding: '6px 8px',
  border: 'none',
  borderBottom: '1px solid var(--ant-color-split)',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
};

/** A light list of rows (antd List is deprecated in 6.6; Listy is a virtual list for long feeds). */
export function PlainList<T>({
  items,
  rowKey,
  render,
  onClick,
  isSelected,
  testId,
  rowTestId,
}: PlainListProps<T>) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={testId}>
      {items.map((item) => (
        <li key={rowKey(item)} data-testid={rowTestId?.(item)}>
          {onClick ? (
            <button
              type="button"
              aria-pressed={isSelected?.(item) ?? false}
              onClick={() => onClick(item)}
              style={{
                ...rowStyle,
                cursor: 'pointer',
                background: isSelected?.(item) ? 'var(--ant-color-primary-bg)' : 'transparent',
              }}
            >
              {render(item)}
            </button>
          ) : (
            <div style={rowStyle}>{render(item)}</div>
          )}
        </li>
      ))}
    </ul>
  );
}
