import { PLATFORM_SOURCE_ID } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { type ColumnSpec, type TableSpec, typeLabel } from '../data-model/column-spec.ts';
import {
  countRows,
  isPlatformSystemTable,
  type ModelSession,
  requireTable,
  withModelSession,
} from '../data-model/model-session.ts';
import { BUSINESS_SCHEMA } from '../data-source/platform-source.ts';
import { fits, isOrderableKey, targetColumnOf } from './sync-columns.ts';

/** What the sync of one table was asked for. */
export interface SyncRequest {
  fromLinkId: string;
  toLinkId: string;
  fromTable: string;
  toTable: string;
  /** Source column → target column; undefined: every column by its name. */
  fieldMap: Record<string, string> | undefined;
  convertRules: Record<string, string> | undefined;
}

/** One copied column: its source name and the target's spelling of its name. */
export interface SyncPair {
  from: ColumnSpec;
  to: ColumnSpec;
}

export interface SyncPlan extends SyncRequest {
  /** The source's one-column primary key, which the copy is ordered and resumed by. */
  key: string;
  /** The target's name of the key column. */
  targetKey: string;
  pairs: SyncPair[];
  /** The table to create when the target has none. */
  create: TableSpec | undefined;
  total: number;
  targetSum: number | null;
}

export const normalLink = (linkId: string) => (linkId === '' ? PLATFORM_SOURCE_ID : linkId);

/** Refuses a name the platform keeps for itself; data sync only touches the business schema. */
export async function refusePlatformTable(model: ModelSession, name: string): Promise<void> {
  if (await isPlatformSystemTable(model, name))
    throw badRequest('dataSync.platformTable', { table: name, schema: BUSINESS_SCHEMA });
}

/** The source's one-column, orderable primary key, or a refusal saying resumable sync needs one. */
function keyOf(table: string, columns: ColumnSpec[]): ColumnSpec {
  const keys = columns.filter((column) => column.isPrimaryKey);
  const [key] = keys;
  if (keys.length !== 1 || !key || !isOrderableKey(key)) throw badRequest('dataSync.noPrimaryKey', { table });
  return key;
}

function pairsOf(request: SyncRequest, columns: ColumnSpec[], key: ColumnSpec) {
  const byName = new Map(columns.map((column) => [column.name.toLowerCase(), column]));
  const map = request.fieldMap ?? Object.fromEntries(columns.map((column) => [column.name, column.name]));
  const pairs: { from: ColumnSpec; toName: string }[] = [];
  const targets = new Set<string>();
  for (const [fromName, toName] of Object.entries(map)) {
    const from = byName.get(fromName.toLowerCase());
    if (!from) throw badRequest('dataSync.unknownField', { table: request.fromTable, field: fromName });
    if (targets.has(toName.toLowerCase())) throw badRequest('dataSync.duplicateTarget', { field: toName });
    targets.add(toName.toLowerCase());
    pairs.push({ from, toName });
  }
  if (!pairs.some((pair) => pair.from.name === key.name))
    throw badRequest('dataSync.keyNotMapped', { field: key.name });
  return pairs;
}

/** Checks the existing target against the copied columns; answers the pairs with the target's columns. */
function matchTarget(table: string, pairs: { from: ColumnSpec; toName: string }[], columns: ColumnSpec[]) {
  const byName = new Map(columns.map((column) => [column.name.toLowerCase(), column]));
  const out: SyncPair[] = pairs.map(({ from, toName }) => {
    const to = byName.get(toName.toLowerCase());
    if (!to) throw badRequest('dataSync.targetMissingField', { table, field: toName });
    if (!fits(from, to))
      throw badRequest('dataSync.targetTypeMismatch', {
        table,
        field: to.name,
        from: typeLabel(from),
        to: typeLabel(to),
      });
    return { from, to };
  });
  const filled = new Set(out.map((pair) => pair.to.name));
  for (const column of columns) {
    const isRequired = !column.isNullable && column.defaultValue === null && !column.isIdentity;
    if (isRequired && !filled.has(column.name))
      throw badRequest('dataSync.targetRequiredField', { table, field: column.name });
  }
  return out;
}

/**
 * Reads both sides and checks everything a sync needs before anything changes: the sources exist, source
 * and target differ, neither is a platform table, the source has a key, the mapping names real columns,
 * an existing target holds every mapped column with a type that fits. The two sources are read one after
 * the other (never nested: the embedded database has one connection).
 */
export async function planSync(ctx: AppContext, request: SyncRequest): Promise<SyncPlan> {
  const fromLinkId = normalLink(request.fromLinkId);
  const toLinkId = normalLink(request.toLinkId);
  if (fromLinkId === toLinkId && request.fromTable.toLowerCase() === request.toTable.toLowerCase())
    throw badRequest('dataSync.sameTable', { table: request.fromTable });
  const fromDialect = (await ctx.dataSources.open(fromLinkId)).dialect;
  const toDialect = (await ctx.dataSources.open(toLinkId)).dialect;
  const source = await withModelSession(ctx, fromLinkId, async (model) => {
    await refusePlatformTable(model, request.fromTable);
    const columns = await requireTable(model, request.fromTable);
    return { columns, total: await countRows(model, model.ref(request.fromTable)) };
  });
  const key = keyOf(request.fromTable, source.columns);
  const wanted = pairsOf(request, source.columns, key);
  return withModelSession(ctx, toLinkId, async (model) => {
    await refusePlatformTable(model, request.toTable);
    const ref = model.ref(request.toTable);
    const existing = await model.dialect.readColumns(model.session, ref);
    const isSameDialect = fromDialect === toDialect;
    const pairs = existing
      ? matchTarget(request.toTable, wanted, existing)
      : wanted.map(({ from, toName }) => ({
          from,
          to: targetColumnOf(from, toName, isSameDialect, request.convertRules),
        }));
    const targetKey = pairs.find((pair) => pair.from.name === key.name)?.to.name ?? key.name;
    return {
      ...request,
      fromLinkId,
      toLinkId,
      key: key.name,
      targetKey,
      pairs,
      create: existing
        ? undefined
        : { name: request.toTable, comment: null, columns: pairs.map((pair) => pair.to) },
      total: source.total,
      targetSum: existing ? await countRows(model, ref) : null,
    };
  });
}
