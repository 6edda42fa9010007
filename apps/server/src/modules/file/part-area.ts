import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';

/**
 * Chunks of an unfinished upload, kept across restarts until merged, removed or swept. A set is one
 * file of the upload's total size (`data`) that every chunk is written into at its offset, a marker
 * per chunk whose bytes all arrived (`<n>.done`) and a small text (the layout). A part-set key is
 * `<owner digest>/<upload identifier>` (see partSetKey), so one owner never reaches another's chunks.
 */
export interface PartArea {
  /**
   * The set's text, creating the set with `info` when there is none. When two requests create the
   * same set at once, one text wins and both answer it.
   */
  ensure(setKey: string, info: string, totalSize: number): Promise<string>;
  readInfo(setKey: string): Promise<string | undefined>;
  /**
   * Streams chunk `partNumber` into the set's file at `offset`, then marks it stored, only once
   * exactly `expectedSize` bytes arrived. Any other count rejects with PartSizeError and marks
   * nothing. A chunk already stored is read and size-checked but never written again, so its bytes
   * (possibly hashed already) stay as they were. Answers whether this call stored the chunk.
   */
  write(
    setKey: string,
    partNumber: number,
    offset: number,
    source: Readable,
    expectedSize: number,
  ): Promise<boolean>;
  /** The numbers of the stored chunks (one directory read). Empty for an unknown set. */
  listNumbers(setKey: string): Promise<number[]>;
  /** Reads the set's file from `start` to `end` (inclusive). */
  read(setKey: string, start: number, end: number): Promise<Readable>;
  /** The set's file on local disk (what the merge hashes and moves). */
  dataFile(setKey: string): string;
  /** Removes the set; a missing set is not an error. */
  remove(setKey: string): Promise<void>;
  /** Every set with the time it last changed (a chunk stored or the set created). */
  listSets(): Promise<{ setKey: string; modifiedAt: Date }[]>;
}

/** A chunk whose byte count is not the one announced: refused, nothing is marked. */
export class PartSizeError extends Error {}

export const PART_SET_KEY_PATTERN = /^[0-9a-f]{32}\/[0-9a-f]{32}$/;

/**
 * The part-set key of an owner's upload: a digest of the owner's id (any id becomes a path-safe name)
 * and the upload's identifier, already checked as 32 hex digits.
 */
export function partSetKey(ownerId: string, identifier: string): string {
  const owner = createHash('sha256').update(ownerId).digest('hex').slice(0, 32);
  const key = `${owner}/${identifier}`;
  if (!PART_SET_KEY_PATTERN.test(key)) throw new Error('invalid part set key');
  return key;
}

/** Passes bytes on, failing as soon as more than `max` passed; `count()` is what passed. */
function counted(max: number): { stream: Transform; count: () => number } {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > max ? new PartSizeError('part larger than announced') : null, chunk);
    },
  });
  return { stream, count: () => size };
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** The request's slices (64 KB) are written in batches of up to this much (one writev, not sixteen writes). */
const WRITE_BATCH_BYTES = 1024 * 1024;

/** writev until every byte of `buffers` is written at `position`. */
function writeAll(fd: number, buffers: Buffer[], position: number, done: (err?: Error | null) => void) {
  fs.writev(fd, buffers, position, (err, written) => {
    if (err) return done(err);
    if (written === 0) return done(new Error('the upload file took no bytes'));
    let rest = written;
    const left = buffers.flatMap((b) => {
      const skip = Math.min(rest, b.length);
      rest -= skip;
      return skip === b.length ? [] : [b.subarray(skip)];
    });
    if (left.length === 0) return done();
    writeAll(fd, left, position + written, done);
  });
}

/**
 * Writes what passes into `fd` from `offset` on, the slices that queued during a write in one
 * writev (up to WRITE_BATCH_BYTES), failing as soon as more than `max` bytes passed. The
 * descriptor is shared by the set's chunks in flight: the stream never closes it.
 */
function writerAt(fd: number, offset: number, max: number): { stream: Writable; count: () => number } {
  let size = 0;
  const stream = new Writable({
    highWaterMark: WRITE_BATCH_BYTES,
    writev(chunks, done) {
      const buffers = chunks.map((c) => c.chunk as Buffer);
      const at = offset + size;
      size += buffers.reduce((n, b) => n + b.length, 0);
      if (size > max) return done(new PartSizeError('part larger than announced'));
      writeAll(fd, buffers, at, done);
    },
  });
  return { stream, count: () => size };
}

