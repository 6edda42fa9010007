import { formatDate, formatMessage, type Language } from '@platform/contracts';
import {
  type FieldEntry,
  hasStaticOptions,
  isMultiple,
  optionKeysOf,
  type StaticOption,
  staticOptionsOf,
  switchDesignText,
  switchValues,
  type WidgetKind,
} from '@platform/form-engine';

/*
 * An import cell's text back to the value a save stores, the reverse of the list's cell text: option
 * labels (or values) to values, a cascader path "浙江/杭州" to its values, switch texts to the design's
 * values, numbers, and dates (2024-01-31, 2024/01/31, with an optional time; the sheet reader gives a date cell so)
 * in the platform's time zone to epoch milliseconds. A dynamic or data dictionary's entries are read
 * like options (names or values); options read from data interfaces are taken as typed (their values).
 * What the value then must satisfy is the form engine's check and the dictionaries' membership.
 */

/** Kinds of widget an import fills: those a cell of text can state. */
export const IMPORTABLE_KINDS: ReadonlySet<WidgetKind> = new Set([
  'text',
  'number',
  'switch',
  'option',
  'multiOption',
  'cascader',
  'treeSelect',
  'date',
  'time',
  'rate',
  'slider',
]);

/** Several values in one cell: separated by commas (half or full width), 、 or semicolons. */
const splitList = (text: string) =>
  text
    .split(/[,，、;；]/)
    .map((part) => part.trim())
    .filter(Boolean);

export type CellValueResult = { value: unknown } | { error: string };

/** Every option by its label and by its value (as text), with its value as the design writes it. */
function optionIndex(field: FieldEntry['field'], options: readonly StaticOption[]): Map<string, unknown> {
  const keys = optionKeysOf(field);
  const index = new Map<string, unknown>();
  const visit = (options: readonly StaticOption[]) => {
    for (const option of options) {
      const value = option[keys.value];
      index.set(String(value), value);
      const label = option[keys.label];
      if (label !== undefined && label !== null && !index.has(String(label))) index.set(String(label), value);
      const children = option[keys.children];
      if (Array.isArray(children)) visit(children as StaticOption[]);
    }
  };
  visit(options);
  return index;
}

const DATE_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Epoch milliseconds of a wall-clock time in the time zone. */
function wallClockToEpoch(parts: readonly number[], timeZone: string): number {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const shown = formatDate(guess, 'YYYY-MM-DD-HH-mm-ss', { timeZone }).split('-').map(Number);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = shown;
  return guess - (Date.UTC(y, mo - 1, d, h, mi, s) - guess);
}

function dateValue(text: string, timeZone: string): number | undefined {
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const parts = match.slice(1).map((part) => Number(part ?? 0));
  const [, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return undefined;
  return wallClockToEpoch(parts, timeZone);
}

export interface CellReading {
  lang: Language;
  timeZone: string;
  switchWords: { on: string; off: string };
  /** A dynamic or data dictionary's entries by field name, read before the rows. */
  dictionaryOptions?: ReadonlyMap<string, readonly StaticOption[]>;
}

/** The stored value of one cell's text for its field; an empty cell is left out (undefined). */
export function cellValue(entry: FieldEntry, text: string, reading: CellReading): CellValueResult {
  const label = entry.field.__config__.label || entry.name;
  const refuse = (key: Parameters<typeof formatMessage>[0], value = text) => ({
    error: formatMessage(key, reading.lang, { field: label, value }),
  });
  if (text === '') return { value: undefined };
  switch (entry.kind) {
    case 'number':
    case 'rate':
    case 'slider': {
      const value = Number(text.replace(/,/g, ''));
      return Number.isFinite(value) ? { value } : refuse('onlineDev.importNotNumber');
    }
    case 'date': {
      const value = dateValue(text, reading.timeZone);
      return value === undefined ? refuse('onlineDev.importNotDate') : { value };
    }
    case 'switch': {
      const { on, off } = switchValues(entry.field);
      const onTexts = [switchDesignText(entry.field, true), reading.switchWords.on, String(on)];
      const offTexts = [switchDesignText(entry.field, false), reading.switchWords.off, String(off)];
      if (onTexts.includes(text)) return { value: on };
      if (offTexts.includes(text)) return { value: off };
      return refuse('onlineDev.importOptionUnknown');
    }
    case 'option':
    case 'multiOption':
    case 'treeSelect':
    case 'cascader':
      return choiceValue(entry, text, refuse, reading.dictionaryOptions?.get(entry.name));
    default:
      return { value: text };
  }
}

function choiceValue(
  entry: FieldEntry,
  text: string,
  refuse: (key: 'onlineDev.importOptionUnknown', value: string) => CellValueResult,
  loaded: readonly StaticOption[] | undefined,
): CellValueResult {
  const isList = entry.kind === 'multiOption' || isMultiple(entry.field);
  const items = isList ? splitList(text) : [text];
  if (!hasStaticOptions(entry.field) && !loaded) return { value: isList ? items : text };
  const index = optionIndex(entry.field, loaded ?? staticOptionsOf(entry.field));
  const values: unknown[] = [];
  for (const item of items) {
    // A cascader names its path from the top: 浙江/杭州.
    const path = entry.kind === 'cascader' ? item.split('/').map((part) => part.trim()) : [item];
    const mapped = path.map((part) => index.get(part));
    const missing = path.find((_, i) => mapped[i] === undefined);
    if (missing !== undefined) return refuse('onlineDev.importOptionUnknown', missing);
    values.push(entry.kind === 'cascader' ? mapped : mapped[0]);
  }
  return { value: isList ? values : values[0] };
}
