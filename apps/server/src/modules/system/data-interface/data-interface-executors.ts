import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import type { DataInterfaceRow } from './data-interface.repository.ts';

/*
 * The executors of SQL and HTTP interfaces, plugged in per app: the safe SQL runner (read-only, one
 * statement, every value bound, statement timeout, row cap) and the outbound HTTP guard. Until one is
 * injected, interfaces of that type answer a clear "not available".
 */

/** A parameter value after its type check: int → number, decimal → its text, datetime → Date, varchar → text. */
export type BoundValue = string | number | Date | null;

export interface ExecutionPage {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  /** The fields the keyword searches (relationField, else columnOptions); empty: any shown field. */
  keywordFields?: readonly string[];
}

export interface ExecutorInput {
  /** `{field}` → its value: bound, never concatenated into the statement or the URL. */
  params: Readonly<Record<string, BoundValue>>;
  /** The interface's variables: `{@name}` → value. */
  variables: Readonly<Record<string, string | null>>;
  /** The caller (system variables such as @user and @organization are resolved from it). */
  caller: SessionUser | undefined;
  /**
   * The page asked for by Actions/List (@offsetSize, @pageSize, @keyword). An executor that pages and
   * filters answers `total`; one that answers without it gets its rows filtered and paged by the caller.
   */
  page?: ExecutionPage;
  /** The rows whose `showKey` is one of `showValues` (InfoByIds of a paged interface: its echoSql, @showKey/@showValue). */
  echo?: { showKey: string; showValues: readonly string[] };
}

export interface SqlResult {
  rows: Record<string, unknown>[];
  /** The count of all matching rows when the executor paged (and filtered) itself; left out otherwise. */
  total?: number;
}

export interface SqlExecutor {
  query(ctx: AppContext, iface: DataInterfaceRow, input: ExecutorInput): Promise<SqlResult>;
}

export interface HttpExecutor {
  /** The parsed answer of the interface's URL with its headers and parameters. */
  request(ctx: AppContext, iface: DataInterfaceRow, input: ExecutorInput): Promise<unknown>;
}

export interface DataInterfaceExecutors {
  sql?: SqlExecutor;
  http?: HttpExecutor;
}

const injected = new WeakMap<AppContext, DataInterfaceExecutors>();

/** Plugs the executors into an app (later calls add to, or replace, earlier ones). */
export function injectDataInterfaceExecutors(ctx: AppContext, executors: DataInterfaceExecutors): void {
  injected.set(ctx, { ...injected.get(ctx), ...executors });
}

export function executorsOf(ctx: AppContext): DataInterfaceExecutors {
  return injected.get(ctx) ?? {};
}
