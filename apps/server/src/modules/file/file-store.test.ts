import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, newStorageKey } from './file-store.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local file store', () => {
  const store = createLocalFileStore(root);

  it('puts, reads back and deletes under nested folders it creates', async () => {
    const key = newStorageKey('annex', new Date(Date.UTC(2026, 2, 5)));
    expect(key).toMatch(/^annex\/202603\/[0-9a-f]{32}$/);
    await store.put(key, Buffer.from('hello'));
    const chunks: Buffer[] = [];
    for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await store.delete(key);
    await expect(store.get(key)).rejects.toMatchObject({ kind: 'notFound' });
    await store.delete(key);
  });

  it.each(['../escape', 'annex/202603/../../../etc', 'annex/202603/ABC', '/etc/passwd', 'a\\b'])(
    'refuses the key %s',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow();
      await expect(store.get(key)).rejects.toThrow('invalid storage key');
    },
  );

  it('never generates keys from unsafe purposes', () => {
    expect(() => newStorageKey('../x', new Date())).toThrow();
  });
});
