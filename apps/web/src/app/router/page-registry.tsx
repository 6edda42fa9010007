import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };

/** Every page file of every module: `src/modules/<module>/<page>/<page>.page.tsx`, loaded lazily. */
const pageFiles = import.meta.glob<PageModule>('../../modules/*/*/*.page.tsx');

const kebab = (value: string) => value.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Menu addresses whose page lives in the module of its server area: the seeded (and the original's)
 * address stays, the page sits next to the area's other screens.
 */
const PAGE_ALIASES: Record<string, string> = {
  'onlineDev/webDesign': 'visualdev/base',
  'onlineDev/generator': 'visualdev/generator',
  'extend/schedule': 'system/schedule',
};

/**
 * 'permission/user' → '../../modules/permission/user/user.page.tsx'; 'system/sysConfig' →
 * '../../modules/system/sys-config/sys-config.page.tsx': the page's folder is named like its file.
 */
export function pageFileFor(pageKey: string): string | undefined {
  const [module, ...rest] = (PAGE_ALIASES[pageKey] ?? pageKey).split('/');
  if (!module || rest.length === 0) return undefined;
  const page = rest.map(kebab).join('-');
  return `../../modules/${kebab(module)}/${page}/${page}.page.tsx`;
}

const loadCache = new Map<string, Promise<PageModule>>();
const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The import of a page key's file, started once and shared by the page's lazy component and by
 * preloading: a page fetched ahead renders without waiting again. Undefined for a page not built yet.
 * A failed import is forgotten, so the next attempt fetches again.
 */
export function pageLoader(pageKey: string): (() => Promise<PageModule>) | undefined {
  const file = pageFileFor(pageKey);
  const loader = file ? pageFiles[file] : undefined;
  if (!file || !loader) return undefined;
  return () => {
    let pending = loadCache.get(file);
    if (!pending) {
      pending = loader();
      pending.catch(() => loadCache.delete(file));
      loadCache.set(file, pending);
    }
    return pending;
  };
}

/** The lazy component of a page key, or undefined when that page is not built yet. */
export function resolvePage(pageKey: string): LazyExoticComponent<ComponentType> | undefined {
  const file = pageFileFor(pageKey);
  const load = pageLoader(pageKey);
  if (!file || !load) return undefined;
  let component = lazyCache.get(file);
  if (!component) {
    component = lazy(load);
    lazyCache.set(file, component);
  }
  return component;
}
