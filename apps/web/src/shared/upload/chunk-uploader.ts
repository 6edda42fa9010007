import type { FileChunkQuery } from '@platform/contracts';
import { chunkQuery, totalChunksOf } from './chunk-query.ts';
import {
  BUSY_RETRY_DELAYS_MS,
  CHUNK_SIZE,
  type ChunkTransport,
  type Entry,
  isBusyFailure,
  isPermanentFailure,
  MAX_CHUNK_RETRIES,
  type RefusedFile,
  SIMULTANEOUS_CHUNKS,
  type UploaderOptions,
} from './chunk-upload-types.ts';
import { checkFile, fileExtension } from './upload-limits.ts';
import { UploadRows } from './upload-rows.ts';

/*
 * The chunked, resumable upload of the web. The file's fingerprint (its first slice, name, size and
 * last change) is the upload's identifier; once it is known a chunk test tells which chunks the server
 * already holds, and only the missing ones are sent, a few at a time, each retried a few times, while
 * the md5 of the whole file is computed beside them. The merge waits for that md5 and sends it for the
 * server's check. Progress stops at 99 % until the merge has answered: until then nothing is stored.
 */

let lastId = 0;

export class ChunkUploader extends UploadRows {
  private readonly chunkSize: number;

  constructor(
    private readonly transport: ChunkTransport,
    private readonly options: UploaderOptions = {},
  ) {
    super();
    this.chunkSize = options.chunkSize ?? CHUNK_SIZE;
  }

  /** True when only one file is allowed: a new pick replaces the row not yet stored. */
  get isSingle(): boolean {
    return this.options.limit === 1;
  }

  /** Adds picked files (only the first in single mode); answers the ones refused and why. */
  add(files: readonly File[]): RefusedFile[] {
    const picked = this.isSingle ? files.slice(0, 1) : files;
    if (this.isSingle && picked.length > 0) {
      this.entries = this.entries.filter((e) => e.item.status === 'success');
    }
    const refused: RefusedFile[] = [];
    for (const file of picked) {
      const held = (this.options.heldCount?.() ?? 0) + this.entries.length;
      const refusal = checkFile(file, this.options, held);
      if (refusal) {
        refused.push({ file, refusal });
        continue;
      }
      if (this.options.beforeUpload && !this.options.beforeUpload(file)) continue;
      lastId += 1;
      const entry: Entry = {
        item: { id: `upload-${lastId}`, name: file.name, size: file.size, status: 'check', progress: 0 },
        file,
        stored: new Set(),
        inFlight: new Set(),
        retries: new Map(),
        busyRetries: 0,
        hasTested: false,
        isMerging: false,
        isHashing: false,
      };
      this.entries.push(entry);
      this.hash(entry);
    }
    this.emit();
    return refused;
  }

  /** Pause while waiting or uploading (chunks in flight finish; no new one starts); resume when paused. */
  pause(id: string): void {
    const entry = this.find(id);
    if (!entry || (entry.item.status !== 'waiting' && entry.item.status !== 'uploading')) return;
    // A busy wait ends with the pause: resuming asks the server again at once.
    clearTimeout(entry.busyWait);
    entry.busyWait = undefined;
    this.update(entry, { status: 'paused' });
    this.pump();
  }

  resume(id: string): void {
    const entry = this.find(id);
    if (entry?.item.status !== 'paused') return;
    this.update(entry, { status: 'waiting' });
    this.pump();
  }

  /** Starts a failed file again: the hashing if the file could not be read, else a new chunk test. */
  retry(id: string): void {
    const entry = this.find(id);
    if (entry?.item.status !== 'error') return;
    entry.retries.clear();
    entry.busyRetries = 0;
    entry.hasTested = false;
    if (!entry.identifier || (!entry.fileMd5 && !entry.isHashing)) {
      this.update(entry, { status: 'check', message: undefined, isReadError: undefined, progress: 0 });
      this.hash(entry);
      return;
    }
    this.update(entry, { status: 'waiting', message: undefined });
    this.pump();
  }

  /** Removes a row that is not stored yet; answers whether it did. */
  remove(id: string): boolean {
    const entry = this.find(id);
    if (!entry || entry.item.status === 'success') return false;
    this.entries = this.entries.filter((e) => e !== entry);
    this.emit();
    this.pump();
    return true;
  }

  /** Hashes the file: the fingerprint lets it queue for upload, the md5 lets it merge. */
  private hash(entry: Entry): void {
    entry.isHashing = true;
    const onFingerprint = (identifier: string) => {
      if (!this.isLive(entry) || entry.item.status !== 'check') return;
      entry.identifier = identifier;
      this.update(entry, { status: 'waiting' });
      this.pump();
    };
    this.transport.hash(entry.file, onFingerprint).then(
      (md5) => {
        entry.isHashing = false;
        entry.fileMd5 = md5;
        this.fill(entry);
      },
      () => {
        entry.isHashing = false;
        if (this.isLive(entry) && entry.item.status !== 'error') this.fail(entry, undefined, true);
      },
    );
  }

  /** One file uploads at a time, in the order they were added; the others wait. */
  private pump(): void {
    if (this.entries.some((e) => e.item.status === 'uploading')) return;
    const next = this.entries.find((e) => e.item.status === 'waiting');
    if (!next) return;
    this.update(next, { status: 'uploading' });
    void this.start(next);
  }

