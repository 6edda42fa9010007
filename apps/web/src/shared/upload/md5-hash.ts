import SparkMD5 from 'spark-md5';
import { md5 } from '../crypto/md5.ts';

/** The checksum reads the file in slices of this many bytes, so a large file never sits in memory. */
export const MD5_SLICE_SIZE = 10_240_000;

/**
 * The md5 of a file (lower-case hex), hashed incrementally slice by slice; `onHead` gets the md5 of
 * the first slice alone once it is read (from a copy of the running state, no second pass), and
 * `onProgress` the share read so far (0..1) after every slice. Runs in the md5 worker; plain enough
 * to test in Node.
 */
export async function md5OfBlob(
  blob: Blob,
  sliceSize = MD5_SLICE_SIZE,
  onProgress?: (share: number) => void,
  onHead?: (headMd5: string) => void,
): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  for (let start = 0; start < blob.size; start += sliceSize) {
    const end = Math.min(blob.size, start + sliceSize);
    spark.append(await blob.slice(start, end).arrayBuffer());
    if (start === 0 && onHead) {
      const head = new SparkMD5.ArrayBuffer();
      head.setState(spark.getState());
      onHead(head.end());
    }
    onProgress?.(end / blob.size);
  }
  if (blob.size === 0) onHead?.(new SparkMD5.ArrayBuffer().end());
  return spark.end();
}

/**
 * Our client's upload identifier: 32 hex digits, the same for the same file, known after one slice
 * (the md5 of its name, size, last change and first slice), so chunks go while the md5 of the whole
 * file is still being computed.
 */
export function fingerprintOf(
  file: { name: string; size: number; lastModified: number },
  headMd5: string,
): string {
  return md5(`${file.name}\n${file.size}\n${file.lastModified}\n${headMd5}`);
}
