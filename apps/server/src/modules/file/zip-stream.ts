import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A zip archive written as a stream, entries stored uncompressed (the packed files are mostly
 * compressed formats already). Each entry is read twice: once for its CRC-32, once for its bytes, so
 * the local headers carry real sizes and checksums and no entry is ever held in memory. Names are
 * flagged UTF-8. Without ZIP64 an archive must stay under 4 GiB; callers cap the total.
 */
export interface ZipEntry {
  /** The name inside the archive: callers pass a plain file name (no folders, no `..`). */
  name: string;
  size: number;
  open: () => Promise<Readable>;
}

/** The largest archive this writer produces (the zip format's 32-bit offsets). */
export const ZIP_MAX_BYTES = 0xffff_ffff;

const UTF8_NAMES = 0x0800;
const VERSION = 20;

function dosDateTime(at: Date): { time: number; date: number } {
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2);
  const date = ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  return { time, date };
}

async function checksum(entry: ZipEntry): Promise<number> {
  let crc = 0;
  for await (const chunk of await entry.open()) crc = crc32(chunk as Buffer, crc);
  return crc;
}

/** The fields local and central headers share, from "version needed" to "extra field length". */
function commonFields(crc: number, size: number, nameLength: number, at: Date): Buffer {
  const { time, date } = dosDateTime(at);
  const b = Buffer.alloc(26);
  b.writeUInt16LE(VERSION, 0);
  b.writeUInt16LE(UTF8_NAMES, 2);
  b.writeUInt16LE(0, 4); // stored
  b.writeUInt16LE(time, 6);
  b.writeUInt16LE(date, 8);
  b.writeUInt32LE(crc >>> 0, 10);
  b.writeUInt32LE(size, 14);
  b.writeUInt32LE(size, 18);
  b.writeUInt16LE(nameLength, 22);
  b.writeUInt16LE(0, 24);
  return b;
}

async function* zipChunks(entries: readonly ZipEntry[], at: Date): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = await checksum(entry);
    const fields = commonFields(crc, entry.size, name.length, at);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), fields, name]);
    yield local;
    let written = 0;
    for await (const chunk of await entry.open()) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (written !== entry.size) throw new Error(`zip entry ${entry.name} changed while packing`);
    const tail = Buffer.alloc(14);
    tail.writeUInt16LE(0, 0); // comment length
    tail.writeUInt16LE(0, 2); // disk number
    tail.writeUInt16LE(0, 4); // internal attributes
    tail.writeUInt32LE(0, 6); // external attributes
    tail.writeUInt32LE(offset, 10);
    central.push(Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02, VERSION, 0]), fields, tail, name]));
    offset += local.length + entry.size;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

export function zipStream(entries: readonly ZipEntry[], at: Date): Readable {
  return Readable.from(zipChunks(entries, at), { objectMode: false });
}
