import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.ts';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads a stored-only archive through its central directory, checking every CRC on the way. */
function readZip(zip: Buffer): { name: string; data: Buffer; flags: number }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer; flags: number }[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    expect(crc32(data) >>> 0).toBe(crc);
    expect(zip.readUInt32LE(local + 14)).toBe(crc);
    entries.push({ name, data, flags });
    at += 46 + nameLength;
  }
  return entries;
}

describe('zipStream', () => {
  it('writes stored entries with UTF-8 names, sizes and checksums a reader accepts', async () => {
    const first = Buffer.from('hello zip');
    const second = Buffer.alloc(70_000, 7);
    const zip = await collect(
      zipStream(
        [
          { name: '报告.txt', size: first.length, open: async () => Readable.from([first]) },
          { name: 'b.bin', size: second.length, open: async () => Readable.from([second]) },
        ],
        new Date(2026, 0, 2, 3, 4, 6),
      ),
    );
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(['报告.txt', 'b.bin']);
    expect(entries[0].data.equals(first)).toBe(true);
    expect(entries[1].data.equals(second)).toBe(true);
    expect(entries.every((e) => (e.flags & 0x0800) !== 0)).toBe(true);
  });

  it('fails rather than write a wrong size when an entry changes while packing', async () => {
    let reads = 0;
    const stream = zipStream(
      [{ name: 'a', size: 3, open: async () => Readable.from([Buffer.from(reads++ === 0 ? 'abc' : 'ab')]) }],
      new Date(),
    );
    await expect(collect(stream)).rejects.toThrow(/changed/);
  });

  it('writes an empty archive for no entries', async () => {
    const zip = await collect(zipStream([], new Date()));
    expect(zip.length).toBe(22);
    expect(readZip(zip)).toEqual([]);
  });
});
