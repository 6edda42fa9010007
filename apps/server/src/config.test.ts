import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.fileStoreDir.endsWith('/data/files')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.hasTestHooks).toBe(false);
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisKeyPrefix).toBe('platform:');
    expect(config.apiRateLimit).toBe(1200);
  });

  it('takes a global rate limit, 0 meaning off, and refuses a negative one', () => {
    expect(loadConfig({ API_RATE_LIMIT: '0' }).apiRateLimit).toBe(0);
    expect(loadConfig({ API_RATE_LIMIT: '5000' }).apiRateLimit).toBe(5000);
    expect(() => loadConfig({ API_RATE_LIMIT: '-1' })).toThrow(/API_RATE_LIMIT/);
  });

  it('takes a Redis key prefix and refuses one with spaces or wildcards', () => {
    expect(loadConfig({ REDIS_KEY_PREFIX: 'tenant-a:' }).redisKeyPrefix).toBe('tenant-a:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b*' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('names every bad variable in one clear error', () => {
    const run = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (err) {
      const text = (err as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('LOG_LEVEL');
    }
  });

  it('reads an empty or blank value as unset: DATABASE_URL= means the embedded database', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '  ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.pgliteDir.endsWith('/data/pglite')).toBe(true);
  });

  it('reads every setting set to nothing as its default', () => {
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'PORT', 'NODE_ENV']),
    );
    for (const empty of ['', ' ']) {
      const env = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, empty]));
      expect(loadConfig(env)).toEqual(loadConfig({}));
    }
  });

  it('keeps the API reference for administrators in production and open elsewhere, unless API_DOCS says', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe('admin');
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe('open');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'open' }).apiDocs).toBe('open');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'public' })).toThrow(/API_DOCS/);
  });

  it('refuses test hooks in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_HOOKS: '1' })).toThrow(/TEST_HOOKS/);
  });
});
