import type { MessageKey } from '@platform/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/route.ts';
import { definedFields } from '../defined-fields.ts';
import { newId } from '../ids.ts';
import { isUniqueViolation } from '../unique-violation.ts';

/*
 * The record kit: what every administration record (organization, position, role, group, user,
 * dictionary, …) does the same way, written once.
 * - reads go through the menu's grants: a row outside the caller's data schemes is "not found";
 * - create and edit bodies are judged by the form grants first (an ungranted field refuses the write);
 * - a unique code is checked before writing, and a concurrent save that wins the race still gets the
 *   same clear message instead of a 500;
 * - an edit changes only the fields the body carries; sort code 0 and "enabled" are the defaults;
 * - the state toggle flips enabled ↔ disabled;
 * - removal is refused while something still uses the record, checked in the deleting transaction;
 * - every write stamps who and when (created_by/created_at, updated_by/updated_at), and `afterChange`
 *   runs once it has committed (a permission-version bump, for records that carry grants).
 */

/** The columns a kit table has. */
export interface RecordTable extends PgTable {
  id: PgColumn;
  sortCode: PgColumn;
  enabledMark: PgColumn;
  createdAt: PgColumn;
  createdBy: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
}

/** The grants of the menu the records belong to (permission/authority's menuGrants fits). */
export interface RecordGrants<Access> {
  readAccess(ctx: AppContext, caller: SessionUser): Promise<Access>;
  isRowReadable(ctx: AppContext, access: Access, id: string): Promise<boolean>;
  assertFormGranted(ctx: AppContext, caller: SessionUser, body: object): Promise<void>;
}

export type RecordChange = 'create' | 'update' | 'state' | 'remove';

export interface RecordKitOptions<Row, Access> {
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

/** The values that are set: a create leaves the column default where the body left a field out. */
function definedValues(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export function recordKit<Row extends { enabledMark: number }, Access>(
  options: RecordKitOptions<Row, Access>,
) {
  const { table, unique } = options;

  function clash(value: unknown): AppError {
    return badRequest(unique?.message ?? 'common.badRequest', { [unique?.param ?? 'code']: String(value) });
  }

  /** Runs a write, turning a unique violation of a concurrent save into the clear message. */
  async function writing<T>(value: unknown, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof AppError) && isUniqueViolation(err)) throw clash(value);
      throw err;
    }
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
      await writing(uniqueValue, () =>
        ctx.db.transaction(async (tx) => {
          await tx.insert(table).values({ ...row, createdAt: ctx.now(), createdBy: caller.userId } as never);
          await steps.within?.(tx, id);
        }),
      );
      await options.afterChange?.(ctx, 'create');
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
        check?: (row: Row) => Promise<void>;
        extra?: (row: Row) => Values;
        within?: (tx: Db, row: Row) => Promise<void>;
      } = {},
    ): Promise<Row> {
      await options.grants.assertFormGranted(ctx, caller, body);
      const { row } = await kit.require(ctx, caller, id);
      await steps.check?.(row);
      const fields = body as Values;
      const uniqueValue = unique ? fields[unique.field] : undefined;
      await kit.assertUnique(ctx.db, uniqueValue, id);
      const patch = {
        ...definedFields(fields, options.editable),
        ...steps.extra?.(row),
        ...kit.stamp(ctx, caller),
      };
      await writing(uniqueValue, () =>
        ctx.db.transaction(async (tx) => {
          await tx.update(table).set(patch).where(eq(table.id, id));
          await steps.within?.(tx, row);
        }),
      );
      await options.afterChange?.(ctx, 'update');
      return row;
    },

    /** Flips enabled ↔ disabled after `check` on the row; returns the new state. */
    async toggleState(
      ctx: AppContext,
      caller: SessionUser,
      id: string,
      steps: { check?: (row: Row) => Promise<void> } = {},
    ): Promise<number> {
      const { row } = await kit.require(ctx, caller, id);
      await steps.check?.(row);
      const enabledMark = row.enabledMark === 1 ? 0 : 1;
      await ctx.db
        .update(table)
        .set({ enabledMark, ...kit.stamp(ctx, caller) })
        .where(eq(table.id, id));
      await options.afterChange?.(ctx, 'state');
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
      steps: { check?: (row: Row) => Promise<void>; within?: (tx: Db) => Promise<void> } = {},
    ): Promise<void> {
      const { row } = await kit.require(ctx, caller, id);
      await steps.check?.(row);
      await ctx.db.transaction(async (tx) => {
        if (options.inUse && (await options.inUse.count(tx, id)) > 0) throw badRequest(options.inUse.message);
        await steps.within?.(tx);
        await tx.delete(table).where(eq(table.id, id));
      });
      await options.afterChange?.(ctx, 'remove');
    },

    /** The who-and-when columns of an edit. */
    stamp(ctx: AppContext, caller: SessionUser) {
      return { updatedAt: ctx.now(), updatedBy: caller.userId };
    },
  };
  return kit;
}

/** Offset and limit of a page of a paged list query. */
export function pageWindow(query: { currentPage: number; pageSize: number }) {
  return { offset: (query.currentPage - 1) * query.pageSize, limit: query.pageSize };
}

/** The paged answer of a list. */
export function pageOf<T>(list: T[], total: number, query: { currentPage: number; pageSize: number }) {
  return { list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total } };
}
