import type { FormEngineMessageKey, MessageParams } from '../messages.ts';
import { isEmptyValue } from '../validation/value-checks.ts';
import type { FormModel } from './form-model.ts';
import { type FormField, toNumber } from './form-schema.ts';
import type { ShowWhen, ShowWhenCondition } from './show-when-schema.ts';

/**
 * Visibility rules (`__config__.showWhen`) of a design. A main-form field is shown while its own rule and
 * the rules of every container around it hold. A rule reads the current values of main-form fields, where
 * a field hidden by its own rules counts as empty (its value is not stored), so rules chain the way the
 * user sees the form. Rules are acyclic (checked when the design is parsed), so every chain ends.
 */
export interface VisibilityIndex {
  /** For each main-form value field with rules: its containers' rules and its own, outermost first. */
  rulesOf: ReadonlyMap<string, readonly ShowWhen[]>;
}

export interface VisibilityIssue {
  path: string;
  key: FormEngineMessageKey;
  params: MessageParams;
}

type FormValues = Readonly<Record<string, unknown>>;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** One condition on a value; numbers and numeric text compare equal (`1` and `'1'`). */
function conditionHolds(condition: ShowWhenCondition, actual: unknown): boolean {
  const isEmpty = isEmptyValue(actual);
  switch (condition.operator) {
    case 'empty':
      return isEmpty;
    case 'notEmpty':
      return !isEmpty;
    case 'gt':
    case 'lt': {
      const number = isEmpty || Array.isArray(actual) ? undefined : toNumber(actual);
      if (number === undefined) return false;
      return condition.operator === 'gt' ? number > condition.value : number < condition.value;
    }
    case 'in':
    case 'notIn': {
      const allowed = new Set(condition.value.map(text));
      const isIn = !isEmpty && asList(actual).some((item) => allowed.has(text(item)));
      return condition.operator === 'in' ? isIn : !isIn;
    }
    case 'eq':
    case 'ne': {
      const have = asList(actual).map(text).sort();
      const want = asList(condition.value).map(text).sort();
      const isEqual = !isEmpty && have.length === want.length && have.every((item, i) => item === want[i]);
      return condition.operator === 'eq' ? isEqual : !isEqual;
    }
  }
}

/** Decides visibility over one record; answers are remembered, so ask one per record state. */
export function visibilityOf(index: VisibilityIndex, record: FormValues) {
  const shown = new Map<string, boolean>();
  const shownValue = (name: string) => (isFieldShown(name) ? record[name] : undefined);
  const ruleHolds = (rule: ShowWhen): boolean => {
    const test = (condition: ShowWhenCondition) => conditionHolds(condition, shownValue(condition.field));
    return rule.match === 'any' ? rule.conditions.some(test) : rule.conditions.every(test);
  };
  function isFieldShown(name: string): boolean {
    const known = shown.get(name);
    if (known !== undefined) return known;
    const result = (index.rulesOf.get(name) ?? []).every(ruleHolds);
    shown.set(name, result);
    return result;
  }
  return { isFieldShown, ruleHolds };
}

/** The main-form fields hidden by rules in this record (none when the design has no rules). */
export function fieldsHiddenByRules(index: VisibilityIndex, record: FormValues): Set<string> {
  const hidden = new Set<string>();
  if (index.rulesOf.size === 0) return hidden;
  const { isFieldShown } = visibilityOf(index, record);
  for (const name of index.rulesOf.keys()) if (!isFieldShown(name)) hidden.add(name);
  return hidden;
}

/**
 * Containers that place their children themselves (sub-table columns, panes, table-layout rows and
 * cells) rather than as widgets of the grid: a rule there would hide nothing on screen.
 */
const PLACING_CONTAINERS = new Set<string | undefined>([
  'table',
  'tab',
  'collapse',
  'tableGrid',
  'tableGridTr',
]);

/**
 * Builds the index of a design and checks its rules: a rule sits on a widget of the grid outside
 * sub-tables and names main-form fields that are not calculated; no field's visibility may depend on
 * itself, directly or through others.
 */
export function analyzeVisibilityRules(model: Pick<FormModel, 'design' | 'fields'>): {
  visibility: VisibilityIndex;
  issues: VisibilityIssue[];
} {
  const issues: VisibilityIssue[] = [];
  const readable = new Map(model.fields.map((entry) => [entry.name, entry]));
  const rulesOf = new Map<string, ShowWhen[]>();
  const walk = (nodes: readonly FormField[], basePath: string, chain: ShowWhen[], parent?: FormField) => {
    const parentKey = parent?.__config__.jnpfKey;
    const inTable = parentKey === 'table';
    nodes.forEach((node, position) => {
      const path = `${basePath}[${position}]`;
      const config = node.__config__;
      const rule = config.showWhen ?? undefined;
      let own = chain;
      if (rule && PLACING_CONTAINERS.has(parentKey)) {
        issues.push({
          path: `${path}.__config__.showWhen`,
          key: 'formEngine.design.rulePlacement',
          params: {},
        });
      } else if (rule) {
        rule.conditions.forEach(({ field }, i) => {
          const target = readable.get(field);
          if (target && target.kind !== 'calculate') return;
          const at = `${path}.__config__.showWhen.conditions[${i}].field`;
          issues.push({ path: at, key: 'formEngine.design.ruleUnknownField', params: { field } });
        });
        own = [...chain, rule];
      }
      const name = node.__vModel__;
      if (!inTable && name && readable.has(name) && own.length > 0) rulesOf.set(name, own);
      walk(config.children ?? [], `${path}.__config__.children`, own, node);
    });
  };
  walk(model.design.fields, 'fields', []);
  if (issues.length === 0) issues.push(...cycleIssues(rulesOf, model));
  return { visibility: { rulesOf }, issues };
}

/** Fields whose rules read, directly or through other fields' rules, their own value. */
function cycleIssues(rulesOf: Map<string, ShowWhen[]>, model: Pick<FormModel, 'fields'>): VisibilityIssue[] {
  const reads = (name: string) =>
    (rulesOf.get(name) ?? []).flatMap((rule) => rule.conditions.map((c) => c.field));
  const state = new Map<string, 'visiting' | 'done'>();
  const inCycle = new Set<string>();
  const visit = (name: string, trail: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      for (const member of trail.slice(trail.indexOf(name))) inCycle.add(member);
      return;
    }
    state.set(name, 'visiting');
    for (const next of reads(name)) visit(next, [...trail, name]);
    state.set(name, 'done');
  };
  for (const name of rulesOf.keys()) visit(name, []);
  const fields = [...inCycle].join(', ');
  return model.fields
    .filter((entry) => inCycle.has(entry.name))
    .map((entry) => ({
      path: entry.field.__config__.showWhen ? `${entry.designPath}.__config__.showWhen` : entry.designPath,
      key: 'formEngine.design.ruleCycle' as const,
      params: { fields },
    }));
}
