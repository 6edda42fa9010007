import type { FilePackDownload, FilePackDownloadBody, FileUploadType } from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/app-error.ts';
import { type FileRow, findFilesByIds } from './file.repository.ts';
import { canReadFile, saveGeneratedFile } from './file.service.ts';
import { getFileStore } from './file-store.ts';
import { formatBytes } from './upload-policy.ts';
import { ZIP_MAX_BYTES, type ZipEntry, zipStream } from './zip-stream.ts';

/** The largest pack: well under the zip format's 4 GiB, and a sane single download. */
const PACK_MAX_BYTES = Math.min(2 * 1024 * 1024 * 1024, ZIP_MAX_BYTES);

/** `a.pdf`, `a (1).pdf`, `a (2).pdf`: every entry of the archive gets its own name. */
function uniqueNames(rows: FileRow[]): string[] {
  const used = new Set<string>();
  return rows.map((row) => {
    const dot = row.originalName.lastIndexOf('.');
    const [stem, ext] =
      dot > 0 ? [row.originalName.slice(0, dot), row.originalName.slice(dot)] : [row.originalName, ''];
    let name = row.originalName;
    for (let i = 1; used.has(name.toLowerCase()); i++) name = `${stem} (${i})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

function stamp(at: Date): string {
  return at.toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * Packs the listed files of one purpose into a zip the caller downloads once it is stored (as an
 * export of theirs). Files that do not exist, are of another purpose or are not readable by the
 * caller are left out, as the original leaves out missing ones; names inside the archive are the
 * stored names (already plain file names), never the request's. Nothing listed: 未发现文件; nothing
 * left: 文件不存在.
 */
export async function packFiles(
  ctx: AppContext,
  ownerId: string,
  type: FileUploadType,
  list: FilePackDownloadBody,
): Promise<FilePackDownload> {
  if (list.length === 0) throw badRequest('file.noFiles');
  const wanted = [...new Set(list.map((item) => item.fileId))];
  const found = new Map((await findFilesByIds(ctx.db, wanted)).map((row) => [row.id, row]));
  const rows: FileRow[] = [];
  // In the order asked for; a file the caller may not read is left out as if missing.
  for (const id of wanted) {
    const row = found.get(id);
    if (row && row.category === type && (await canReadFile(ctx, row, ownerId))) rows.push(row);
  }
  if (rows.length === 0) throw badRequest('file.notExist');
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  if (total > PACK_MAX_BYTES) throw badRequest('file.tooLarge', { max: formatBytes(PACK_MAX_BYTES) });
  const store = getFileStore(ctx);
  const names = uniqueNames(rows);
  const entries: ZipEntry[] = rows.map((row, i) => ({
    name: names[i],
    size: row.size,
    open: () => store.get(row.storageKey),
  }));
  const now = ctx.now();
  const name = `${type}-${stamp(now)}.zip`;
  const saved = await saveGeneratedFile(ctx, {
    ownerId,
    name,
    content: zipStream(entries, now),
    mimeType: 'application/zip',
  });
  return { downloadVo: { name: saved.name, url: saved.url }, downloadName: saved.name };
}
