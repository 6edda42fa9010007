/*
 * Amount in Chinese capital numerals (大写金额), written by the rules banks apply to cheques and
 * invoices (中国人民银行《支付结算办法》附件, 正确填写票据和结算凭证的基本规定):
 * - a leading ten is written 壹拾 (10.5 -> 壹拾元伍角), so nobody can prepend a digit in front of 拾;
 * - a run of zeros inside the number is written as one 零 (1001 -> 壹仟零壹元), and a whole zero group
 *   drops its 万 (100000001 -> 壹亿零壹元);
 * - when the 元 digit is zero but 角 is not, 零 may be written or not; we leave it out
 *   (1680.32 -> 壹仟陆佰捌拾元叁角贰分). A zero 角 before a non-zero 分 is always written (1001.05 -> …元零伍分);
 * - 整 closes amounts that end at 元; amounts ending at 角 or 分 take none;
 * - above 亿 we say 万亿 (1e12 -> 壹万亿元整), not 兆, which also means "million" in modern usage.
 * Amounts are rounded half-up to 分 on their decimal text, so 1.005 becomes 1.01 as a person reads it,
 * not 1.00 as binary floating point would have it.
 */

export const AMOUNT_OVERFLOW_TEXT = '数字较大溢出';
/** At most 15 integer digits (up to 千万亿). */
export const AMOUNT_MAX_INTEGER_DIGITS = 15;

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const NUMERIC_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

interface DecimalParts {
  isNegative: boolean;
  integer: string;
  fraction: string;
}

/** Splits a finite number or numeric text into sign, integer digits and fraction digits. */
function toDecimalParts(value: number | string): DecimalParts | 'overflow' | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return undefined;
    if (!Number.isFinite(value)) return 'overflow';
    // String() switches to exponent notation below 1e-6; such amounts are zero at 分 precision.
    text = Math.abs(value) < 1e-6 ? '0' : String(value);
  } else {
    text = value.trim();
  }
  // Any letter (including the `e` of exponent notation) means the number is too large.
  if (/[a-z]/i.test(text)) return 'overflow';
  const match = NUMERIC_TEXT.exec(text);
  if (!match || (match[2] === '' && !match[3])) return undefined;
  return { isNegative: match[1] === '-', integer: match[2], fraction: match[3] ?? '' };
}

/** Adds one to a string of decimal digits, growing it when every digit carries (999 -> 1000). */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/** Reads 1-4 digits without leading zeros, e.g. 1001 -> 壹仟零壹, 1010 -> 壹仟零壹拾. */
function readBelowTenThousand(digits: string): string {
  let out = '';
  let hasPendingZero = false;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (digit === 0) {
      hasPendingZero = out !== '';
      continue;
    }
    if (hasPendingZero) out += DIGITS[0];
    hasPendingZero = false;
    out += DIGITS[digit] + SMALL_UNITS[digits.length - 1 - i];
  }
  return out;
}

/** Reads the lower `width` digits after a 万 or 亿: 零 when they start with a zero, nothing when all zero. */
function readTail(digits: string, width: number): string {
  const significant = digits.replace(/^0+/, '');
  if (significant === '') return '';
  return (significant.length < width ? DIGITS[0] : '') + readInteger(significant);
}

/** Reads a positive integer without leading zeros, grouping by 亿 (8 digits) then 万 (4 digits). */
function readInteger(digits: string): string {
  if (digits.length > 8) {
    return `${readInteger(digits.slice(0, -8))}亿${readTail(digits.slice(-8), 8)}`;
  }
  if (digits.length > 4) {
    return `${readBelowTenThousand(digits.slice(0, -4))}万${readTail(digits.slice(-4), 4)}`;
  }
  return readBelowTenThousand(digits);
}

/**
 * Converts an amount to Chinese capitals: '' for empty or non-numeric input, 零元整 for zero,
 * 数字较大溢出 for letters or more than 15 integer digits, and 负数 before negative amounts.
 */
export function amountInChinese(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const parts = toDecimalParts(value);
  if (parts === 'overflow') return AMOUNT_OVERFLOW_TEXT;
  if (parts === undefined) return '';
  let integer = parts.integer.replace(/^0+/, '');
  const cents = parts.fraction.padEnd(3, '0');
  let jiaoFen = cents.slice(0, 2);
  if (Number(cents[2]) >= 5) {
    jiaoFen = incrementDigits(jiaoFen);
    if (jiaoFen.length > 2) {
      jiaoFen = '00';
      integer = incrementDigits(integer);
    }
  }
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) return AMOUNT_OVERFLOW_TEXT;
  const jiao = Number(jiaoFen[0]);
  const fen = Number(jiaoFen[1]);
  if (integer === '' && jiao === 0 && fen === 0) return '零元整';

  let out = integer === '' ? '' : `${readInteger(integer)}元`;
  if (jiao === 0 && fen === 0) out += '整';
  if (jiao !== 0) out += `${DIGITS[jiao]}角`;
  // A zero 角 between 元 and 分 must be written; without 元 (0.05) there is nothing to separate.
  if (jiao === 0 && fen !== 0 && integer !== '') out += DIGITS[0];
  if (fen !== 0) out += `${DIGITS[fen]}分`;
  return parts.isNegative ? `负数${out}` : out;
}
