import type { FilePreviewQuery } from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { findFileById } from './file.repository.ts';
import { canReadFile } from './file.service.ts';
import { fileUrl, isUploadType } from './upload-policy.ts';

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The ids a preview request may name: the version id, the file id, the last segment of its url. */
function candidateIds(query: FilePreviewQuery): string[] {
  const fromUrl = (query.fileDownloadUrl ?? '').split(/[?#]/)[0].split('/').pop();
  return [query.fileVersionId, query.fileName, fromUrl].filter(
    (id): id is string => typeof id === 'string' && FILE_ID.test(id),
  );
}

/**
 * The URL to open a file with, for a caller who may read it; '' when no such file exists for them
 * (the same answer as a missing one). The URL already has a query, because the original client
 * appends `&token=…` to it; the server ignores that parameter (the session cookie or header signs
 * the request in).
 */
export async function previewFile(ctx: AppContext, userId: string, query: FilePreviewQuery): Promise<string> {
  for (const id of candidateIds(query)) {
    const row = await findFileById(ctx.db, id);
    if (!row || !isUploadType(row.category) || !(await canReadFile(ctx, row, userId))) continue;
    return `${fileUrl(row.category, row.id)}?preview=1`;
  }
  return '';
}
