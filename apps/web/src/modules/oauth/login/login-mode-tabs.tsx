import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './login-mode-tabs.module.css';

export interface LoginModeTab<K extends string> {
  key: K;
  label: ReactNode;
  /** Rendered only while its tab is active (hidden modes unmount: scan polling stops, forms reset). */
  children: ReactNode;
}

interface LoginModeTabsProps<K extends string> {
  items: LoginModeTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
}

/**
 * The login screen's three-mode switch, drawn like antd Tabs (large size, sliding ink bar) with the
 * WAI-ARIA tabs pattern. antd Tabs would bring rc-tabs, its overflow dropdown and menu (~20 KB gzip)
 * into the login route, which only ever shows three fixed tabs (the first-screen budget of docs/ARCHITECTURE.md).
 */
export function LoginModeTabs<K extends string>({ items, activeKey, onChange }: LoginModeTabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [ink, setInk] = useState<{ left: number; width: number } | null>(null);
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  // Re-measured after every render: the labels change width with the language.
  useLayoutEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!tab) return;
    const next = { left: tab.offsetLeft, width: tab.offsetWidth };
    setInk((prev) => (prev && prev.left === next.left && prev.width === next.width ? prev : next));
  });

  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${item.key}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0 };
    const target = event.key === 'End' ? items.length - 1 : moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" className={styles.nav}>
        {items.map((item, index) => {
          const isActive = item.key === active?.key;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel`}
              tabIndex={isActive ? 0 : -1}
              data-key={item.key}
              className={isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
        {ink && <span className={styles.inkBar} style={{ left: ink.left, width: ink.width }} />}
      </div>
      {active && (
        <div
          key={active.key}
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${active.key}`}
        >
          {active.children}
        </div>
      )}
    </div>
  );
}