async function names(dir: string): Promise<string[]> {
  try {
    return await fs.promises.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Read and write, created when missing, never truncated. */
const OPEN_OR_CREATE = fs.constants.O_RDWR | fs.constants.O_CREAT;

const openFd = promisify(fs.open);
const closeFd = promisify(fs.close);

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Sets live under `<root>/.uploads/<owner>/<identifier>/`; a dot name is never a purpose. */
export function createLocalPartArea(root: string): PartArea {
  const base = path.join(root, '.uploads');
  /** Writes of one chunk in this process run one after the other, so a second never races the first. */
  const writing = new Map<string, Promise<unknown>>();
  /**
   * The set's file, opened once for the chunks being written into it at the same time (the client
   * sends several at once) and closed when the last of them is done, instead of once per chunk. A
   * removed set is forgotten at once, so a set created again under its key opens its own file.
   */
  interface OpenData {
    fd: Promise<number>;
    users: number;
  }
  const openFiles = new Map<string, OpenData>();
  function openData(setKey: string): OpenData {
    let entry = openFiles.get(setKey);
    if (!entry) {
      entry = { fd: openFd(dataFile(setKey), OPEN_OR_CREATE), users: 0 };
      entry.fd.catch(() => {});
      openFiles.set(setKey, entry);
    }
    entry.users++;
    return entry;
  }
  async function releaseData(setKey: string, entry: OpenData): Promise<void> {
    if (--entry.users > 0) return;
    if (openFiles.get(setKey) === entry) openFiles.delete(setKey);
    const fd = await entry.fd.catch(() => undefined);
    if (fd !== undefined) await closeFd(fd);
  }
  function setDir(setKey: string): string {
    if (!PART_SET_KEY_PATTERN.test(setKey)) throw new Error('invalid part set key');
    return path.join(base, ...setKey.split('/'));
  }
  function marker(setKey: string, partNumber: number): string {
    if (!Number.isSafeInteger(partNumber) || partNumber < 1) throw new Error('invalid part number');
    return path.join(setDir(setKey), `${partNumber}.done`);
  }
  const dataFile = (setKey: string) => path.join(setDir(setKey), 'data');
  const infoFile = (setKey: string) => path.join(setDir(setKey), 'info.json');

  async function readInfo(setKey: string): Promise<string | undefined> {
    try {
      return await fs.promises.readFile(infoFile(setKey), 'utf8');
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async function writeOnce(
    setKey: string,
    partNumber: number,
    offset: number,
    source: Readable,
    size: number,
  ) {
    const done = marker(setKey, partNumber);
    const isStored = await fs.promises.access(done).then(
      () => true,
      () => false,
    );
    let written: number;
    if (isStored) {
      const count = counted(size);
      await pipeline(source, count.stream, discard());
      written = count.count();
    } else {
      const data = openData(setKey);
      try {
        const writer = writerAt(await data.fd, offset, size);
        await pipeline(source, writer.stream);
        written = writer.count();
      } finally {
        await releaseData(setKey, data);
      }
    }
    if (written !== size) throw new PartSizeError('part smaller than announced');
    if (isStored) return false;
    // An empty marker: created, never written.
    await (await fs.promises.open(done, 'w')).close();
    return true;
  }

  return {
    async ensure(setKey, info, totalSize) {
      const existing = await readInfo(setKey);
      if (existing !== undefined) return existing;
      const dir = setDir(setKey);
      await fs.promises.mkdir(dir, { recursive: true });
      const temp = path.join(dir, `info.${randomBytes(6).toString('hex')}.tmp`);
      await fs.promises.writeFile(temp, info, { flag: 'wx' });
      try {
        // link fails when the name exists: the first set's text wins, in any process.
        await fs.promises.link(temp, infoFile(setKey));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        return (await readInfo(setKey)) ?? info;
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
      // The file at its full size from the start (never shrunk: a chunk may be in it already).
      const handle = await fs.promises.open(dataFile(setKey), OPEN_OR_CREATE);
      try {
        if ((await handle.stat()).size < totalSize) await handle.truncate(totalSize);
      } finally {
        await handle.close();
      }
      return info;
    },
    readInfo,
    async write(setKey, partNumber, offset, source, expectedSize) {
      const key = `${setKey}#${partNumber}`;
      const before = writing.get(key) ?? Promise.resolve();
      const mine = before
        .catch(() => {})
        .then(() => writeOnce(setKey, partNumber, offset, source, expectedSize));
      writing.set(key, mine);
      try {
        return await mine;
      } catch (err) {
        source.destroy();
        throw err;
      } finally {
        if (writing.get(key) === mine) writing.delete(key);
      }
    },
    async listNumbers(setKey) {
      return (await names(setDir(setKey))).flatMap((name) => {
        const match = /^(\d{1,9})\.done$/.exec(name);
        return match ? [Number(match[1])] : [];
      });
    },
    async read(setKey, start, end) {
      const handle = await fs.promises.open(dataFile(setKey), 'r');
      return handle.createReadStream({ start, end, highWaterMark: 1024 * 1024 });
    },
    dataFile,
    async remove(setKey) {
      openFiles.delete(setKey);
      await fs.promises.rm(setDir(setKey), { recursive: true, force: true });
    },
    async listSets() {
      const sets: { setKey: string; modifiedAt: Date }[] = [];
      for (const owner of await names(base)) {
        for (const identifier of await names(path.join(base, owner))) {
          const setKey = `${owner}/${identifier}`;
          if (!PART_SET_KEY_PATTERN.test(setKey)) continue;
          const stat = await fs.promises.stat(setDir(setKey)).catch(() => undefined);
          if (stat?.isDirectory()) sets.push({ setKey, modifiedAt: stat.mtime });
        }
      }
      return sets;
    },
  };
}
