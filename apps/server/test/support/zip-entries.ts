import { crc32 } from 'node:zlib';
import { expect } from 'vitest';

/** The entries of a stored-only zip, read through its central directory; every CRC is checked. */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    expect(crc32(data) >>> 0).toBe(zip.readUInt32LE(at + 16));
    entries.set(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'), data);
    at += 46 + nameLength;
  }
  return entries;
}
