import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { digestHash, hashRange, newHashId, stopHashWorker } from './hash-worker.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hash-worker-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const file = path.join(dir, 'data');
const data = Buffer.alloc(3 * MB + 17);
for (let i = 0; i < data.length; i += 4096) data[i] = (i / 4096) & 0xff;
fs.writeFileSync(file, data);
const hex = (algorithm: string, bytes: Buffer) => createHash(algorithm).update(bytes).digest('hex');

describe('hash worker', () => {
  it('answers the md5 of the ranges hashed in order, for several states at once', async () => {
    const whole = newHashId();
    const head = newHashId();
    await hashRange(whole, file, 0, MB + 5);
    await hashRange(head, file, 0, 10);
    await hashRange(whole, file, MB + 5, data.length);
    expect(await digestHash(whole)).toBe(hex('md5', data));
    expect(await digestHash(head)).toBe(hex('md5', data.subarray(0, 10)));
  });

  it('rejects a range past the end of the file, and works again after a stop', async () => {
    await expect(hashRange(newHashId(), file, 0, data.length + 1)).rejects.toThrow(/shorter/);
    await stopHashWorker();
    const id = newHashId();
    await hashRange(id, file, 0, data.length);
    expect(await digestHash(id)).toBe(hex('md5', data));
  });
});
