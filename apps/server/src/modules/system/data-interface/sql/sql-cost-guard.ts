import { badRequest } from '../../../../http/app-error.ts';
import type { SourceSession } from '../../data-source/source-client.ts';
import { tokenizeSql } from './sql-tokens.ts';

/*
 * A source that cannot stop a running statement (the embedded PGlite database: WebAssembly in the server's
 * own thread, no signals, so no statement_timeout) would let one heavy interface query block the whole
 * server. On such a source every statement of an interface is first planned with EXPLAIN (same text, same
 * bound values; nothing runs) and refused when the planner expects more work than the caps allow, and
 * WITH RECURSIVE is refused outright (the planner guesses its row count, it cannot bound it). Sources that
 * enforce a statement timeout (PostgreSQL, MySQL/MariaDB) are not planned: their timeout stops the query.
 *
 * The caps are in the planner's cost units. On PGlite one unit takes about 10 µs for a table scan and up
 * to 160 µs for generated rows (generate_series), so 50,000 units stays within a few seconds while sorting,
 * joining and counting tables of a few hundred thousand rows passes (200,000 rows sorted: about 25,000).
 * The estimate is only as good as the planner's statistics. generate_series is the one function that makes
 * rows from nothing: when its bounds come from the data or a subquery the planner guesses 1,000 rows, so
 * such a call is refused too (bounds written in the statement or bound from parameters are estimated).
 */

/** Highest total cost of a statement's plan on a source without a statement timeout. */
export const MAX_UNTIMED_PLAN_COST = 50_000;
/** Most rows any step of the plan may expect on a source without a statement timeout. */
export const MAX_UNTIMED_PLAN_ROWS = 5_000_000;

interface PlanNode {
  'Node Type'?: string;
  'Total Cost'?: number;
  'Plan Rows'?: number;
  'Function Name'?: string;
  'Function Call'?: string;
  Output?: string[];
  Plans?: PlanNode[];
}

const WITH_RECURSIVE = /\bwith\s+recursive\b/i;

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** The most rows any node of the plan expects. */
const largestRowEstimate = (plan: PlanNode) =>
  Math.max(...[...nodesOf(plan)].map((n) => n['Plan Rows'] ?? 0));

const SERIES_CALL = /\bgenerate_series\s*\(/i;
/** In a call as EXPLAIN VERBOSE prints it (literals removed): a column (`alias.column`), a subquery or a parameter. */
const RUNTIME_VALUE = /InitPlan|SubPlan|\$\d|[A-Za-z_"]\s*\./;
const withoutLiterals = (text: string) => text.replace(/'(?:[^']|'')*'/g, "''");

/** Whether the plan calls generate_series with bounds known only while running (guessed at 1,000 rows). */
function hasUnboundedSeries(plan: PlanNode): boolean {
  return [...nodesOf(plan)].some((node) => {
    const calls =
      node['Function Name'] === 'generate_series'
        ? [node['Function Call'] ?? '']
        : node['Node Type'] === 'ProjectSet'
          ? (node.Output ?? [])
          : [];
    return calls.some((call) => SERIES_CALL.test(call) && RUNTIME_VALUE.test(withoutLiterals(call)));
  });
}

/** Parses the single row EXPLAIN (FORMAT JSON) answers: PGlite gives the JSON value, pg may give text. */
function planOf(rows: Record<string, unknown>[]): PlanNode {
  const value = rows[0]?.['QUERY PLAN'];
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  const plan = (parsed as { Plan?: PlanNode }[] | undefined)?.[0]?.Plan;
  if (!plan) throw new Error('EXPLAIN answered no plan');
  return plan;
}

/** Refuses a statement the source could not stop in time; resolves when it may run. */
export async function assertPlanWithinCaps(
  session: SourceSession,
  sql: string,
  values: readonly unknown[],
): Promise<void> {
  // Only code counts: quoted text and comments (read as a space) cannot make or hide the keywords.
  const code = tokenizeSql(sql, session.dialect)
    .map((piece) => (piece.kind === 'code' ? piece.text : ' '))
    .join('');
  if (WITH_RECURSIVE.test(code)) throw badRequest('dataInterfaceSql.recursiveRefused');
  const plan = planOf((await session.query(`EXPLAIN (FORMAT JSON, VERBOSE) ${sql}`, values)).rows);
  if (hasUnboundedSeries(plan)) throw badRequest('dataInterfaceSql.unboundedSeries');
  const cost = plan['Total Cost'] ?? 0;
  const rows = largestRowEstimate(plan);
  if (cost > MAX_UNTIMED_PLAN_COST || rows > MAX_UNTIMED_PLAN_ROWS) {
    throw badRequest('dataInterfaceSql.tooHeavy', {
      cost: Math.round(cost),
      maxCost: MAX_UNTIMED_PLAN_COST,
      rows: Math.round(rows),
      maxRows: MAX_UNTIMED_PLAN_ROWS,
    });
  }
}

/** The session itself, or one that checks each statement's plan first when the source has no timeout. */
export function costGuardedSession(session: SourceSession, hasStatementTimeout: boolean): SourceSession {
  if (hasStatementTimeout) return session;
  return {
    dialect: session.dialect,
    async query(sql, values = []) {
      await assertPlanWithinCaps(session, sql, values);
      return session.query(sql, values);
    },
  };
}
