/*
 * What each upload purpose allows (size, sniffed kinds, who may read and upload it) and the naming rules
 * of stored files: their addresses, shown names and size wording.
 */
import {
  ButtonCode,
  type ButtonCodeValue,
  CHAT_IMAGE_MAX_BYTES,
  FILE_UPLOAD_TYPES,
  type FileDownloadType,
  type FileUploadType,
  IMPORT_MAX_BYTES,
  MenuCode,
  type MenuCodeValue,
  type MessageKey,
} from '@platform/contracts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { RASTER_IMAGE_KINDS, type SniffedKind, type SniffedType } from './content-sniff.ts';

const MB = 1024 * 1024;

export interface UploadPolicy {
  maxBytes: number;
  kinds: readonly SniffedKind[];
  /** Readable by anyone (avatars: <img> cannot send the token). Everything else needs a reason. */
  isPublic: boolean;
  /** The grant an upload of this purpose needs beyond being signed in (public logos: the config's editors). */
  uploadGrant?: { menu: MenuCodeValue; button: ButtonCodeValue };
  /** What an oversized upload is told, when the purpose words it itself (default file.tooLarge). */
  tooLargeMessage?: MessageKey;
}

export const UPLOAD_POLICIES: Record<FileUploadType, UploadPolicy> = {
  userAvatar: { maxBytes: 2 * MB, kinds: RASTER_IMAGE_KINDS, isPublic: true },
  signature: { maxBytes: 2 * MB, kinds: RASTER_IMAGE_KINDS, isPublic: false },
  annex: {
    maxBytes: 10 * MB,
    kinds: [...RASTER_IMAGE_KINDS, 'pdf', 'docx', 'xlsx', 'pptx'],
    isPublic: false,
  },
  annexpic: { maxBytes: 10 * MB, kinds: RASTER_IMAGE_KINDS, isPublic: false },
  importData: { maxBytes: IMPORT_MAX_BYTES, kinds: ['xlsx', 'xls'], isPublic: false },
  systemLogo: {
    maxBytes: 1 * MB,
    kinds: RASTER_IMAGE_KINDS,
    isPublic: true,
    uploadGrant: { menu: MenuCode.sysConfig, button: ButtonCode.edit },
  },
  IM: {
    maxBytes: CHAT_IMAGE_MAX_BYTES,
    kinds: RASTER_IMAGE_KINDS,
    isPublic: false,
    tooLargeMessage: 'chat.imageTooLarge',
  },
};

/** Image-only purposes are read back through /file/Image; the rest through /file/Download. */
const IMAGE_ROUTE_TYPES: ReadonlySet<FileDownloadType> = new Set([
  'userAvatar',
  'signature',
  'systemLogo',
  'IM',
]);

export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function fileUrl(type: FileDownloadType, id: string): string {
  return IMAGE_ROUTE_TYPES.has(type) ? `/api/file/Image/${type}/${id}` : `/api/file/Download/${type}/${id}`;
}

/** The refusal of an upload over the purpose's size limit. */
export function uploadTooLarge(type: FileUploadType): AppError {
  const policy = UPLOAD_POLICIES[type];
  return badRequest(policy.tooLargeMessage ?? 'file.tooLarge', { max: formatBytes(policy.maxBytes) });
}

/** The purpose's own wording for an oversized upload, in place of the generic one. */
export function withUploadWording(type: FileUploadType, err: unknown): unknown {
  const isTooLarge = err instanceof AppError && err.messageKey === 'file.tooLarge';
  return isTooLarge && UPLOAD_POLICIES[type].tooLargeMessage ? uploadTooLarge(type) : err;
}

/** users.headIcon holds the avatar's file id; null means "show the default avatar". */
export function avatarUrl(headIcon: string | null | undefined): string | null {
  return headIcon ? fileUrl('userAvatar', headIcon) : null;
}

/** The user's name is kept as display metadata only: last path segment, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return 'file';
  return cleaned.length > 200 ? cleaned.slice(cleaned.length - 200) : cleaned;
}

/** The shown name carries the real type, so a saved download opens with the right program. */
export function withRealExtension(name: string, sniffed: SniffedType): string {
  const lower = name.toLowerCase();
  if (lower.endsWith(`.${sniffed.extension}`)) return name;
  if (sniffed.kind === 'jpeg' && lower.endsWith('.jpeg')) return name;
  return `${name.replace(/\.[^.]*$/, '')}.${sniffed.extension}`;
}

export function isUploadType(value: string): value is FileUploadType {
  return (FILE_UPLOAD_TYPES as readonly string[]).includes(value);
}
