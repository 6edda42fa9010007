import zlib from 'node:zlib';

/*
 * The parts of an .xlsx (a zip archive) read from its central directory, and inflated one chunk at a
 * time under a byte budget. Nothing here trusts a size the archive declares: an entry that inflates
 * to more than it declared is refused while it inflates, so a zip bomb costs at most its budget.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when read. */
  method: number;
  compressedSize: number;
  /** What the central directory declares; checked against the real size while inflating. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

export type ZipRefusal = 'unreadable' | 'zipTooManyEntries' | 'zipTooLarge' | 'zipRatio';

export class ZipLimitError extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(reason);
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;

function findEndOfCentralDirectory(data: Buffer): number {
  const stop = Math.max(0, data.length - EOCD_SEARCH);
  for (let at = data.length - 22; at >= stop; at--) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new ZipLimitError('unreadable');
}

/**
 * The archive's entries from its central directory, refused before anything is inflated when there
 * are more than maxEntries, when the declared sizes add up to more than maxBytes, or when a large
 * entry declares a compression ratio no spreadsheet part reaches. ZIP64 (sizes past 4 GB, more than
 * 65,535 entries) is never needed by an import file and is refused as unreadable.
 */
export function readZipEntries(
  data: Buffer,
  limits: { maxEntries: number; maxBytes: number; maxRatio: number; ratioFloorBytes: number },
): ZipEntry[] {
  if (data.length < 22) throw new ZipLimitError('unreadable');
  const eocd = findEndOfCentralDirectory(data);
  const count = data.readUInt16LE(eocd + 10);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipLimitError('unreadable');
  if (count > limits.maxEntries) throw new ZipLimitError('zipTooManyEntries');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ZipLimitError('unreadable');
    }
    const nameLength = data.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff) {
      throw new ZipLimitError('unreadable');
    }
    total += entry.uncompressedSize;
    if (total > limits.maxBytes) throw new ZipLimitError('zipTooLarge');
    if (
      entry.uncompressedSize > limits.ratioFloorBytes &&
      entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
    ) {
      throw new ZipLimitError('zipRatio');
    }
    entries.push(entry);
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's compressed bytes, found through its local header. */
function compressedBytes(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new ZipLimitError('unreadable');
  }
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.compressedSize > data.length) throw new ZipLimitError('unreadable');
  return data.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's bytes, inflated chunk by chunk (about 16 KB each, only as fast as they are consumed).
 * More bytes than the entry declared is refused as a zip bomb the moment they appear; a consumer
 * that stops early leaves the rest uninflated.
 */
export async function* entryChunks(data: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const raw = compressedBytes(data, entry);
  if (entry.method === 0) {
    if (raw.length > entry.uncompressedSize) throw new ZipLimitError('zipTooLarge');
    yield raw;
    return;
  }
  if (entry.method !== 8) throw new ZipLimitError('unreadable');
  const inflate = zlib.createInflateRaw();
  inflate.end(raw);
  let total = 0;
  try {
    for await (const chunk of inflate) {
      total += (chunk as Buffer).length;
      if (total > entry.uncompressedSize) throw new ZipLimitError('zipTooLarge');
      yield chunk as Buffer;
    }
  } catch (err) {
    if (err instanceof ZipLimitError) throw err;
    throw new ZipLimitError('unreadable');
  } finally {
    inflate.destroy();
  }
}

/** A small part (workbook, relationships, styles) as text, inflated under the entry's declared size. */
export async function entryText(data: Buffer, entry: ZipEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entryChunks(data, entry)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Inflates every entry once without keeping it: what the archive really holds, checked against what it declares. */
export async function checkActualSizes(data: Buffer, entries: readonly ZipEntry[]): Promise<void> {
  for (const entry of entries) {
    for await (const _chunk of entryChunks(data, entry)) {
      // Only the count matters; entryChunks refuses an entry that outgrows its declared size.
    }
  }
}
