import { Activity, type RefObject, useEffect, useRef } from 'react';
import { type Location, Route, Routes, useLocation } from 'react-router';
import { useSettings } from '../../platform/stores/settings-store.ts';
import { useTags } from '../../platform/stores/tags-store.ts';
import { PageModelContext } from '../../shared/permission/page-context.tsx';
import styles from '../shell-layout.module.css';
import type { ShellPage } from '../shell-page.ts';

interface CachedPage {
  page: ShellPage;
  /** Where the page was last shown: a hidden page keeps reading this, not the current URL. */
  location: Location;
}

/**
 * One page with its own frozen location: `<Routes location>` gives the subtree that location, so a
 * hidden page's useLocation/useSearchParams do not follow the URL of the visible page.
 */
function PageFrame({ page, location }: CachedPage) {
  return (
    <div className={styles.page} data-testid="shell-page" data-page={page.key}>
      <Routes location={location}>
        <Route
          path="*"
          element={
            <PageModelContext.Provider value={page.menu?.id}>{page.render()}</PageModelContext.Provider>
          }
        />
      </Routes>
    </div>
  );
}

/** Keeps the pages of open tabs in insertion order; closed tabs and disabled caching drop out. */
function useCachedPages(page: ShellPage, location: Location, isCacheable: boolean): CachedPage[] {
  const useCache = useSettings((s) => s.useCache);
  const cachedKeys = useTags((s) => s.cached);
  const store = useRef(new Map<string, CachedPage>());
  // Render-time bookkeeping is idempotent (same key, same value), so a repeated render is harmless.
  if (isCacheable) store.current.set(page.key, { page, location });
  for (const key of store.current.keys()) {
    const isKept = useCache && (key === page.key ? isCacheable : cachedKeys.includes(key));
    if (!isKept) store.current.delete(key);
  }
  return [...store.current.values()];
}

function useScrollReset(ref: RefObject<HTMLElement | null>, pathname: string) {
  useEffect(() => {
    if (pathname) ref.current?.scrollTo?.({ top: 0 });
  }, [ref, pathname]);
}

/**
 * The main area with the page cache: visited pages stay mounted but hidden with React's
 * <Activity mode="hidden"> (state kept, effects paused) unless the page is noCache or caching is off.
 * A refresh (the /redirect route) bumps the tab's refresh key, which remounts the page.
 */
export function AppMain({ page }: { page: ShellPage }) {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const useCache = useSettings((s) => s.useCache);
  const refreshKeys = useTags((s) => s.refreshKeys);
  const isCacheable = useCache && !page.noCache;
  const cachedPages = useCachedPages(page, location, isCacheable);
  useScrollReset(mainRef, location.pathname);
  const keyOf = (key: string) => `${key}#${refreshKeys[key] ?? 0}`;

  return (
    <main ref={mainRef} className={styles.main} data-testid="app-main">
      {cachedPages.map((entry) => (
        <Activity key={keyOf(entry.page.key)} mode={entry.page.key === page.key ? 'visible' : 'hidden'}>
          <PageFrame page={entry.page} location={entry.location} />
        </Activity>
      ))}
      {!isCacheable && <PageFrame key={keyOf(page.key)} page={page} location={location} />}
    </main>
  );
}
