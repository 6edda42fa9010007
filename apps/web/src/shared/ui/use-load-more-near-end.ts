import { type UIEvent, useEffect, useRef } from 'react';

interface LoadMoreOptions {
  /** How near the bottom (px) the next page is asked for. */
  threshold: number;
  /** False while a page is loading or after the last one. */
  canLoad: boolean;
  load: () => void;
  /** Changes when a page arrives (a page count, a page number). */
  pageSignal: unknown;
}

/**
 * An infinite list's paging: the next page loads when the list scrolls within `threshold` of its
 * bottom, and again after each page, since a first page shorter than the list never scrolls.
 */
export function useLoadMoreNearEnd<T extends HTMLElement>({
  threshold,
  canLoad,
  load,
  pageSignal,
}: LoadMoreOptions) {
  const ref = useRef<T>(null);
  const loadIfNearEnd = (el: HTMLElement | null) => {
    if (!el || !canLoad) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= threshold) load();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run only when a page arrives
  useEffect(() => loadIfNearEnd(ref.current), [pageSignal]);
  return { ref, onScroll: (event: UIEvent<T>) => loadIfNearEnd(event.currentTarget) };
}
