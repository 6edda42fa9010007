import { describe, expect, it, vi } from 'vitest';
import type { SourceClient } from './source-client.ts';
import { createSourceRegistry } from './source-registry.ts';

const platform: SourceClient = {
  dialect: 'postgres',
  readOnly: async (fn) => fn({ dialect: 'postgres', query: async () => ({ rows: [], fields: [] }) }),
  transaction: async (fn) => fn({ dialect: 'postgres', query: async () => ({ rows: [], fields: [] }) }),
};

describe('the source registry', () => {
  it('answers the injected platform client for "0" and an empty id, without loading anything', async () => {
    const load = vi.fn();
    const registry = createSourceRegistry({
      platform,
      load,
      onIdleError: () => {},
      passwordKey: () => Buffer.alloc(32),
    });
    expect(await registry.open('0')).toBe(platform);
    expect(await registry.open('')).toBe(platform);
    expect(load).not.toHaveBeenCalled();
  });

  it('tries a source again after it failed to load', async () => {
    const load = vi.fn().mockRejectedValue(new Error('not found'));
    const registry = createSourceRegistry({
      platform,
      load,
      onIdleError: () => {},
      passwordKey: () => Buffer.alloc(32),
    });
    await expect(registry.open('x')).rejects.toThrow('not found');
    await expect(registry.open('x')).rejects.toThrow('not found');
    expect(load).toHaveBeenCalledTimes(2);
    await registry.close();
  });
});
