/*
 * File-list rules of the upload widgets. `accept` is the designer's text: extensions (".pdf" or "pdf") and
 * media types ("image/*", "application/pdf"), comma-separated; empty accepts anything.
 */

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;

const CATEGORY_EXTENSIONS: Record<string, readonly string[]> = {
  image: IMAGE_EXTENSIONS,
  video: ['mp4', 'avi', 'mov', 'wmv', 'flv', 'mkv', 'webm', 'mpeg', 'mpg', '3gp'],
  audio: ['mp3', 'wav', 'aac', 'flac', 'ogg', 'wma', 'm4a', 'amr'],
};

const MEDIA_TYPE_EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

/** One item of an uploaded file list as the upload widgets store it. */
export interface FileItem {
  fileId: string;
  name: string;
  fileSize?: number;
  url?: string;
}

/** The lower-case extension of a file name, without the dot; '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The extensions an accept text allows, or undefined when it allows anything. */
export function acceptedExtensions(accept: string | null | undefined): Set<string> | undefined {
  if (!accept?.trim()) return undefined;
  const allowed = new Set<string>();
  for (const raw of accept.split(',')) {
    const token = raw.trim().toLowerCase();
    if (token === '') continue;
    if (token.endsWith('/*')) {
      for (const extension of CATEGORY_EXTENSIONS[token.slice(0, -2)] ?? []) allowed.add(extension);
    } else if (token.includes('/')) {
      for (const extension of MEDIA_TYPE_EXTENSIONS[token] ?? []) allowed.add(extension);
    } else {
      allowed.add(token.replace(/^\./, ''));
    }
  }
  return allowed.size > 0 ? allowed : undefined;
}

/** Whether a value has the shape of one uploaded file: a file id and a name, optional size and url. */
export function isFileItem(value: unknown): value is FileItem {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.fileId === 'string' &&
    item.fileId !== '' &&
    typeof item.name === 'string' &&
    (item.fileSize === undefined || item.fileSize === null || typeof item.fileSize === 'number') &&
    (item.url === undefined || item.url === null || typeof item.url === 'string')
  );
}
