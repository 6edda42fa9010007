import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalPartArea, PartSizeError, partSetKey } from './part-area.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'part-area-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const SIZE = 256 * 1024;
const bytes = (fill: number, size = SIZE) => Buffer.alloc(size, fill);

/** A source that sends `first`, then waits for `release()` before sending `rest` (or failing). */
function heldSource(first: Buffer, rest: Buffer | Error) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  async function* produce() {
    yield first;
    await released;
    if (rest instanceof Error) throw rest;
    yield rest;
  }
  return { source: Readable.from(produce()), release };
}

describe('local part area: the set file shared by chunks in flight', () => {
  const parts = createLocalPartArea(root);

  it('keeps writing the other chunks when one chunk of the set fails or is too large', async () => {
    const setKey = partSetKey('user-1', 'a'.repeat(32));
    await parts.ensure(setKey, '{}', 3 * SIZE);
    const first = heldSource(bytes(1, SIZE / 2), bytes(1, SIZE / 2));
    const broken = heldSource(bytes(2, SIZE / 2), new Error('connection lost'));
    const tooLarge = heldSource(bytes(3, SIZE / 2), bytes(3, SIZE));
    const writes = [
      parts.write(setKey, 1, 0, first.source, SIZE),
      parts.write(setKey, 2, SIZE, broken.source, SIZE),
      parts.write(setKey, 3, 2 * SIZE, tooLarge.source, SIZE),
    ];
    broken.release();
    tooLarge.release();
    await expect(writes[1]).rejects.toThrow('connection lost');
    await expect(writes[2]).rejects.toBeInstanceOf(PartSizeError);
    // The failed chunks' streams are gone; the first one still writes into the shared file.
    first.release();
    expect(await writes[0]).toBe(true);
    expect(await parts.write(setKey, 3, 2 * SIZE, Readable.from([bytes(3)]), SIZE)).toBe(true);
    expect((await parts.listNumbers(setKey)).sort()).toEqual([1, 3]);
    const data = fs.readFileSync(parts.dataFile(setKey));
    expect(data.subarray(0, SIZE).equals(bytes(1))).toBe(true);
    expect(data.subarray(2 * SIZE).equals(bytes(3))).toBe(true);
  });

  it('writes the chunks of a set created again under the same key into the new file', async () => {
    const setKey = partSetKey('user-1', 'b'.repeat(32));
    await parts.ensure(setKey, '{}', 2 * SIZE);
    const old = heldSource(bytes(1, SIZE / 2), bytes(1, SIZE / 2));
    const oldWrite = parts.write(setKey, 1, 0, old.source, SIZE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await parts.remove(setKey);
    await parts.ensure(setKey, '{}', 2 * SIZE);
    expect(await parts.write(setKey, 2, SIZE, Readable.from([bytes(5)]), SIZE)).toBe(true);
    old.release();
    await oldWrite.catch(() => {});
    const data = fs.readFileSync(parts.dataFile(setKey));
    expect(data.subarray(SIZE).equals(bytes(5))).toBe(true);
  });
});
