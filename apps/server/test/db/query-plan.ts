import { type SQL, sql } from 'drizzle-orm';
import type { TestApp } from '../build-test-app.ts';

/** A node of a plan as EXPLAIN (ANALYZE, FORMAT JSON) gives it. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

export function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** Every node of the query's plan, as run. */
export async function planNodes(t: TestApp, query: SQL): Promise<PlanNode[]> {
  const result = await t.ctx.db.execute(sql`explain (analyze, format json) ${query}`);
  const [row] = (result as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
  const plan = row?.['QUERY PLAN'][0].Plan;
  if (!plan) throw new Error('no plan');
  return nodesOf(plan);
}

/** Rows a node read: those it returned and those its filter removed. */
export const rowsOf = (node: PlanNode) => (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0);
