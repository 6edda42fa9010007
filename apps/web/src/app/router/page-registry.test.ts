import { describe, expect, it } from 'vitest';
import { pageFileFor } from './page-registry.tsx';

describe('page registry', () => {
  it('maps page keys to kebab-case page files', () => {
    expect(pageFileFor('system/sysConfig')).toBe('../../modules/system/pages/sys-config.page.tsx');
    expect(pageFileFor('home')).toBeUndefined();
  });
});
