import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };

/** Every page file of every module: `src/modules/<module>/pages/<page>.page.tsx`, loaded lazily. */
const pageFiles = import.meta.glob<PageModule>('../../modules/*/pages/*.page.tsx');

const kebab = (value: string) => value.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** 'permission/user' → '../../modules/permission/pages/user.page.tsx'; 'system/sysConfig' → '.../sys-config.page.tsx'. */
export function pageFileFor(pageKey: string): string | undefined {
  const [module, ...rest] = pageKey.split('/');
  if (!module || rest.length === 0) return undefined;
  return `../../modules/${kebab(module)}/pages/${rest.map(kebab).join('-')}.page.tsx`;
}

const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy component of a page key, or undefined when that page is not built yet. */
export function resolvePage(pageKey: string): LazyExoticComponent<ComponentType> | undefined {
  const file = pageFileFor(pageKey);
  const loader = file ? pageFiles[file] : undefined;
  if (!file || !loader) return undefined;
  let component = lazyCache.get(file);
  if (!component) {
    component = lazy(loader);
    lazyCache.set(file, component);
  }
  return component;
}
