import { badRequest } from '../../../../http/app-error.ts';
import type { SourceDialect } from '../../data-source/source-client.ts';
import { type BoundSql, type PgCast, quoteIdentifier, SqlBinder } from './sql-binder.ts';
import { type ParameterInput, resolveParameters } from './sql-parameters.ts';
import { singleStatement } from './sql-tokens.ts';

/** The system variables an interface's SQL may use (`@user`, `@organization`…), from the caller's session. */
export interface SystemVariables {
  user?: string;
  currentUsersAndSubordinates?: readonly string[];
  organization?: string;
  currentOrganizationAndSuborganization?: readonly string[];
  chargeorganization?: readonly string[];
  currentChargeorganizationAndSuborganization?: readonly string[];
  offsetSize?: number;
  pageSize?: number;
  keyword?: string;
  /** A column name (回显字段), written as a quoted identifier, not bound. */
  showKey?: string;
  showValue?: unknown;
}

export interface SqlContext {
  system?: SystemVariables;
  /** Interface variables (`{@name}`), already evaluated. */
  variables?: Readonly<Record<string, unknown>>;
}

const LIST_VARIABLES = [
  'currentUsersAndSubordinates',
  'currentOrganizationAndSuborganization',
  'currentChargeorganizationAndSuborganization',
  'chargeorganization',
] as const;
const SCALAR_VARIABLES = [
  'user',
  'organization',
  'offsetSize',
  'pageSize',
  'keyword',
  'showKey',
  'showValue',
] as const;
type ListVariable = (typeof LIST_VARIABLES)[number];
type ScalarVariable = (typeof SCALAR_VARIABLES)[number];

const names = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length).join('|');
/** `IN (@list)` / `NOT IN (@list)`, `{@variable}`, `{field}`, `@system`, in that order of preference. */
const PLACEHOLDER = new RegExp(
  [
    `(?<![\\w$])(not\\s+)?in\\s*\\(\\s*@(${names(LIST_VARIABLES)})\\s*\\)`,
    '\\{@([A-Za-z_][\\w]*)\\}',
    '\\{([A-Za-z_][\\w]*)\\}',
    `(?<![\\w@])@(${names([...LIST_VARIABLES, ...SCALAR_VARIABLES])})(?![\\w])`,
  ].join('|'),
  'gi',
);
/** The variable's own spelling for a name matched in any letter case (`@USER` is `@user`). */
const CANONICAL = new Map([...LIST_VARIABLES, ...SCALAR_VARIABLES].map((name) => [name.toLowerCase(), name]));
const canonical = (name: string) => CANONICAL.get(name.toLowerCase()) ?? name;
/** Placeholders the author wrote by hand would shift the bound values. */
const HAND_WRITTEN_MARKER = { postgres: /\$\d/, mysql: /\?/ } as const;
const SIMPLE_IDENTIFIER = /^[A-Za-z_][\w]*$/;
const isListVariable = (name: string): name is ListVariable =>
  (LIST_VARIABLES as readonly string[]).includes(name);

const SCALAR_CAST: Record<ScalarVariable, PgCast> = {
  user: 'text',
  organization: 'text',
  offsetSize: 'bigint',
  pageSize: 'bigint',
  keyword: 'text',
  showKey: 'text',
  showValue: 'text',
};

function scalarVariable(name: ScalarVariable, system: SystemVariables, binder: SqlBinder): string {
  if (name === 'showKey') {
    if (!system.showKey || !SIMPLE_IDENTIFIER.test(system.showKey))
      throw badRequest('dataInterfaceSql.showKeyInvalid');
    return quoteIdentifier(system.showKey, binder.dialect);
  }
  const value = name === 'keyword' ? (system.keyword ?? '') : system[name];
  return binder.scalar(value ?? null, SCALAR_CAST[name], `@${name}`);
}

/**
 * Turns an interface's SQL template into one bound statement. `{field}` takes the declared parameter's
 * typed value, `{@name}` an interface variable, `@user`… a system variable; a list variable inside
 * `IN (…)` becomes `= ANY($n)` on postgres and `IN (?, ?…)` on mysql. Text inside quotes or comments is
 * never rewritten, and no value is ever pasted into the SQL.
 */
export function bindInterfaceSql(
  template: string,
  parameters: ParameterInput,
  context: SqlContext,
  dialect: SourceDialect,
): BoundSql {
  const pieces = singleStatement(template, dialect);
  const resolved = resolveParameters(parameters);
  const system = context.system ?? {};
  const binder = new SqlBinder(dialect);
  const replace = (
    whole: string,
    not?: string,
    listMatch?: string,
    variable?: string,
    field?: string,
    sysMatch?: string,
  ) => {
    const inList = listMatch && canonical(listMatch);
    const sys = sysMatch && canonical(sysMatch);
    if (inList) {
      const items = system[inList as ListVariable] ?? [];
      if (dialect === 'mysql') return `${not ? 'NOT ' : ''}IN (${binder.list(items)})`;
      return `${not ? '<> ALL' : '= ANY'}(${binder.list(items, `@${inList}`)})`;
    }
    if (variable) {
      if (!context.variables || !(variable in context.variables)) {
        throw badRequest('dataInterfaceSql.variableUnknown', { name: variable });
      }
      return binder.scalar(context.variables[variable] ?? null, 'text', `{@${variable}}`);
    }
    if (field) {
      const parameter = resolved.get(field);
      if (!parameter) throw badRequest('dataInterfaceSql.paramUndeclared', { name: field });
      return binder.scalar(parameter.value, parameter.cast, `{${field}}`);
    }
    if (sys) {
      if (isListVariable(sys)) return binder.list(system[sys] ?? [], `@${sys}`);
      return scalarVariable(sys as ScalarVariable, system, binder);
    }
    return whole;
  };
  const text = pieces
    .map((piece) => {
      if (piece.kind !== 'code') return piece.text;
      if (HAND_WRITTEN_MARKER[dialect].test(piece.text))
        throw badRequest('dataInterfaceSql.handWrittenPlaceholder');
      return piece.text.replace(PLACEHOLDER, replace);
    })
    .join('')
    .trim();
  return { text, values: binder.values };
}
