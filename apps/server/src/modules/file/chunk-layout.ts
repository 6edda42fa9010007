/**
 * How a file is cut into chunks by the original client's uploader (simple-uploader): chunks are
 * numbered from 1 and `chunkSize` bytes long, except the last one. By default the last chunk takes
 * the remainder on top of a full chunk (totalChunks = floor(totalSize / chunkSize), at least 1, so it
 * is up to 2 × chunkSize − 1 bytes); with `forceChunkSize` the remainder is a chunk of its own
 * (totalChunks = ceil(totalSize / chunkSize)). Both layouts are accepted; anything else is refused.
 */
export interface ChunkLayout {
  totalSize: number;
  chunkSize: number;
  totalChunks: number;
}

/** The largest chunk size a client may choose (the original uses 5 MB). */
export const MAX_CHUNK_SIZE = 10 * 1024 * 1024;

export function isValidLayout({ totalSize, chunkSize, totalChunks }: ChunkLayout): boolean {
  if (totalSize < 1 || chunkSize < 1 || chunkSize > MAX_CHUNK_SIZE) return false;
  const withRemainderInLast = Math.max(1, Math.floor(totalSize / chunkSize));
  const withRemainderApart = Math.max(1, Math.ceil(totalSize / chunkSize));
  return totalChunks === withRemainderInLast || totalChunks === withRemainderApart;
}

/** The byte count of chunk `chunkNumber` in a valid layout; undefined when the number is out of range. */
export function expectedChunkSize(layout: ChunkLayout, chunkNumber: number): number | undefined {
  if (!Number.isSafeInteger(chunkNumber) || chunkNumber < 1 || chunkNumber > layout.totalChunks) {
    return undefined;
  }
  if (chunkNumber < layout.totalChunks) return layout.chunkSize;
  return layout.totalSize - (layout.totalChunks - 1) * layout.chunkSize;
}

export function isSameLayout(a: ChunkLayout, b: ChunkLayout): boolean {
  return a.totalSize === b.totalSize && a.chunkSize === b.chunkSize && a.totalChunks === b.totalChunks;
}

/** What a chunk set keeps beside its file: the layout and a nonce naming this set's life. */
export interface SetInfo extends ChunkLayout {
  nonce: string;
}

/** The set's text read back; undefined when missing, unreadable or of the former part-file sets. */
export function parseSetInfo(info: string | undefined): SetInfo | undefined {
  if (!info) return undefined;
  try {
    const value = JSON.parse(info) as Partial<SetInfo>;
    const { totalSize, chunkSize, totalChunks, nonce } = value;
    if (
      [totalSize, chunkSize, totalChunks].every((n) => Number.isSafeInteger(n)) &&
      typeof nonce === 'string'
    ) {
      return value as SetInfo;
    }
  } catch {
    // An unreadable text is treated as none: the set is started again.
  }
  return undefined;
}

/** The byte offset of chunk `chunkNumber` in the file. */
export const chunkOffset = (layout: ChunkLayout, chunkNumber: number): number =>
  (chunkNumber - 1) * layout.chunkSize;
