import SparkMD5 from 'spark-md5';

/** The checksum reads the file in slices of this many bytes, so a large file never sits in memory. */
export const MD5_SLICE_SIZE = 10_240_000;

/**
 * The md5 of a file (lower-case hex), hashed incrementally slice by slice; `onProgress` gets the
 * share read so far (0..1) after every slice. Runs in the md5 worker; plain enough to test in Node.
 */
export async function md5OfBlob(
  blob: Blob,
  sliceSize = MD5_SLICE_SIZE,
  onProgress?: (share: number) => void,
): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  for (let start = 0; start < blob.size; start += sliceSize) {
    const end = Math.min(blob.size, start + sliceSize);
    spark.append(await blob.slice(start, end).arrayBuffer());
    onProgress?.(end / blob.size);
  }
  return spark.end();
}
