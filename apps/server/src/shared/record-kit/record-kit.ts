import type { MessageKey } from '@platform/contracts';
import { and, eq, getTableName, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/route.ts';
import { definedFields } from '../defined-fields.ts';
import { newId } from '../ids.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import type { ListTotal } from './list-total.ts';
import type { PageCursors } from './page-cursor.ts';
import { type PageQuery, pageOf, pageWindow } from './page-of.ts';
import { omitKeys, type RecordGrants, type RecordReadAccess, type RecordTable } from './record-access.ts';

/*
 * The record kit: what every administration record (organization, position, role, group, user,
 * dictionary, …) does the same way, written once.
 * - reads go through the menu's grants: a row outside the caller's data schemes is "not found"; a
 *   list's keyword searches only the columns the caller may see, and a sort or filter on a hidden
 *   column is refused;
 * - create and edit bodies are judged by the form grants first (an ungranted field refuses the write);
 * - a unique code is checked before writing, and a concurrent save that wins the race still gets the
 *   same clear message instead of a 500;
 * - an edit changes only the fields the body carries; sort code 0 and "enabled" are the defaults;
 * - the state toggle flips enabled ↔ disabled;
 * - removal is refused while something still uses the record, checked in the deleting transaction;
 * - every write stamps who and when (created_by/created_at, updated_by/updated_at), and `afterChange`
 *   runs once it has committed (a permission-version bump, for records that carry grants);
 * - every committed write is handed to the operation log with the row before and after it.
 */

export type RecordChange = 'create' | 'update' | 'state' | 'remove';

export interface RecordKitOptions<Row, Access extends RecordReadAccess> {
  table: RecordTable;
  /** The row with what the module joins to it (names, counts), undefined when there is none. */
  find(db: Db, id: string): Promise<Row | undefined>;
  grants: RecordGrants<Access>;
  /** More rows the caller may not see, beyond the data schemes (an organization scope): 404 as well. */
  isVisible?(ctx: AppContext, caller: SessionUser, row: Row): Promise<boolean>;
  notFound: MessageKey;
  /** The column whose value must be unique, the body field that carries it, and the clash message. */
  unique?: { column: PgColumn; field: string; message: MessageKey; param: string };
  /** Removal is refused with `message` while `count` finds users of the record. */
  inUse?: { count(db: Db, id: string): Promise<number>; message: MessageKey };
  /** Body fields stored as they are, in columns of the same name. */
  editable: readonly string[];
  /** Runs after a committed write. */
  afterChange?(ctx: AppContext, change: RecordChange): Promise<void>;
}

type Values = Record<string, unknown>;
/** A module's own rule on a row before a write; it throws to refuse. */
type RowCheck<Row> = (row: Row) => Promise<void>;

/** The values that are set: a create leaves the column default where the body left a field out. */
function definedValues(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export function recordKit<Row extends { enabledMark: number }, Access extends RecordReadAccess>(
  options: RecordKitOptions<Row, Access>,
) {
  const { table, unique } = options;
  const moduleName = getTableName(table);

  /** Hands a committed write to the operation log (who changed which record, before and after). */
  function logOperation(
    ctx: AppContext,
    caller: SessionUser,
    action: RecordChange,
    recordId: string,
    before: unknown,
    after: unknown,
  ) {
    ctx.systemLog?.operation({
      userId: caller.userId,
      account: caller.account,
      moduleName,
      action,
      recordId,
      before,
      after,
    });
  }

  function clash(value: unknown): AppError {
    return badRequest(unique?.message ?? 'common.badRequest', { [unique?.param ?? 'code']: String(value) });
  }

  /**
   * Runs a create or an edit in one transaction, turning a unique violation of a concurrent save of
   * `value` into the clear message, then `afterChange`.
   */
  async function commit(
    ctx: AppContext,
    change: RecordChange,
    value: unknown,
    write: (tx: Db) => Promise<void>,
  ) {
    try {
      await ctx.db.transaction(write);
    } catch (err) {
      if (!(err instanceof AppError) && isUniqueViolation(err)) throw clash(value);
      throw err;
    }
    await options.afterChange?.(ctx, change);
  }

  /** The row the caller may read (see `require`), once the module's `check` passed on it. */
  async function checkedRow(ctx: AppContext, caller: SessionUser, id: string, check?: RowCheck<Row>) {
    const { row } = await kit.require(ctx, caller, id);
    await check?.(row);
    return row;
  }

  const kit = {
    /** The row as the caller may read it, or 404 when missing or outside their data schemes. */
    async require(ctx: AppContext, caller: SessionUser, id: string): Promise<{ row: Row; access: Access }> {
      const [row, access] = await Promise.all([
        options.find(ctx.db, id),
        options.grants.readAccess(ctx, caller),
      ]);
      if (!row || !(await options.grants.isRowReadable(ctx, access, id))) throw notFound(options.notFound);
      if (options.isVisible && !(await options.isVisible(ctx, caller, row))) throw notFound(options.notFound);
      return { row, access };
    },

    /**
     * A page of the list as the caller may read it: the query may not sort or filter on a hidden
     * column (400); `find` gets the caller's data schemes, the keys the keyword may search and the
     * page's window, `toInfos` shapes the rows, and the keys the caller's columns hide are left out.
     */
    async page<R, Info extends { id: unknown }>(
      ctx: AppContext,
      caller: SessionUser,
      query: PageQuery,
      find: (filter: {
        schemeCondition: SQL | undefined;
        keywordKeys: readonly string[];
        offset: number;
        limit: number;
      }) => Promise<{ rows: R[]; total: number | ListTotal; cursors?: PageCursors }>,
      toInfos: (rows: R[]) => Info[] | Promise<Info[]>,
    ) {
      const access = await options.grants.readAccess(ctx, caller);
      const { keywordKeys } = options.grants.listQuery(access, query);
      const { rows, total, cursors } = await find({
        schemeCondition: access.schemeCondition,
        keywordKeys,
        ...pageWindow(query),
      });
      const infos = await toInfos(rows);
      return pageOf(
        infos.map((info) => omitKeys(info, access.listHidden)),
        total,
        query,
        cursors,
      );
    },

    /**
     * GET /{id}: the row as the caller may read it (after `check`, the module's own rules on it),
     * shaped by `toInfo`, without the keys the caller's detail hides.
     */
    async read<Info extends { id: unknown }>(
      ctx: AppContext,
      caller: SessionUser,
      id: string,
      toInfo: (row: Row) => Info | Promise<Info>,
      check?: RowCheck<Row>,
    ) {
      const { row, access } = await kit.require(ctx, caller, id);
      await check?.(row);
      return omitKeys(await toInfo(row), access.detailHidden);
    },

    /** Refuses a value of the unique column that another record already has. */
    async assertUnique(db: Db, value: unknown, exceptId?: string): Promise<void> {
      if (!unique || value === undefined) return;
      const sameValue = eq(unique.column, value);
      const [owner] = await db
        .select({ id: table.id })
        .from(table)
        .where(exceptId ? and(sameValue, ne(table.id, exceptId)) : sameValue)
        .limit(1);
      if (owner) throw clash(value);
    },

    /**
     * Inserts a record from a create body: form grants, then `check` (the module's own rules), then
     * the unique check. `values` are the columns to store (sort code 0 and enabled by default), or a
     * function of the new id when a column needs it; `within` writes related rows in the same
     * transaction. Returns the new id.
     */
    async create(
      ctx: AppContext,
      caller: SessionUser,
      body: object,
      values: Values | ((id: string) => Values),
      steps: { check?: () => Promise<void>; within?: (tx: Db, id: string) => Promise<void> } = {},
    ): Promise<string> {
      await options.grants.assertFormGranted(ctx, caller, body);
      await steps.check?.();
      const id = newId();
      const stored = typeof values === 'function' ? values(id) : values;
      const uniqueValue = unique ? stored[unique.field] : undefined;
      await kit.assertUnique(ctx.db, uniqueValue);
      const row = { sortCode: 0, enabledMark: 1, ...definedValues(stored), id };
      const inserted = { ...row, createdAt: ctx.now(), createdBy: caller.userId };
      await commit(ctx, 'create', uniqueValue, async (tx) => {
        await tx.insert(table).values(inserted as never);
        await steps.within?.(tx, id);
      });
      logOperation(ctx, caller, 'create', id, null, inserted);
      return id;
    },

    /**
     * Applies an edit body to a record the caller may read: form grants, the row, `check` (the
     * module's own rules on the row as it is), the unique check; then only the fields the body
     * carries change (`extra` adds computed columns, after `check`) and `within` writes related rows
     * in the same transaction. Returns the row as it was before.
     */
    async update(
      ctx: AppContext,
      caller: SessionUser,
      id: string,
      body: object,
      steps: {
        check?: RowCheck<Row>;
        extra?: (row: Row) => Values;
        within?: (tx: Db, row: Row) => Promise<void>;
      } = {},
    ): Promise<Row> {
      await options.grants.assertFormGranted(ctx, caller, body);
      const row = await checkedRow(ctx, caller, id, steps.check);
      const fields = body as Values;
      const uniqueValue = unique ? fields[unique.field] : undefined;
      await kit.assertUnique(ctx.db, uniqueValue, id);
      const patch = {
        ...definedFields(fields, options.editable),
        ...steps.extra?.(row),
        ...kit.stamp(ctx, caller),
      };
      await commit(ctx, 'update', uniqueValue, async (tx) => {
        await tx.update(table).set(patch).where(eq(table.id, id));
        await steps.within?.(tx, row);
      });
      if (ctx.systemLog) logOperation(ctx, caller, 'update', id, row, await options.find(ctx.db, id));
      return row;
    },

    /** Flips enabled ↔ disabled after `check` on the row; returns the new state. */
    async toggleState(
      ctx: AppContext,
      caller: SessionUser,
      id: string,
      steps: { check?: RowCheck<Row> } = {},
    ): Promise<number> {
      const row = await checkedRow(ctx, caller, id, steps.check);
      const enabledMark = row.enabledMark === 1 ? 0 : 1;
      const patch = { enabledMark, ...kit.stamp(ctx, caller) };
      await ctx.db.update(table).set(patch).where(eq(table.id, id));
      await options.afterChange?.(ctx, 'state');
      logOperation(ctx, caller, 'state', id, row, { ...row, ...patch });
      return enabledMark;
    },

    /**
     * Deletes a record the caller may read after `check` on the row, refused while it is in use;
     * `within` deletes what hangs off it (grants, links) in the same transaction, before the record.
     */
    async remove(
      ctx: AppContext,
      caller: SessionUser,
      id: string,
      steps: { check?: RowCheck<Row>; within?: (tx: Db) => Promise<void> } = {},
    ): Promise<void> {
      const row = await checkedRow(ctx, caller, id, steps.check);
      await ctx.db.transaction(async (tx) => {
        if (options.inUse && (await options.inUse.count(tx, id)) > 0) throw badRequest(options.inUse.message);
        await steps.within?.(tx);
        await tx.delete(table).where(eq(table.id, id));
      });
      await options.afterChange?.(ctx, 'remove');
      logOperation(ctx, caller, 'remove', id, row, null);
    },

    /** The who-and-when columns of an edit. */
    stamp(ctx: AppContext, caller: SessionUser) {
      return { updatedAt: ctx.now(), updatedBy: caller.userId };
    },
  };
  return kit;
}
