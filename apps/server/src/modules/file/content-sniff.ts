/**
 * Decides a file's type from its first bytes (magic numbers), never from its name or the client's
 * Content-Type. Anything not recognised here (SVG, HTML, scripts, executables, ...) is refused by the
 * upload policy, so such content can never be stored and served back from our origin.
 */
export type SniffedKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'docx' | 'xlsx' | 'xls' | 'pptx';

export interface SniffedType {
  kind: SniffedKind;
  mimeType: string;
  extension: string;
  /** Only these may ever be served inline (as <img>). */
  isRasterImage: boolean;
}

const TYPES: Record<SniffedKind, SniffedType> = {
  png: { kind: 'png', mimeType: 'image/png', extension: 'png', isRasterImage: true },
  jpeg: { kind: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', isRasterImage: true },
  gif: { kind: 'gif', mimeType: 'image/gif', extension: 'gif', isRasterImage: true },
  webp: { kind: 'webp', mimeType: 'image/webp', extension: 'webp', isRasterImage: true },
  pdf: { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf', isRasterImage: false },
  docx: {
    kind: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    isRasterImage: false,
  },
  xlsx: {
    kind: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    isRasterImage: false,
  },
  xls: {
    kind: 'xls',
    mimeType: 'application/vnd.ms-excel',
    extension: 'xls',
    isRasterImage: false,
  },
  pptx: {
    kind: 'pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
    isRasterImage: false,
  },
};

export const RASTER_IMAGE_KINDS: readonly SniffedKind[] = ['png', 'jpeg', 'gif', 'webp'];

function startsWith(data: Buffer, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  return bytes.every((b, i) => data[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Office Open XML files are zip archives holding `[Content_Types].xml` and a part folder that names the
 * application. Zip entry names are stored uncompressed, so a byte search finds them.
 */
function sniffOfficeZip(data: Buffer): SniffedType | undefined {
  if (!data.includes('[Content_Types].xml')) return undefined;
  if (data.includes('word/')) return TYPES.docx;
  if (data.includes('xl/')) return TYPES.xlsx;
  if (data.includes('ppt/')) return TYPES.pptx;
  return undefined;
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/**
 * Legacy Office files are OLE2 compound files; an Excel 97-2003 workbook keeps its cells in a stream
 * named "Workbook" (Excel 5/95: "Book"), whose name sits in the directory as UTF-16LE. Anything else in
 * that container (a .doc, a .msg) is not recognised.
 */
function sniffCompoundFile(data: Buffer): SniffedType | undefined {
  return data.includes(utf16('Workbook')) || data.includes(utf16('Book')) ? TYPES.xls : undefined;
}

export function sniffContent(data: Buffer): SniffedType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (startsWith(data, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return TYPES.gif;
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return TYPES.webp;
  if (startsWith(data, ascii('%PDF-'))) return TYPES.pdf;
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return sniffOfficeZip(data);
  if (startsWith(data, OLE2_MAGIC)) return sniffCompoundFile(data);
  return undefined;
}

export function sniffedTypeOf(kind: SniffedKind): SniffedType {
  return TYPES[kind];
}

/** Raster mime types we produce; used to refuse serving anything else inline. */
export function isRasterMimeType(mimeType: string): boolean {
  return RASTER_IMAGE_KINDS.some((k) => TYPES[k].mimeType === mimeType);
}
