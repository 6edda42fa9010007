import { badRequest } from '../../../../http/app-error.ts';
import type { PgCast } from './sql-binder.ts';

/** A declared interface parameter, in the original client's shape. */
export interface InterfaceParameter {
  field: string;
  fieldName?: string;
  /** varchar, int, datetime or decimal; anything else is treated as varchar. */
  dataType: string;
  required?: number | boolean;
  defaultValue?: unknown;
}

/** The declared parameters and the values a caller supplied for them (by field name). */
export interface ParameterInput {
  definitions: readonly InterfaceParameter[];
  values?: Readonly<Record<string, unknown>>;
}

export interface CoercedParameter {
  value: unknown;
  cast: PgCast;
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const CAST_OF: Record<string, PgCast> = { int: 'bigint', decimal: 'numeric', datetime: 'timestamptz' };

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

function invalid(parameter: InterfaceParameter): never {
  throw badRequest('dataInterfaceSql.paramInvalid', {
    name: parameter.fieldName || parameter.field,
    type: parameter.dataType,
  });
}

/** A number-like value as text, so large integers and decimals keep every digit. */
function numberText(value: unknown, pattern: RegExp, parameter: InterfaceParameter): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : String(value).trim();
  if (!pattern.test(text)) invalid(parameter);
  return text;
}

/** Epoch milliseconds (number or digits) or a date text the JavaScript parser reads. */
function dateValue(value: unknown, parameter: InterfaceParameter): Date {
  const text = String(value).trim();
  const date = INTEGER.test(text) ? new Date(Number(text)) : new Date(text);
  if (Number.isNaN(date.getTime())) invalid(parameter);
  return date;
}

function coerce(value: unknown, parameter: InterfaceParameter): CoercedParameter {
  switch (parameter.dataType) {
    case 'int':
      return { value: numberText(value, INTEGER, parameter), cast: 'bigint' };
    case 'decimal':
      return { value: numberText(value, DECIMAL, parameter), cast: 'numeric' };
    case 'datetime':
      return { value: dateValue(value, parameter), cast: 'timestamptz' };
    default:
      if (typeof value === 'object') invalid(parameter);
      return { value: String(value), cast: 'text' };
  }
}

/**
 * The value bound for each declared parameter: the supplied value, else its default; a required parameter
 * with neither is refused, an optional one is NULL. Values are typed by the declaration, never pasted.
 */
export function resolveParameters(input: ParameterInput): Map<string, CoercedParameter> {
  const resolved = new Map<string, CoercedParameter>();
  for (const parameter of input.definitions) {
    const supplied = input.values?.[parameter.field];
    const value = isAbsent(supplied) ? parameter.defaultValue : supplied;
    if (isAbsent(value)) {
      if (parameter.required === 1 || parameter.required === true) {
        throw badRequest('dataInterfaceSql.paramRequired', { name: parameter.fieldName || parameter.field });
      }
      resolved.set(parameter.field, { value: null, cast: CAST_OF[parameter.dataType] ?? 'text' });
      continue;
    }
    resolved.set(parameter.field, coerce(value, parameter));
  }
  return resolved;
}
