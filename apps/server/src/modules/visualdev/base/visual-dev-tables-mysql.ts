import type { VisualDevPlannedTable } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { tableExists, withModelSession } from '../../system/data-model/model-session.ts';
import { changingCatalogs } from '../../system/data-model/table-catalog-cache.ts';

/*
 * 创建数据表 on a MySQL/MariaDB data connection. MySQL commits each CREATE TABLE by itself, so the tables
 * cannot roll back with the design's change: every planned name is checked free before the first one is
 * made, and when anything after fails the planned tables (all made by this call, as none was there) are
 * dropped again. An index is made on a column MySQL can index whole: not a `text` column (longtext) and not
 * a `varchar` longer than an index key holds in utf8mb4.
 */

/** The longest utf8mb4 varchar an InnoDB index key holds whole (3072 bytes, 4 per character). */
const MAX_INDEXED_VARCHAR = 768;

/** The planned index columns MySQL can index. */
export function mysqlIndexes(table: VisualDevPlannedTable): string[] {
  const columns = new Map(table.columns.map((column) => [column.field, column]));
  return table.indexes.filter((name) => {
    const column = columns.get(name);
    if (!column || column.dataType === 'text') return false;
    return column.dataType !== 'varchar' || Number(column.dataLength) <= MAX_INDEXED_VARCHAR;
  });
}

/** Refuses (as the data models do) when one of the planned tables is there already. */
export function requireFreeNames(ctx: AppContext, linkId: string, names: string[]): Promise<void> {
  return withModelSession(ctx, linkId, async (model) => {
    for (const name of names) {
      if (await tableExists(model, name)) throw badRequest('dataModel.tableExists', { table: name });
    }
  });
}

/** Drops those of the planned tables that were made. */
export function dropMadeTables(ctx: AppContext, linkId: string, names: string[]): Promise<void> {
  return changingCatalogs(ctx, () =>
    withModelSession(ctx, linkId, async (model) => {
      for (const name of names) {
        if (await tableExists(model, name))
          await model.session.query(model.dialect.dropTable(model.ref(name)));
      }
    }),
  );
}