  private totalChunks(entry: Entry): number {
    return totalChunksOf(entry.file.size, this.chunkSize);
  }

  private query(entry: Entry, chunkNumber: number): FileChunkQuery {
    return chunkQuery(entry.file, entry.identifier ?? '', this.chunkSize, chunkNumber);
  }

  private async start(entry: Entry): Promise<void> {
    if (!entry.hasTested) {
      try {
        const state = await this.transport.testChunks(this.query(entry, 1));
        entry.stored = new Set(state.chunkNumbers);
        entry.hasTested = true;
        entry.busyRetries = 0;
      } catch (error) {
        if (!this.isLive(entry) || entry.item.status !== 'uploading') return;
        if (isBusyFailure(error)) this.waitWhileBusy(entry, error, () => void this.start(entry));
        else this.fail(entry, error);
        return;
      }
      if (!this.isLive(entry)) return;
      this.showProgress(entry);
    }
    this.fill(entry);
  }

  private showProgress(entry: Entry): void {
    const share = entry.stored.size / this.totalChunks(entry);
    this.update(entry, { progress: Math.min(99, Math.floor(share * 100)) });
  }

  /** Starts missing chunks up to the parallel limit, or the merge once every chunk is stored. */
  private fill(entry: Entry): void {
    if (!this.isLive(entry) || entry.item.status !== 'uploading' || entry.busyWait) return;
    const total = this.totalChunks(entry);
    if (entry.stored.size >= total) {
      if (entry.inFlight.size === 0 && !entry.isMerging && entry.fileMd5) void this.merge(entry);
      return;
    }
    const limit = this.options.simultaneousChunks ?? SIMULTANEOUS_CHUNKS;
    for (let n = 1; n <= total && entry.inFlight.size < limit; n++) {
      if (!entry.stored.has(n) && !entry.inFlight.has(n)) void this.send(entry, n);
    }
  }

  private async send(entry: Entry, chunkNumber: number): Promise<void> {
    entry.inFlight.add(chunkNumber);
    const query = this.query(entry, chunkNumber);
    const start = (chunkNumber - 1) * this.chunkSize;
    const chunk = entry.file.slice(start, start + query.currentChunkSize);
    try {
      await this.transport.sendChunk(query, chunk);
      entry.stored.add(chunkNumber);
      entry.inFlight.delete(chunkNumber);
      entry.busyRetries = 0;
    } catch (error) {
      entry.inFlight.delete(chunkNumber);
      if (!this.isLive(entry) || entry.item.status === 'error') return;
      if (isBusyFailure(error)) {
        this.waitWhileBusy(entry, error, () => this.fill(entry));
        return;
      }
      const retries = entry.retries.get(chunkNumber) ?? 0;
      const maxRetries = this.options.maxChunkRetries ?? MAX_CHUNK_RETRIES;
      if (isPermanentFailure(error) || retries >= maxRetries) {
        this.fail(entry, error);
        return;
      }
      entry.retries.set(chunkNumber, retries + 1);
      this.fill(entry);
      return;
    }
    if (!this.isLive(entry)) return;
    this.showProgress(entry);
    this.fill(entry);
  }

  /**
   * One wait per busy spell (the chunks in flight answer busy together), then `resume` (the chunk
   * test, the chunks or the merge again) if the file is still uploading.
   */
  private waitWhileBusy(entry: Entry, error: unknown, resume: () => void): void {
    if (entry.busyWait) return;
    const delays = this.options.busyRetryDelaysMs ?? BUSY_RETRY_DELAYS_MS;
    const delay = delays[entry.busyRetries];
    if (delay === undefined) {
      this.fail(entry, error);
      return;
    }
    entry.busyRetries += 1;
    entry.busyWait = setTimeout(() => {
      entry.busyWait = undefined;
      if (this.isLive(entry) && entry.item.status === 'uploading') resume();
    }, delay);
  }

  private async merge(entry: Entry): Promise<void> {
    entry.isMerging = true;
    const { type = 'annex', pathType, isAccount, folder } = this.options;
    try {
      const result = await this.transport.merge({
        identifier: entry.identifier ?? '',
        fileMd5: entry.fileMd5,
        fileName: entry.file.name.replaceAll('#', ''),
        fileSize: entry.file.size,
        fileType: entry.file.type,
        extension: fileExtension(entry.file.name),
        type,
        pathType,
        isAccount,
        folder,
      });
      entry.isMerging = false;
      if (!this.isLive(entry)) return;
      this.update(entry, { status: 'success', progress: 100, result });
      this.options.onSuccess?.(result, entry.item);
      if (this.options.removeOnSuccess ?? true) {
        this.entries = this.entries.filter((e) => e !== entry);
        this.emit();
      }
    } catch (error) {
      entry.isMerging = false;
      if (this.isLive(entry)) {
        if (isBusyFailure(error)) this.waitWhileBusy(entry, error, () => this.fill(entry));
        else this.fail(entry, error);
      }
    }
    this.pump();
  }

  private fail(entry: Entry, error: unknown, isReadError = false): void {
    const message = isPermanentFailure(error) || isBusyFailure(error) ? error.message : undefined;
    this.update(entry, { status: 'error', message, isReadError: isReadError || undefined });
    this.options.onError?.(entry.item);
    this.pump();
  }
}
