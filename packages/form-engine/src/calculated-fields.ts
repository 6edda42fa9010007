import { expressionReferences, parseExpression } from './expression/expression.ts';
import type { FormEngineMessageKey, MessageParams } from './messages.ts';
import type { CalculatedEntry, FieldEntry, FormModel } from './schema/form-model.ts';

export interface CalculatedIssue {
  /** Design path of the calculated widget's expression. */
  path: string;
  key: FormEngineMessageKey;
  params: MessageParams;
}

/**
 * Which refs an expression may read: every value field except whole sub-tables, every sub-table column as
 * `table.column`. A column may be read from the main form (summed) or from a row of its table.
 */
function isReadable(target: FieldEntry | undefined): boolean {
  return target !== undefined && target.kind !== 'subTable';
}

/**
 * Compiles every calculated field of the model: syntax, unknown refs, self references and cycles are
 * reported; the valid ones come back in an order where each follows the calculated fields it reads, with
 * the reverse index of which calculated fields depend on each ref.
 */
export function analyzeCalculatedFields(model: Omit<FormModel, 'calculated' | 'dependents' | 'visibility'>): {
  calculated: CalculatedEntry[];
  dependents: Map<string, string[]>;
  issues: CalculatedIssue[];
} {
  const issues: CalculatedIssue[] = [];
  const compiled = new Map<string, CalculatedEntry>();
  for (const entry of model.byRef.values()) {
    if (entry.kind !== 'calculate') continue;
    const path = `${entry.designPath}.expression`;
    const result = parseExpression(entry.field.expression ?? []);
    if (!result.ok) {
      issues.push({ path, ...result.error });
      continue;
    }
    const dependsOn = expressionReferences(result.ast);
    const unknown = dependsOn.find((ref) => !isReadable(model.byRef.get(ref)));
    if (unknown !== undefined) {
      issues.push({ path, key: 'formEngine.expression.unknownField', params: { field: unknown } });
      continue;
    }
    if (dependsOn.includes(entry.ref)) {
      issues.push({ path, key: 'formEngine.expression.selfReference', params: { field: entry.ref } });
      continue;
    }
    compiled.set(entry.ref, { entry, ast: result.ast, dependsOn });
  }

  // Depth-first topological sort over calculated fields; a back edge is a cycle.
  const ordered: CalculatedEntry[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const inCycle = new Set<string>();
  const visit = (ref: string, trail: string[]): void => {
    const node = compiled.get(ref);
    if (!node || state.get(ref) === 'done') return;
    if (state.get(ref) === 'visiting') {
      const cycle = trail.slice(trail.indexOf(ref));
      for (const member of cycle) inCycle.add(member);
      return;
    }
    state.set(ref, 'visiting');
    for (const dependency of node.dependsOn) visit(dependency, [...trail, ref]);
    state.set(ref, 'done');
    ordered.push(node);
  };
  for (const ref of compiled.keys()) visit(ref, []);
  for (const ref of inCycle) {
    const node = compiled.get(ref) as CalculatedEntry;
    issues.push({
      path: `${node.entry.designPath}.expression`,
      key: 'formEngine.expression.cycle',
      params: { fields: [...inCycle].join(', ') },
    });
  }
  const calculated = ordered.filter((node) => !inCycle.has(node.entry.ref));

  // Reverse index, transitive: a change of `price` recomputes `amount`, then `total` that reads `amount`.
  const dependents = new Map<string, string[]>();
  for (const node of calculated) {
    const seen = new Set<string>();
    const collect = (refs: string[]) => {
      for (const ref of refs) {
        if (seen.has(ref)) continue;
        seen.add(ref);
        const list = dependents.get(ref) ?? [];
        list.push(node.entry.ref);
        dependents.set(ref, list);
        collect(compiled.get(ref)?.dependsOn ?? []);
      }
    };
    collect(node.dependsOn);
  }
  const order = new Map(calculated.map((node, index) => [node.entry.ref, index]));
  for (const [ref, list] of dependents) {
    dependents.set(
      ref,
      [...new Set(list)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
    );
  }
  return { calculated, dependents, issues };
}
