/*
 * MD5 (RFC 1321) of a string's UTF-8 bytes, as lower-case hex. Written here because the password
 * hash runs on the login screen, where spark-md5 cost ~3 KB gzip of the first-screen budget; this
 * is well under 1 KB. spark-md5 stays the library for incremental file checksums.
 */

/** Per-round left-rotation amounts (RFC 1321, section 3.4). */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

/** K[i] = floor(abs(sin(i + 1)) * 2^32), computed once instead of spelled out as 64 literals. */
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 0x100000000) >>> 0);

/** The message padded to a multiple of 64 bytes, as little-endian 32-bit words (RFC 1321, sections 3.1-3.2). */
function toPaddedWords(bytes: Uint8Array): Uint32Array {
  const wordCount = (((bytes.length + 8) >>> 6) + 1) * 16;
  const words = new Uint32Array(wordCount);
  for (let i = 0; i < bytes.length; i++) words[i >>> 2] |= (bytes[i] ?? 0) << ((i % 4) * 8);
  words[bytes.length >>> 2] |= 0x80 << ((bytes.length % 4) * 8);
  // The bit length as a 64-bit little-endian integer; strings here never reach 2^32 bits.
  const bitLength = bytes.length * 8;
  words[wordCount - 2] = bitLength >>> 0;
  words[wordCount - 1] = Math.floor(bitLength / 0x100000000);
  return words;
}

function toHex(word: number): string {
  let hex = '';
  for (let i = 0; i < 4; i++) hex += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0');
  return hex;
}

/** Lower-case hex MD5 digest of `text` encoded as UTF-8. */
export function md5(text: string): string {
  const words = toPaddedWords(new TextEncoder().encode(text));
  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  for (let block = 0; block < words.length; block += 16) {
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i++) {
      const round = i >>> 4;
      let f: number;
      let g: number;
      if (round === 0) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (round === 1) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (round === 2) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const sum = (a + f + (K[i] ?? 0) + (words[block + g] ?? 0)) | 0;
      const shift = SHIFTS[round * 4 + (i % 4)] ?? 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  return toHex(a0) + toHex(b0) + toHex(c0) + toHex(d0);
}
