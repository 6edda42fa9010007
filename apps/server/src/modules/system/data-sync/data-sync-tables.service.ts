import type { DataSyncCheck, DataSyncLinksBody, DataSyncTableEntry } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { TableEntry } from '../data-model/model-dialect.ts';
import { countRows, type ModelSession, withModelSession } from '../data-model/model-session.ts';
import { convertRuleChoices, isOrderableKey } from './sync-columns.ts';
import { normalLink } from './sync-plan.ts';

/** Below this many rows (by the catalogue's estimate) the count is exact. */
const EXACT_COUNT_BELOW = 10_000;

async function rowsOf(model: ModelSession, entry: TableEntry): Promise<number> {
  return entry.estimate < EXACT_COUNT_BELOW
    ? countRows(model, model.ref(entry.name))
    : Math.round(entry.estimate);
}

/**
 * checkDbLink: the source's tables with their rows and whether each has the key resumable sync needs, and
 * for each whether the target has a table of that name and its rows. Each source is read on its own.
 */
export async function checkDataSyncLinks(ctx: AppContext, body: DataSyncLinksBody): Promise<DataSyncCheck> {
  const fromLinkId = normalLink(body.dbConnectionFrom);
  const toLinkId = normalLink(body.dbConnectionTo);
  if (fromLinkId === toLinkId) throw badRequest('dataSync.sameSource');
  const source = await withModelSession(ctx, fromLinkId, async (model) => {
    const entries = await model.dialect.listTables(model.session, model.schema, false);
    const out: Omit<DataSyncTableEntry, 'targetExists' | 'targetSum'>[] = [];
    for (const entry of entries) {
      const columns = (await model.dialect.readColumns(model.session, model.ref(entry.name))) ?? [];
      const keys = columns.filter((column) => column.isPrimaryKey);
      out.push({
        table: entry.name,
        tableName: entry.comment,
        sum: await rowsOf(model, entry),
        hasPrimaryKey: keys.length === 1 && keys[0] !== undefined && isOrderableKey(keys[0]),
      });
    }
    return out;
  });
  const target = await withModelSession(ctx, toLinkId, async (model) => {
    const entries = await model.dialect.listTables(model.session, model.schema, false);
    const byName = new Map<string, number>();
    const wanted = new Set(source.map((entry) => entry.table.toLowerCase()));
    for (const entry of entries)
      if (wanted.has(entry.name.toLowerCase()))
        byName.set(entry.name.toLowerCase(), await rowsOf(model, entry));
    return byName;
  });
  return {
    checkDbFlag: true,
    tableList: source.map((entry) => {
      const targetSum = target.get(entry.table.toLowerCase());
      return { ...entry, targetExists: targetSum !== undefined, targetSum: targetSum ?? null };
    }),
    convertRuleMap: convertRuleChoices(),
  };
}
