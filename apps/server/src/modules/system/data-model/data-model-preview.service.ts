import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { requireTable, withModelSession } from './model-session.ts';

/** A value as JSON carries it: times as epoch milliseconds, big integers as text, bytes as a marker. */
function wireValue(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return `[${value.length} bytes]`;
  return value;
}

/**
 * A table's rows, paged. The keyword searches the column `field` (one of the table's, checked against the
 * catalogue), which also orders the rows; without it the primary key orders them.
 */
export function previewDataModelRows(
  ctx: AppContext,
  linkId: string,
  table: string,
  query: { currentPage: number; pageSize: number; keyword?: string | undefined; field?: string | undefined },
) {
  return withModelSession(ctx, linkId, async (model) => {
    const columns = await requireTable(model, table);
    const { dialect, session } = model;
    const sortColumn = query.field
      ? columns.find((column) => column.name === query.field)
      : columns.find((column) => column.isPrimaryKey);
    if (query.field && !sortColumn) throw badRequest('dataModel.badSortField', { field: query.field });
    const from = dialect.quoteTable(model.ref(table));
    const values: unknown[] = [];
    let where = '';
    if (query.keyword && sortColumn) {
      where = ` WHERE ${dialect.asText(dialect.quote(sortColumn.name))} LIKE ${dialect.param(1)}`;
      values.push(containsPattern(query.keyword));
    }
    const order = sortColumn ? ` ORDER BY ${dialect.quote(sortColumn.name)}` : '';
    // Page numbers are validated integers; they are written into the statement (MySQL binds no LIMIT).
    const limit = ` LIMIT ${query.pageSize} OFFSET ${(query.currentPage - 1) * query.pageSize}`;
    const page = await session.query(`SELECT * FROM ${from}${where}${order}${limit}`, values);
    const total = await session.query(`SELECT COUNT(*) AS n FROM ${from}${where}`, values);
    return {
      list: page.rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, wireValue(v)])),
      ),
      pagination: {
        currentPage: query.currentPage,
        pageSize: query.pageSize,
        total: Number(total.rows[0]?.n ?? 0),
      },
    };
  });
}
