/*
 * Short generated ids: milliseconds since the 2020-08-01 epoch, then random digits, all in
 * base 62. The alphabet is in ASCII order (0-9, A-Z, a-z), so plain string comparison (`<`, Array#sort
 * without a comparator; not localeCompare) orders ids by creation time. The time part has a fixed width,
 * so every id has the same length and that ordering holds for every id until the width runs out in 2132.
 */

export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 2020-08-01T00:00:00Z, the same epoch as the server's numeric ids. */
export const BASE62_EPOCH = Date.UTC(2020, 7, 1);
/** 62^7 ms is about 111 years of milliseconds. */
export const BASE62_TIME_LENGTH = 7;
/** 62^9 (about 2^53.6) random values per millisecond make collisions between processes negligible. */
export const BASE62_RANDOM_LENGTH = 9;
export const BASE62_ID_LENGTH = BASE62_TIME_LENGTH + BASE62_RANDOM_LENGTH;

const MAX_TIME = 62 ** BASE62_TIME_LENGTH - 1;
const BASE62_ID = new RegExp(`^[0-9A-Za-z]{${BASE62_ID_LENGTH}}$`);

/** Encodes a non-negative safe integer, left-padded with '0' to `width`. */
export function encodeBase62(value: number, width = 0): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`encodeBase62 needs a non-negative safe integer, got ${value}`);
  }
  let out = '';
  let rest = value;
  do {
    out = BASE62_ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out.padStart(width, '0');
}

/** Decodes base 62 text; undefined for empty text, foreign characters or values past the safe range. */
export function decodeBase62(text: string): number | undefined {
  if (text === '') return undefined;
  let value = 0;
  for (const char of text) {
    const digit = BASE62_ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 62 + digit;
  }
  return Number.isSafeInteger(value) ? value : undefined;
}

type RandomSource = { getRandomValues(array: Uint8Array): Uint8Array };

/** Web Crypto exists in browsers and Node >= 19; contracts is compiled without DOM or Node types. */
function randomSource(): RandomSource | undefined {
  return (globalThis as { crypto?: RandomSource }).crypto;
}

function randomDigits(length: number): number[] {
  const digits: number[] = [];
  const source = randomSource();
  while (digits.length < length) {
    const bytes = new Uint8Array(length * 2);
    if (source) source.getRandomValues(bytes);
    else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
    for (const byte of bytes) {
      // 248 = 4 * 62: dropping the top 8 byte values keeps every digit equally likely.
      if (byte < 248 && digits.length < length) digits.push(byte % 62);
    }
  }
  return digits;
}

/** Adds one to base 62 digits in place; false when every digit was the last one (no room left). */
function incrementDigits(digits: number[]): boolean {
  for (let i = digits.length - 1; i >= 0; i--) {
    if (digits[i] < 61) {
      digits[i]++;
      return true;
    }
    digits[i] = 0;
  }
  return false;
}

let lastTime = -1;
let lastRandom: number[] = [];

/**
 * A new id for time `now` (epoch ms, default the clock). Within one millisecond of one process the random
 * part counts up from its first value, so ids made in a burst still sort in creation order.
 * Throws RangeError for times before the epoch or past the 7-digit range.
 */
export function createBase62Id(now: number = Date.now()): string {
  const time = Math.floor(now) - BASE62_EPOCH;
  if (!Number.isFinite(time) || time < 0 || time > MAX_TIME) {
    throw new RangeError(`createBase62Id: time ${now} is outside the id range`);
  }
  if (time !== lastTime || !incrementDigits(lastRandom)) {
    lastRandom = randomDigits(BASE62_RANDOM_LENGTH);
  }
  lastTime = time;
  return encodeBase62(time, BASE62_TIME_LENGTH) + lastRandom.map((digit) => BASE62_ALPHABET[digit]).join('');
}

/** Creation time (epoch ms) of an id made by createBase62Id; undefined when the text is not such an id. */
export function decodeBase62Time(id: string): number | undefined {
  if (!BASE62_ID.test(id)) return undefined;
  const time = decodeBase62(id.slice(0, BASE62_TIME_LENGTH));
  return time === undefined ? undefined : BASE62_EPOCH + time;
}
