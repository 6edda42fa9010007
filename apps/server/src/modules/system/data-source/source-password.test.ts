import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { decryptSourcePassword, encryptSourcePassword, sourceKeyring } from './source-password.ts';

describe('data-source passwords at rest', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh nonce each time and no plain text in the stored value', () => {
    const password = 'pä$$wörd-密码';
    const first = encryptSourcePassword(key, password);
    const second = encryptSourcePassword(key, password);
    expect(first).not.toBe(second);
    expect(first).not.toContain(password);
    expect(decryptSourcePassword(key, first)).toBe(password);
    expect(decryptSourcePassword(key, second)).toBe(password);
  });

  it('refuses a value sealed under another key or altered', () => {
    const stored = encryptSourcePassword(key, 'secret');
    expect(() => decryptSourcePassword(randomBytes(32), stored)).toThrow();
    const bytes = Buffer.from(stored.slice(3), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => decryptSourcePassword(key, `v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => decryptSourcePassword(key, 'plain')).toThrow();
  });

  it('uses DATA_SOURCE_KEY when set, else creates the data dir key file once and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-key-'));
    try {
      const onKeyFile = vi.fn();
      expect(sourceKeyring({ configured: key, dataDir, onKeyFile })()).toBe(key);
      expect(fs.existsSync(path.join(dataDir, 'data-source.key'))).toBe(false);
      const fromFile = sourceKeyring({ dataDir, onKeyFile });
      const first = fromFile();
      expect(first).toHaveLength(32);
      expect(fromFile()).toBe(first);
      expect(onKeyFile).toHaveBeenCalledTimes(1);
      expect(onKeyFile).toHaveBeenLastCalledWith(path.join(dataDir, 'data-source.key'), true);
      expect(fs.statSync(path.join(dataDir, 'data-source.key')).mode & 0o077).toBe(0);
      // Another process (or a restart) reads the same key.
      const again = sourceKeyring({ dataDir, onKeyFile })();
      expect(again.equals(first)).toBe(true);
      expect(onKeyFile).toHaveBeenLastCalledWith(path.join(dataDir, 'data-source.key'), false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
