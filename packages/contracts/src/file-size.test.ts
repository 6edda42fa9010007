import { describe, expect, it } from 'vitest';
import { FILE_SIZE_UNITS, fileSizeToBytes, formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('uses the spec units', () => {
    expect(FILE_SIZE_UNITS).toEqual({ KB: 1024, MB: 1048576, GB: 1073741824 });
  });

  it('shows bytes below 1 KB with the language label', () => {
    expect(formatFileSize(0)).toBe('0.00 字节');
    expect(formatFileSize(512)).toBe('512.00 字节');
    expect(formatFileSize(1023, 'zh-TW')).toBe('1023.00 位元組');
    expect(formatFileSize(1023, 'en-US')).toBe('1023.00 B');
  });

  it('switches unit exactly at 1024, 1048576 and 1073741824 bytes', () => {
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(1048576)).toBe('1.00 MB');
    expect(formatFileSize(5242880)).toBe('5.00 MB');
    expect(formatFileSize(1073741824)).toBe('1.00 GB');
    expect(formatFileSize(1073741824 * 2.25)).toBe('2.25 GB');
  });

  it('stays in GB for very large sizes', () => {
    expect(formatFileSize(1073741824 * 5000)).toBe('5000.00 GB');
  });

  it('rounds to two decimals', () => {
    expect(formatFileSize(1234)).toBe('1.21 KB');
    expect(formatFileSize(1048576 + 5243)).toBe('1.01 MB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(1048575)).toBe('1.00 MB');
    expect(formatFileSize(1073741823)).toBe('1.00 GB');
    expect(formatFileSize(1023.999)).toBe('1.00 KB');
  });

  it('gives empty text for missing, negative or non-finite sizes', () => {
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('fileSizeToBytes', () => {
  it('multiplies by the unit', () => {
    expect(fileSizeToBytes(5, 'MB')).toBe(5242880);
    expect(fileSizeToBytes(500, 'KB')).toBe(512000);
    expect(fileSizeToBytes(1.5, 'GB')).toBe(1610612736);
  });
});
