/**
 * Sortable string ids (snowflake style): milliseconds since the 2020-08-01 epoch, 10 bits of
 * process entropy and a 12-bit sequence, printed as a decimal string.
 */
const EPOCH = Date.UTC(2020, 7, 1);
const worker = BigInt(Math.floor(Math.random() * 1024));
let lastMs = 0;
let sequence = 0;

export function newId(): string {
  let now = Date.now();
  if (now === lastMs) {
    sequence = (sequence + 1) & 0xfff;
    if (sequence === 0) {
      while (now <= lastMs) now = Date.now();
    }
  } else {
    sequence = 0;
  }
  if (now < lastMs) now = lastMs;
  lastMs = now;
  return ((BigInt(now - EPOCH) << 22n) | (worker << 12n) | BigInt(sequence)).toString();
}
