import type { AppContext } from '../app-context.ts';
import type { SessionUser } from './route.ts';

/*
 * Before/after for administrative writes that do not go through the record kit (settings, grants,
 * actions on users, menus, jobs, …): the route names how to read its record, and the write is logged
 * with the record as it was before the handler and as it is after it. A failed write logs nothing
 * here (the request log has it). Secret fields are masked by the log writer.
 */

export interface RouteAudit<P = unknown, B = unknown> {
  /** The kind of record, as the operation log names it (its table, as the record kit does). */
  module: string;
  /** The log's action; by default from the method: POST create, PUT update, DELETE remove. */
  action?: string;
  /**
   * The record's id; by default the path's `id`, else the `id` of the answer (a create). A route that
   * changes one fixed record (the system configuration) answers its name.
   */
  recordId?(input: { params: P; body: B }): string | undefined;
  /** The record as the log keeps it, or undefined when there is none (before a create, after a delete). */
  load(ctx: AppContext, id: string, input: { params: P; body: B }): Promise<unknown>;
}

const ACTION_OF_METHOD: Record<string, string> = { POST: 'create', PUT: 'update', DELETE: 'remove' };

function idOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('id' in value)) return undefined;
  const { id } = value as { id: unknown };
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The `data` of a handler's answer (plain, or wrapped with a message by `ok`). */
const dataOf = (result: unknown): unknown =>
  typeof result === 'object' && result !== null && 'data' in result
    ? (result as { data: unknown }).data
    : result;

/** Runs a route's handler between two reads of its record, then hands both to the operation log. */
export async function runAudited(
  ctx: AppContext,
  audit: RouteAudit,
  call: { method: string; user: SessionUser | undefined; params: unknown; body: unknown },
  handle: () => Promise<unknown>,
): Promise<unknown> {
  const { user } = call;
  if (!user || !ctx.systemLog) return handle();
  const givenId = audit.recordId ? audit.recordId(call) : idOf(call.params);
  const before = givenId ? ((await audit.load(ctx, givenId, call)) ?? null) : null;
  const result = await handle();
  const recordId = givenId ?? idOf(dataOf(result));
  const after = recordId ? ((await audit.load(ctx, recordId, call)) ?? null) : null;
  ctx.systemLog.operation({
    userId: user.userId,
    account: user.account,
    moduleName: audit.module,
    action: audit.action ?? ACTION_OF_METHOD[call.method] ?? call.method.toLowerCase(),
    recordId: recordId ?? '',
    before,
    after,
  });
  return result;
}
