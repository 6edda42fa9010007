import { formatDate } from '../date-format.ts';

/*
 * How a document number is made: prefix, then the date part (the rule's date format, or nothing for
 * "no"), then the serial (start number + how many numbers were issued since the date part last
 * changed), left-padded with zeros to the rule's digit count and never cut when it outgrows it.
 * The server issues numbers with this rule; the rule dialog shows its example with it.
 */

export const BILL_DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'] as const;
export type BillDateFormat = (typeof BILL_DATE_FORMATS)[number];

/** The date part of a number issued at `now` (empty for "no" or an unknown format). */
export function billDatePart(dateFormat: string, now: Date, timeZone?: string): string {
  if (dateFormat === 'no' || !(BILL_DATE_FORMATS as readonly string[]).includes(dateFormat)) return '';
  return formatDate(now, dateFormat, { timeZone });
}

/** `serial` as text, left-padded with zeros to `digit` characters (longer serials stay whole). */
export function padSerial(serial: bigint | number, digit: number): string {
  return String(serial).padStart(digit, '0');
}

/** The start number as the dialog keeps it: digits, left-padded (or cut from the left) to `digit`. */
export function fitStartNumber(startNumber: string, digit: number): string {
  if (!startNumber || !(digit > 0)) return startNumber;
  return startNumber.padStart(digit, '0').slice(-digit);
}

/** The first number a rule issues at `now`: what the dialog shows as 流水范例. */
export function billNumberExample(
  rule: {
    prefix?: string | null;
    dateFormat?: string | null;
    digit?: number | null;
    startNumber?: string | null;
  },
  now: Date,
  timeZone?: string,
): string {
  const digit = rule.digit && rule.digit > 0 ? rule.digit : 0;
  const start = /^\d+$/.test(rule.startNumber ?? '') ? BigInt(rule.startNumber as string) : undefined;
  const serial = start === undefined ? '0'.repeat(digit) : padSerial(start, digit);
  return `${rule.prefix ?? ''}${billDatePart(rule.dateFormat ?? 'no', now, timeZone)}${serial}`;
}
