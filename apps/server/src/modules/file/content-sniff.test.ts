import { describe, expect, it } from 'vitest';
import { sniffContent } from './content-sniff.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffContent', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'), 'image/png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['gif', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['pdf', bytes('%PDF-1.7'), 'application/pdf'],
    [
      'xlsx',
      bytes([0x50, 0x4b, 0x03, 0x04], '[Content_Types].xml', 'xl/workbook.xml'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'xls',
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.from('Workbook', 'utf16le'),
      ]),
      'application/vnd.ms-excel',
    ],
  ])('recognises %s by its magic bytes', (_, data, mimeType) => {
    expect(sniffContent(data)?.mimeType).toBe(mimeType);
  });

  it.each([
    ['svg', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['html', bytes('<html><script>alert(1)</script></html>')],
    ['html after whitespace', bytes('   \n<!DOCTYPE html>')],
    ['plain zip', bytes([0x50, 0x4b, 0x03, 0x04], 'payload.exe')],
    ['RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['exe', bytes('MZ', [0x90, 0])],
    ['truncated png', bytes([0x89, 0x50, 0x4e])],
    [
      'a Word 97 document',
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.from('WordDocument', 'utf16le'),
      ]),
    ],
  ])('refuses %s', (_, data) => {
    expect(sniffContent(data)).toBeUndefined();
  });
});
