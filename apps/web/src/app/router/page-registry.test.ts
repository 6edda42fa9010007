import { describe, expect, it } from 'vitest';
import { pageFileFor, resolvePage } from './page-registry.tsx';

describe('page registry', () => {
  it('maps page keys to the page file in the folder of the same name', () => {
    expect(pageFileFor('system/sysConfig')).toBe('../../modules/system/sys-config/sys-config.page.tsx');
    expect(pageFileFor('permission/onlineUser')).toBe(
      '../../modules/permission/online-user/online-user.page.tsx',
    );
    expect(pageFileFor('onlineDev/webDesign')).toBe('../../modules/visualdev/base/base.page.tsx');
    expect(pageFileFor('onlineDev/generator')).toBe('../../modules/visualdev/generator/generator.page.tsx');
    expect(pageFileFor('home')).toBeUndefined();
  });

  it('finds the built pages, lazily, and nothing for a page not built yet', () => {
    for (const key of [
      'home/home',
      'permission/user',
      'system/menu',
      'system/sysConfig',
      'oauth/login',
      'onlineDev/webDesign',
      'onlineDev/generator',
    ]) {
      expect(resolvePage(key), key).toBeDefined();
    }
    expect(resolvePage('system/printDev')).toBeUndefined();
  });
});
