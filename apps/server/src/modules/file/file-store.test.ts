import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLocalFileStore, newStorageKey } from './file-store.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local file store', () => {
  const store = createLocalFileStore(root);

  it('writes, reads back and deletes under nested folders it creates', async () => {
    const key = newStorageKey('annex', new Date(Date.UTC(2026, 2, 5)));
    expect(key).toMatch(/^annex\/202603\/[0-9a-f]{32}$/);
    expect(await store.write(key, Readable.from([Buffer.from('hel'), Buffer.from('lo')]))).toEqual({
      size: 5,
      sha256: createHash('sha256').update('hello').digest('hex'),
    });
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
      const source = Readable.from([Buffer.from('x')]);
      await expect(store.write(key, source)).rejects.toThrow();
      expect(source.destroyed).toBe(true);
      await expect(store.get(key)).rejects.toThrow('invalid storage key');
    },
  );

  it('leaves nothing behind when the source fails mid-way, and destroys the source', async () => {
    const key = newStorageKey('export', new Date(Date.UTC(2026, 2, 5)));
    const folder = path.join(root, 'export', '202603');
    async function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      // The first bytes are in the temp file beside the object by now.
      await vi.waitFor(() => {
        const temp = fs.readdirSync(folder).find((f) => f.endsWith('.tmp'));
        expect(temp && fs.statSync(path.join(folder, temp)).size).toBeGreaterThan(0);
      });
      throw new Error('producer failed');
    }
    await expect(store.write(key, Readable.from(failing()))).rejects.toThrow('producer failed');
    expect(fs.readdirSync(folder)).toEqual([]);
    await expect(store.get(key)).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('never generates keys from unsafe purposes', () => {
    expect(() => newStorageKey('../x', new Date())).toThrow();
  });
});
