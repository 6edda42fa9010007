import { create } from 'zustand';
import type { NamespacedKey } from '../i18n/define-locales.ts';

/** A visited page in the tab bar. */
export interface TabView {
  path: string;
  fullPath: string;
  title: string;
  /** i18n key of the title for fixed pages (home, profile...), so the tab follows the language. */
  titleKey?: NamespacedKey<'router'>;
  icon?: string;
  affix?: boolean;
  noCache?: boolean;
}

interface TagsStore {
  visited: TabView[];
  /** Paths whose pages stay mounted while hidden. */
  cached: string[];
  /** Bumped per path to remount a page (refresh). */
  refreshKeys: Record<string, number>;
  addView(view: TabView): void;
  updateView(view: TabView): void;
  closeView(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  refreshView(path: string): void;
  resetViews(): void;
}

export const HOME_VIEW: TabView = {
  path: '/home',
  fullPath: '/home',
  title: 'home',
  titleKey: 'router:fixed.home',
  icon: 'HomeOutlined',
  affix: true,
};

/** Tab rules: add when absent, cache unless noCache, close keeps affixed (and current). */
export const useTags = create<TagsStore>()((set) => ({
  visited: [HOME_VIEW],
  cached: [HOME_VIEW.path],
  refreshKeys: {},
  addView: (view) =>
    set((s) => ({
      visited: s.visited.some((v) => v.path === view.path) ? s.visited : [...s.visited, view],
      cached: view.noCache || s.cached.includes(view.path) ? s.cached : [...s.cached, view.path],
    })),
  updateView: (view) =>
    set((s) => ({ visited: s.visited.map((v) => (v.path === view.path ? { ...v, ...view } : v)) })),
  closeView: (path) =>
    set((s) => ({
      visited: s.visited.filter((v) => v.path !== path || v.affix),
      cached: s.cached.filter((p) => p !== path || s.visited.some((v) => v.path === p && v.affix)),
    })),
  closeOthers: (path) =>
    set((s) => {
      const visited = s.visited.filter((v) => v.affix || v.path === path);
      return { visited, cached: s.cached.filter((p) => visited.some((v) => v.path === p)) };
    }),
  closeAll: () =>
    set((s) => {
      const visited = s.visited.filter((v) => v.affix);
      return { visited, cached: s.cached.filter((p) => visited.some((v) => v.path === p)) };
    }),
  refreshView: (path) =>
    set((s) => ({ refreshKeys: { ...s.refreshKeys, [path]: (s.refreshKeys[path] ?? 0) + 1 } })),
  resetViews: () => set({ visited: [HOME_VIEW], cached: [HOME_VIEW.path], refreshKeys: {} }),
}));
