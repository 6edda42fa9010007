import { Readable } from 'node:stream';
import {
  type BdbTable,
  bdbTableSchema,
  DATA_MODEL_FILE_MAX_BYTES,
  type DataModelSaveBody,
  type ExportedFile,
  formatDate,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { logImport } from '../../../shared/import-log.ts';
import { saveGeneratedFile } from '../../file/file.service.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import { typeLabel } from './column-spec.ts';
import { saveDataModelTable } from './data-model.service.ts';
import { requireTable, withModelSession } from './model-session.ts';

/*
 * The `.bdb` file: one table's definition as JSON in the original's shape (table, comment,
 * dbFieldModelList with `length` written as `varchar(50)`). Import creates the table on the chosen source;
 * an existing table of that name is refused.
 */

export async function exportDataModelTable(
  ctx: AppContext,
  caller: SessionUser,
  linkId: string,
  table: string,
): Promise<ExportedFile> {
  const file = await withModelSession(ctx, linkId, async (model) => {
    const columns = await requireTable(model, table);
    return {
      table,
      comment: await model.dialect.readComment(model.session, model.ref(table)),
      dbEncode: model.session.dialect === 'postgres' ? 'PostgreSQL' : 'MySQL',
      dbFieldModelList: columns.map((column) => ({
        field: column.name,
        comment: column.comment,
        dataType: column.type,
        length: typeLabel(column),
        isPrimaryKey: column.isPrimaryKey,
        nullSign: column.isNullable ? 'NULL' : 'NOT NULL',
        isAutoIncrement: column.isIdentity,
        defaults: column.defaultValue,
      })),
    };
  });
  const { timeZone } = await getSysConfig(ctx);
  const stamp = formatDate(ctx.now(), 'YYYYMMDDHHmmss', { timeZone });
  return saveGeneratedFile(ctx, {
    ownerId: caller.userId,
    name: `${table}_${stamp}.bdb`,
    content: Readable.from([JSON.stringify(file)]),
    mimeType: 'application/json',
  });
}

function parseBdb(filename: string, data: Buffer): BdbTable {
  if (!/\.bdb$/i.test(filename) || data.length > DATA_MODEL_FILE_MAX_BYTES)
    throw badRequest('dataModel.importFile');
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    throw badRequest('dataModel.importInvalid', { detail: 'JSON' });
  }
  const parsed = bdbTableSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest('dataModel.importInvalid', { detail: issue?.path.join('.') || 'table' });
  }
  return parsed.data;
}

/** `varchar(50)` → varchar and 50; `decimal(10,2)` → decimal and 10,2. */
function splitLength(length: string | null | undefined): { type: string; size: string } {
  const match = /^\s*([A-Za-z][A-Za-z ]*?)\s*(?:\(([^)]*)\))?\s*$/.exec(length ?? '');
  return { type: match?.[1] ?? '', size: (match?.[2] ?? '').trim() };
}

/** The save body a `.bdb` file describes. */
export function bdbToBody(file: BdbTable): DataModelSaveBody {
  return {
    tableInfo: { newTable: file.table, tableName: file.comment ?? null },
    tableFieldList: file.dbFieldModelList.map((field) => {
      const { type, size } = splitLength(field.length);
      return {
        field: field.field,
        fieldName: field.comment ?? null,
        dataType: (type || field.dataType || '').toLowerCase(),
        dataLength: size,
        allowNull: field.isPrimaryKey || /not null/i.test(field.nullSign ?? '') ? 0 : 1,
        primaryKey: field.isPrimaryKey ? 1 : 0,
        identity: field.isAutoIncrement ? 1 : 0,
        defaults: field.defaults ?? null,
      };
    }),
  };
}

export async function importDataModelTable(
  ctx: AppContext,
  caller: SessionUser,
  linkId: string,
  file: { filename: string; data: Buffer },
): Promise<void> {
  const body = bdbToBody(parseBdb(file.filename, file.data));
  await saveDataModelTable(ctx, linkId, 'create', body);
  logImport(ctx, caller, 'data_model', {
    created: 1,
    updated: 0,
    skipped: 0,
    codes: [`${linkId}:${body.tableInfo.newTable}`],
  });
}
