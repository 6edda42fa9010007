import { Readable } from 'node:stream';
import { BD_MAX_BYTES, type ExportedFile, formatDate } from '@platform/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { logImport } from '../../../shared/import-log.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { saveGeneratedFile } from '../../file/file.service.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import { findDataInterfaceClashes, insertDataInterface } from './data-interface.repository.ts';
import { checkedContent, dataInterfaceRecords, requireCategory } from './data-interface.service.ts';
import { storedJsonFields } from './data-interface-fields.ts';
import { copySuffix } from './data-interface-options.service.ts';

/*
 * The `.bd` file: one interface as JSON with the original's field names (categoryId, dataType,
 * requestMethod, query, path, requestHeaders, requestParameters, propertyJson, checkType,
 * dataProcessing, creatorTime, creatorUserId, …). Import checks the content as a save does (the
 * category must exist; JavaScript processing is refused); `type` 0 refuses an interface whose id,
 * code or name is taken, 1 imports it as a copy: name `X.副本nnnnn`, code `Xnnnnn`. The imported
 * interface always gets a new id.
 */

const UNSAFE_NAME = /[<>/\\:|*?"]/g;
const text = (max: number) => z.string().max(max).nullish();

const bdSchema = z.looseObject({
  id: z.string().min(1).max(64),
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50),
  categoryId: text(64),
  /** The Java 3.6 spelling of categoryId. */
  category: text(64),
  dataType: z.coerce.number().int().min(1).max(3),
  dbLinkId: text(64),
  requestMethod: z.union([z.string().max(2), z.number()]).nullish(),
  responseType: text(20),
  query: text(200_000),
  path: text(2000),
  requestHeaders: text(200_000),
  requestParameters: text(200_000),
  propertyJson: text(200_000),
  checkType: z.coerce.number().int().min(0).max(1).nullish(),
  dataProcessing: text(20000),
  sortCode: z.number().int().min(0).max(999999).nullish(),
  enabledMark: z.number().int().min(0).max(1).nullish(),
  description: text(500),
});

/** Saves `content` as a JSON download named `<name>_<time stamp><extension>` for the caller. */
export async function saveJsonExport(
  ctx: AppContext,
  caller: SessionUser,
  name: string,
  extension: string,
  content: object,
): Promise<ExportedFile> {
  const { timeZone } = await getSysConfig(ctx);
  const stamp = formatDate(ctx.now(), 'YYYYMMDDHHmmss', { timeZone });
  return saveGeneratedFile(ctx, {
    ownerId: caller.userId,
    name: `${name.replace(UNSAFE_NAME, '')}_${stamp}${extension}`,
    content: Readable.from([JSON.stringify(content)]),
    mimeType: 'application/json',
  });
}

export async function exportDataInterface(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
): Promise<ExportedFile> {
  const { row } = await dataInterfaceRecords.require(ctx, caller, id);
  const { createdAt, createdBy, updatedAt, updatedBy, ...rest } = row;
  return saveJsonExport(ctx, caller, row.fullName, '.bd', {
    ...rest,
    creatorTime: createdAt.getTime(),
    creatorUserId: createdBy,
    lastModifyTime: updatedAt?.getTime() ?? null,
    lastModifyUserId: updatedBy,
  });
}

function parseBd(filename: string, data: Buffer) {
  if (!/\.bd$/i.test(filename) || data.length > BD_MAX_BYTES) throw badRequest('dataInterface.importFile');
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    throw badRequest('dataInterface.importInvalid', { detail: 'JSON' });
  }
  const parsed = bdSchema.safeParse(json);
  if (!parsed.success) {
    throw badRequest('dataInterface.importInvalid', {
      detail: parsed.error.issues[0]?.path.join('.') || 'file',
    });
  }
  return parsed.data;
}

/** POST /DataInterface/Actions/Import: the new interface's id. */
export async function importDataInterface(
  ctx: AppContext,
  caller: SessionUser,
  upload: { filename: string; data: Buffer },
  type: number,
): Promise<string> {
  const file = parseBd(upload.filename, upload.data);
  const categoryId = file.categoryId ?? file.category ?? '';
  await requireCategory(ctx, categoryId);
  const json = storedJsonFields(file);
  const requestMethod = checkedContent({
    dataType: file.dataType,
    requestMethod:
      file.requestMethod === null || file.requestMethod === undefined ? null : String(file.requestMethod),
    query: file.query ?? null,
    path: file.path ?? null,
  });
  const clashes = await findDataInterfaceClashes(ctx.db, file);
  const taken = [clashes.id && 'ID', clashes.enCode && '编码', clashes.fullName && '名称'].filter(Boolean);
  if (type === 0 && taken.length > 0)
    throw badRequest('dataInterface.importDuplicate', { fields: taken.join('、') });
  const copy = taken.length > 0 ? copySuffix() : '';
  const id = newId();
  try {
    await insertDataInterface(ctx.db, {
      id,
      fullName: copy ? `${file.fullName.slice(0, 42)}.副本${copy}` : file.fullName,
      enCode: copy ? `${file.enCode.slice(0, 45)}${copy}` : file.enCode,
      categoryId,
      dataType: file.dataType,
      dbLinkId: file.dataType === 1 ? file.dbLinkId || '0' : null,
      requestMethod,
      responseType: file.responseType ?? 'json',
      query: file.dataType === 3 ? null : (file.query ?? null),
      path: file.dataType === 3 ? (file.path ?? null) : null,
      requestHeaders: json.requestHeaders ?? null,
      requestParameters: json.requestParameters ?? null,
      propertyJson: json.propertyJson ?? null,
      checkType: file.checkType ?? 0,
      dataProcessing: json.dataProcessing ?? null,
      sortCode: file.sortCode ?? 0,
      enabledMark: file.enabledMark ?? 1,
      description: file.description ?? null,
      createdAt: ctx.now(),
      createdBy: caller.userId,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('dataInterface.importDuplicate', { fields: '编码' });
    throw err;
  }
  logImport(ctx, caller, 'data_interfaces', { created: 1, updated: 0, skipped: 0, codes: [id] });
  return id;
}
