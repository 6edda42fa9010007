/** Bytes per size unit of an uploader's limit. */
export const SIZE_UNITS = { KB: 1024, MB: 1_048_576, GB: 1_073_741_824 } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

/** What a file picker may add: a type list, a size limit and a file count. */
export interface UploadLimits {
  /**
   * Accepted types, comma-separated: extensions (`.pdf`), a media family (`image/*`, `video/*`,
   * `audio/*`) or an exact MIME type. Empty or absent: any type.
   */
  accept?: string;
  /** Largest file size in `sizeUnit`; absent or 0: no limit. */
  fileSize?: number;
  sizeUnit?: SizeUnit;
  /** Most files the field may hold (those it holds and those being uploaded); 0 or absent: no limit. */
  limit?: number;
}

/** Why a file was refused, as a key of the `upload:refused` strings and its values. */
export type Refusal =
  | { reason: 'tooMany'; values: { count: number } }
  | { reason: 'tooLarge'; values: { size: number; unit: SizeUnit } }
  | { reason: 'wrongType'; values: { types: string } }
  | { reason: 'empty'; values: Record<string, never> };

interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** The text after the name's last dot, as written ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1);
}

/** True when the file matches one entry of the accept list (or the list is empty). */
export function isAccepted(file: PickedFile, accept: string | undefined): boolean {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0 || entries.includes('*')) return true;
  const type = file.type.toLowerCase();
  const extension = fileExtension(file.name).toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return entry.slice(1) === extension;
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return entry === type;
  });
}

/**
 * Checks one file before it is added; `heldCount` is how many files the field holds or uploads
 * already. A 0-byte file is always refused (the server stores no empty file).
 */
export function checkFile(file: PickedFile, limits: UploadLimits, heldCount: number): Refusal | undefined {
  const limit = limits.limit ?? 0;
  if (limit > 0 && heldCount >= limit) return { reason: 'tooMany', values: { count: limit } };
  if (!isAccepted(file, limits.accept)) {
    return { reason: 'wrongType', values: { types: limits.accept ?? '' } };
  }
  if (file.size === 0) return { reason: 'empty', values: {} };
  const unit = limits.sizeUnit ?? 'MB';
  if (limits.fileSize && file.size > limits.fileSize * SIZE_UNITS[unit]) {
    return { reason: 'tooLarge', values: { size: limits.fileSize, unit } };
  }
  return undefined;
}

/** A byte count as people read it: `512 B`, `1.5 KB`, `12.3 MB`. */
export function formatSize(bytes: number): string {
  const units: [string, number][] = [
    ['GB', SIZE_UNITS.GB],
    ['MB', SIZE_UNITS.MB],
    ['KB', SIZE_UNITS.KB],
  ];
  for (const [name, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${name}`;
  }
  return `${bytes} B`;
}
