import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from '../storage/local-store.ts';

export const LAYOUT_TYPES = ['classic', 'functional', 'blend', 'plain'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** The eight theme colours; antd generates the shades from the primary colour. */
export const THEME_COLORS = {
  purple: '#722ed1',
  azure: '#13c2c2',
  blue: '#1890ff',
  ocean: '#2f54eb',
  green: '#52c41a',
  yellow: '#fadb14',
  orange: '#fa8c16',
  red: '#f5222d',
} as const;
export type ThemeColorName = keyof typeof THEME_COLORS;

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type SizeName = (typeof SIZES)[number];

export interface Settings {
  layoutType: LayoutType;
  /** Sidebar style. */
  slideClass: 'dark' | 'light';
  themeClass: ThemeColorName;
  tagsView: boolean;
  tagsIcon: boolean;
  useCache: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  sidebarOpened: boolean;
  size: SizeName;
}

export const DEFAULT_SETTINGS: Settings = {
  layoutType: 'classic',
  slideClass: 'dark',
  themeClass: 'blue',
  tagsView: true,
  tagsIcon: true,
  useCache: true,
  showLanguage: true,
  showSearch: true,
  fixedHeader: true,
  sidebarLogo: true,
  sidebarOpened: true,
  size: 'default',
};

interface SettingsStore extends Settings {
  change<K extends keyof Settings>(key: K, value: Settings[K]): void;
  reset(): void;
}

/** Local shell settings, persisted with the product prefix. */
export const useSettings = create<SettingsStore>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      change: (key, value) => set({ [key]: value } as Partial<Settings>),
      reset: () => set(DEFAULT_SETTINGS),
    }),
    {
      name: `${STORAGE_PREFIX}settings`,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ change: _c, reset: _r, ...settings }) => settings,
    },
  ),
);
