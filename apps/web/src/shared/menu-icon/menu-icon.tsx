import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import * as CoreIcons from './core-icons.ts';
import { MENU_ICON_LOADERS } from './menu-icon-set.ts';

/*
 * Menu icons: the server stores an @ant-design/icons name per menu. Importing the whole icon set would
 * cost hundreds of KB against the 350 KB initial budget, so only named icons are bundled: a core set
 * in core-icons.ts (top-level sections and the keyword fallbacks), and the rest of the seeded names in
 * menu-icon-set.ts, one lazy chunk per icon fetched when a rendered menu entry first names it.
 * Unknown names fall back to a keyword match, then to a generic icon (also shown while loading).
 */
export type IconComponent = ComponentType<{ className?: string }>;

const CORE_ICONS: Record<string, IconComponent> = CoreIcons;

/** JNPF font-class names ("icon-ym icon-ym-nav-home") and free text, matched by keyword in order. */
const KEYWORDS: [RegExp, IconComponent][] = [
  [/home|index/i, CoreIcons.HomeOutlined],
  [/dashboard|workbench|monitor/i, CoreIcons.DashboardOutlined],
  [/user|person|profile/i, CoreIcons.UserOutlined],
  [/role|group|team|organi[sz]e/i, CoreIcons.TeamOutlined],
  [/flow|approve|process/i, CoreIcons.ApartmentOutlined],
  [/message|notice|bell/i, CoreIcons.NotificationOutlined],
  [/mail|email/i, CoreIcons.MailOutlined],
  [/calendar|schedule/i, CoreIcons.CalendarOutlined],
  [/form|generator|design/i, CoreIcons.FormOutlined],
  [/report|chart|statistic/i, CoreIcons.BarChartOutlined],
  [/portal|layout/i, CoreIcons.LayoutOutlined],
  [/dictionary|dict|book/i, CoreIcons.BookOutlined],
  [/data|database|table/i, CoreIcons.DatabaseOutlined],
  [/link|url/i, CoreIcons.LinkOutlined],
  [/screen|datav|visual/i, CoreIcons.FundProjectionScreenOutlined],
  [/print/i, CoreIcons.PrinterOutlined],
  [/log|file|document/i, CoreIcons.FileTextOutlined],
  [/code|develop/i, CoreIcons.CodeOutlined],
  [/system|setting|config/i, CoreIcons.SettingOutlined],
];

/** Every name the shell renders exactly (core + lazily loaded), sorted: the choices of the menu icon picker. */
export const MENU_ICON_NAMES: readonly string[] = [
  ...Object.keys(CORE_ICONS),
  ...Object.keys(MENU_ICON_LOADERS),
].sort();

let moreIcons: Record<string, IconComponent> = {};
const requested = new Set<string>();
const listeners = new Set<() => void>();

/** Fetches the chunk of one named icon once; subscribers re-render when it arrives. */
function requestIcon(name: string): void {
  // Own keys only: a stored name such as "constructor" must not reach Object.prototype.
  const load = Object.hasOwn(MENU_ICON_LOADERS, name) ? MENU_ICON_LOADERS[name] : undefined;
  if (!load || requested.has(name)) return;
  requested.add(name);
  load().then(
    (module) => {
      moreIcons = { ...moreIcons, [name]: module.default };
      for (const listener of listeners) listener();
    },
    // A failed chunk keeps the fallback icon; the next mount may try again.
    () => requested.delete(name),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function menuIconComponent(name: string | null | undefined, more = moreIcons): IconComponent {
  if (!name) return CoreIcons.AppstoreOutlined;
  const key = name.trim();
  const exact = Object.hasOwn(CORE_ICONS, key)
    ? CORE_ICONS[key]
    : Object.hasOwn(more, key)
      ? more[key]
      : undefined;
  if (exact) return exact;
  return KEYWORDS.find(([pattern]) => pattern.test(key))?.[1] ?? CoreIcons.AppstoreOutlined;
}

/** The icon of a menu or tab by its stored name, with a keyword and a generic fallback. */
export function MenuIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const more = useSyncExternalStore(subscribe, () => moreIcons);
  const key = name?.trim() ?? '';
  useEffect(() => requestIcon(key), [key]);
  const Icon = menuIconComponent(name, more);
  return <Icon className={className} />;
}
