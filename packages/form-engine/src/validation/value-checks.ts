import { FILE_SIZE_UNITS, type FileSizeUnit, formatDate } from '@platform/contracts';
import {
  hasStaticOptions,
  isMultiple,
  isOptionPath,
  optionKeysOf,
  optionValues,
  staticOptionsOf,
} from '../field-options.ts';
import type { FormEngineMessageKey, MessageParams } from '../messages.ts';
import type { FieldEntry } from '../schema/form-model.ts';
import { type FormField, toNumber } from '../schema/form-schema.ts';
import { compilePattern } from '../schema/reg-rule.ts';
import { acceptedExtensions, extensionOf, IMAGE_EXTENSIONS, isFileItem } from './file-rules.ts';

/** A failed rule before it is put into words: the message key and its values. */
export interface ValueIssue {
  key: FormEngineMessageKey;
  params?: MessageParams;
  /** The configured text of a failed pattern, used as is. */
  text?: string;
}

export interface CheckContext {
  /** IANA zone used to write date bounds into messages; the runtime's zone when unset. */
  timeZone?: string;
}

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
const TIME_TEXT = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Digits after the decimal point of a number as written ("1.50" counts 1, 1e-7 counts 7). */
function decimalPlaces(value: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** Time bounds lacking seconds get `:00` (08:30 is 08:30:00), as the original picker reads them. */
function normalizeTime(text: string): string {
  return text.length === 5 ? `${text}:00` : text;
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

function dateBound(value: number, field: FormField, context: CheckContext): ValueIssue[] {
  const format = field.format || 'yyyy-MM-dd HH:mm:ss';
  const show = (time: number) => formatDate(time, format, { timeZone: context.timeZone });
  const min = toNumber(field.startTime);
  const max = toNumber(field.endTime);
  if (min !== undefined && value < min)
    return [{ key: 'formEngine.value.dateBefore', params: { min: show(min) } }];
  if (max !== undefined && value > max)
    return [{ key: 'formEngine.value.dateAfter', params: { max: show(max) } }];
  return [];
}

/** Time bounds: startTime/endTime, or the 3.4 picker's `selectableRange` "HH:mm:ss-HH:mm:ss". */
function timeBounds(field: FormField): { min?: string; max?: string } {
  const text = (bound: unknown) =>
    typeof bound === 'string' && TIME_TEXT.test(bound) ? normalizeTime(bound) : undefined;
  let min = text(field.startTime);
  let max = text(field.endTime);
  const range = field['picker-options']?.selectableRange;
  const first = Array.isArray(range) ? range[0] : range;
  if (min === undefined && max === undefined && typeof first === 'string') {
    const [from, to] = first.split('-').map((part) => part.trim());
    min = text(from);
    max = text(to);
  }
  return { min, max };
}

function timeBound(value: string, field: FormField): ValueIssue[] {
  const { min, max } = timeBounds(field);
  const time = normalizeTime(value);
  if (min !== undefined && time < min) return [{ key: 'formEngine.value.dateBefore', params: { min } }];
  if (max !== undefined && time > max) return [{ key: 'formEngine.value.dateAfter', params: { max } }];
  return [];
}

function checkPair<T>(
  value: unknown,
  isItem: (item: unknown) => item is T,
  bound: (item: T) => ValueIssue[],
  isOrdered: (start: T, end: T) => boolean,
): ValueIssue[] {
  if (!Array.isArray(value) || value.length !== 2 || !value.every(isItem)) {
    return [{ key: 'formEngine.value.invalidType' }];
  }
  const [start, end] = value as [T, T];
  const bounds = [...bound(start), ...bound(end)];
  if (bounds.length > 0) return bounds.slice(0, 1);
  return isOrdered(start, end) ? [] : [{ key: 'formEngine.value.rangeOrder' }];
}

const isTimeText = (item: unknown): item is string => typeof item === 'string' && TIME_TEXT.test(item);

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

function checkFiles(field: FormField, value: unknown, isImage: boolean): ValueIssue[] {
  if (!Array.isArray(value) || !value.every(isFileItem)) return [{ key: 'formEngine.value.fileShape' }];
  const limit = toNumber(field.limit);
  if (limit !== undefined && limit > 0 && value.length > limit) {
    return [
      {
        key: isImage ? 'formEngine.value.tooManyImages' : 'formEngine.value.tooManyFiles',
        params: { limit },
      },
    ];
  }
  const size = toNumber(field.fileSize);
  const unit = (field.sizeUnit && field.sizeUnit in FILE_SIZE_UNITS ? field.sizeUnit : 'MB') as FileSizeUnit;
  const allowed = isImage ? new Set<string>(IMAGE_EXTENSIONS) : acceptedExtensions(field.accept);
  for (const file of value) {
    if (size !== undefined && size > 0 && (file.fileSize ?? 0) > size * FILE_SIZE_UNITS[unit]) {
      return [
        {
          key: isImage ? 'formEngine.value.imageTooLarge' : 'formEngine.value.fileTooLarge',
          params: { size, unit },
        },
      ];
    }
    if (allowed && !allowed.has(extensionOf(file.name))) {
      return isImage
        ? [{ key: 'formEngine.value.notImage' }]
        : [{ key: 'formEngine.value.fileType', params: { types: field.accept ?? '' } }];
    }
  }
  return [];
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
