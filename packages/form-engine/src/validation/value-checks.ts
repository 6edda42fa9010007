import {
  hasStaticOptions,
  isMultiple,
  isOptionPath,
  optionKeysOf,
  optionValues,
  staticOptionsOf,
} from '../field-options.ts';
import type { FieldEntry } from '../schema/form-model.ts';
import { type FormField, toNumber } from '../schema/form-schema.ts';
import { compilePattern } from '../schema/reg-rule.ts';
import { checkFiles } from './file-checks.ts';
import { checkPair, dateBound, isTimeText, normalizeTime, timeBound } from './time-checks.ts';
import type { CheckContext, ValueIssue } from './value-issue.ts';

/** Empty as the original's required rule sees it: null, undefined, '', or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isScalar = (value: unknown): value is string | number =>
  typeof value === 'string' || isFiniteNumber(value);

/** Digits after the decimal point of a number as written ("1.50" counts 1, 1e-7 counts 7). */
function decimalPlaces(value: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

function regListIssues(field: FormField, text: string): ValueIssue[] {
  const issues: ValueIssue[] = [];
  for (const rule of field.__config__.regList ?? []) {
    const pattern = compilePattern(rule.pattern);
    if (pattern && !pattern.test(text)) {
      issues.push(
        rule.message
          ? { key: 'formEngine.value.pattern', text: rule.message }
          : { key: 'formEngine.value.pattern' },
      );
    }
  }
  return issues;
}

function rangeIssues(value: number, min: number | undefined, max: number | undefined): ValueIssue[] {
  if (min !== undefined && value < min) return [{ key: 'formEngine.value.tooSmall', params: { min } }];
  if (max !== undefined && value > max) return [{ key: 'formEngine.value.tooLarge', params: { max } }];
  return [];
}

function checkText(field: FormField, value: unknown): ValueIssue[] {
  if (typeof value !== 'string') return [{ key: 'formEngine.value.invalidType' }];
  const max = toNumber(field.maxlength);
  if (max !== undefined && max > 0 && [...value].length > max) {
    return [{ key: 'formEngine.value.tooLong', params: { max } }];
  }
  return regListIssues(field, value);
}

function checkNumber(field: FormField, value: unknown): ValueIssue[] {
  if (!isFiniteNumber(value)) return [{ key: 'formEngine.value.invalidType' }];
  const range = rangeIssues(value, toNumber(field.min), toNumber(field.max));
  if (range.length > 0) return range;
  const precision = toNumber(field.precision);
  if (precision !== undefined && precision >= 0 && decimalPlaces(value) > precision) {
    return [{ key: 'formEngine.value.precision', params: { precision } }];
  }
  return regListIssues(field, String(value));
}

function checkSwitch(field: FormField, value: unknown): ValueIssue[] {
  const on = field['active-value'] ?? field.activeValue ?? 1;
  const off = field['inactive-value'] ?? field.inactiveValue ?? 0;
  const allowed = [String(on), String(off)];
  return isScalar(value) || typeof value === 'boolean'
    ? allowed.includes(String(value))
      ? []
      : [{ key: 'formEngine.value.switchValue' }]
    : [{ key: 'formEngine.value.invalidType' }];
}

/** Radio, select, checkbox: each chosen value must be one of the static options. */
function checkOptions(field: FormField, value: unknown, isList: boolean): ValueIssue[] {
  const items = isList ? value : [value];
  if (!Array.isArray(items) || !items.every(isScalar)) return [{ key: 'formEngine.value.invalidType' }];
  if (!hasStaticOptions(field)) return [];
  const allowed = optionValues(staticOptionsOf(field), optionKeysOf(field));
  const missing = items.find((item) => !allowed.has(String(item)));
  return missing === undefined
    ? []
    : [{ key: 'formEngine.value.notInOptions', params: { value: String(missing) } }];
}

/** Cascader: a path from a root option down the tree; a list of paths when multiple. */
function checkCascader(field: FormField, value: unknown): ValueIssue[] {
  if (!Array.isArray(value)) return [{ key: 'formEngine.value.invalidType' }];
  const paths: unknown[] = isMultiple(field) ? value : [value];
  if (!paths.every((path) => Array.isArray(path) && path.length > 0 && path.every(isScalar))) {
    return [{ key: 'formEngine.value.invalidType' }];
  }
  if (!hasStaticOptions(field)) return [];
  const options = staticOptionsOf(field);
  const keys = optionKeysOf(field);
  const wrong = (paths as unknown[][]).find((path) => !isOptionPath(options, keys, path));
  return wrong === undefined
    ? []
    : [{ key: 'formEngine.value.notInOptions', params: { value: wrong.join('/') } }];
}

/** Number range: [min, max] where either bound may be empty; both present must be in order. */
function checkNumRange(value: unknown): ValueIssue[] {
  const isBound = (item: unknown) =>
    item === null || item === undefined || item === '' || isFiniteNumber(item);
  if (!Array.isArray(value) || value.length !== 2 || !value.every(isBound)) {
    return [{ key: 'formEngine.value.invalidType' }];
  }
  const [min, max] = value;
  return isFiniteNumber(min) && isFiniteNumber(max) && min > max
    ? [{ key: 'formEngine.value.rangeOrder' }]
    : [];
}

function checkRate(field: FormField, value: unknown): ValueIssue[] {
  if (!isFiniteNumber(value)) return [{ key: 'formEngine.value.invalidType' }];
  const range = rangeIssues(value, 0, toNumber(field.max) ?? 5);
  if (range.length > 0) return range;
  const step = field['allow-half'] || field.allowHalf ? 0.5 : 1;
  return Number.isInteger(value / step) ? [] : [{ key: 'formEngine.value.step', params: { step } }];
}

function checkSlider(field: FormField, value: unknown): ValueIssue[] {
  const values = field.range ? value : [value];
  if (!Array.isArray(values) || values.length !== (field.range ? 2 : 1) || !values.every(isFiniteNumber)) {
    return [{ key: 'formEngine.value.invalidType' }];
  }
  const min = toNumber(field.min) ?? 0;
  const max = toNumber(field.max) ?? 100;
  return values.flatMap((item) => rangeIssues(item, min, max)).slice(0, 1);
}

/** Organization, user, popup and relation pickers: ids, a list of ids, or a list of id paths. */
function checkPicker(value: unknown): ValueIssue[] {
  if (isScalar(value)) return [];
  const isIdOrPath = (item: unknown) => isScalar(item) || (Array.isArray(item) && item.every(isScalar));
  return Array.isArray(value) && value.every(isIdOrPath) ? [] : [{ key: 'formEngine.value.invalidType' }];
}

/** Area: a path of area ids no deeper than the level (0 province ... 3 street, default 2); a list when multiple. */
function checkArea(field: FormField, value: unknown): ValueIssue[] {
  if (!Array.isArray(value)) return [{ key: 'formEngine.value.invalidType' }];
  const paths: unknown[] = field.multiple ? value : [value];
  const depth = (toNumber(field.level) ?? 2) + 1;
  const isPath = (path: unknown) =>
    Array.isArray(path) && path.length > 0 && path.length <= depth && path.every(isScalar);
  return paths.every(isPath) ? [] : [{ key: 'formEngine.value.invalidType' }];
}

/**
 * Checks one non-empty value of a widget that the user fills in. Empty values and the required rule are
 * handled by the caller; calculated, system and sub-table widgets never reach here.
 */
export function checkValue(entry: FieldEntry, value: unknown, context: CheckContext): ValueIssue[] {
  const { field } = entry;
  switch (entry.kind) {
    case 'text':
      return checkText(field, value);
    case 'number':
      return checkNumber(field, value);
    case 'switch':
      return checkSwitch(field, value);
    case 'option':
      return checkOptions(field, value, isMultiple(field));
    case 'multiOption':
      return checkOptions(field, value, true);
    case 'treeSelect':
      return checkOptions(field, value, isMultiple(field));
    case 'cascader':
      return checkCascader(field, value);
    case 'date':
      return isFiniteNumber(value)
        ? dateBound(value, field, context)
        : [{ key: 'formEngine.value.invalidType' }];
    case 'time':
      return isTimeText(value) ? timeBound(value, field) : [{ key: 'formEngine.value.invalidType' }];
    case 'dateRange':
      return checkPair(
        value,
        isFiniteNumber,
        (item) => dateBound(item, field, context),
        (a, b) => a <= b,
      );
    case 'timeRange':
      return checkPair(
        value,
        isTimeText,
        (item) => timeBound(item, field),
        (a, b) => normalizeTime(a) <= normalizeTime(b),
      );
    case 'numRange':
      return checkNumRange(value);
    case 'file':
      return checkFiles(field, value, false);
    case 'image':
      return checkFiles(field, value, true);
    case 'color':
      return typeof value === 'string' ? [] : [{ key: 'formEngine.value.invalidType' }];
    case 'rate':
      return checkRate(field, value);
    case 'slider':
      return checkSlider(field, value);
    case 'picker':
      return checkPicker(value);
    case 'area':
      return checkArea(field, value);
    case 'derived':
      return isScalar(value) ? [] : [{ key: 'formEngine.value.invalidType' }];
    default:
      return [];
  }
}
