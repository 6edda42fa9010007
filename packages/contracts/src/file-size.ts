import { DEFAULT_LANGUAGE, type Language } from './language.ts';

/** Binary units: a KB is 1024 bytes. */
export const FILE_SIZE_UNITS = { KB: 1024, MB: 1_048_576, GB: 1_073_741_824 } as const;
export type FileSizeUnit = keyof typeof FILE_SIZE_UNITS;

const BYTE_LABEL: Record<Language, string> = { 'zh-CN': '字节', 'zh-TW': '位元組', 'en-US': 'B' };

const STEPS: ReadonlyArray<{ unit: FileSizeUnit | 'B'; size: number }> = [
  { unit: 'B', size: 1 },
  { unit: 'KB', size: FILE_SIZE_UNITS.KB },
  { unit: 'MB', size: FILE_SIZE_UNITS.MB },
  { unit: 'GB', size: FILE_SIZE_UNITS.GB },
];

/**
 * Shows a byte count with two decimals in bytes, KB, MB or GB: 1536 -> '1.50 KB'.
 * Missing, negative or non-finite sizes give ''; 0 is a real (empty) file and shows as '0.00 字节'.
 */
export function formatFileSize(bytes: number | null | undefined, lang: Language = DEFAULT_LANGUAGE): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let index = STEPS.length - 1;
  while (index > 0 && bytes < STEPS[index].size) index--;
  let shown = Math.round((bytes / STEPS[index].size) * 100) / 100;
  // 1048575 bytes is 1023.999 KB, which rounds to "1024.00 KB"; show it as the next unit instead.
  if (shown >= 1024 && index < STEPS.length - 1) {
    index++;
    shown = Math.round((bytes / STEPS[index].size) * 100) / 100;
  }
  const { unit } = STEPS[index];
  return `${shown.toFixed(2)} ${unit === 'B' ? BYTE_LABEL[lang] : unit}`;
}

/** Converts an upload limit such as 5 MB (an upload widget's fileSize + sizeUnit) into bytes. */
export function fileSizeToBytes(size: number, unit: FileSizeUnit): number {
  return size * FILE_SIZE_UNITS[unit];
}
