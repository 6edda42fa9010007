import { type FormatDateOptions, formatDate } from '@platform/contracts';
import { type CellNames, NAMED_WIDGETS, namedId, PATH_WIDGETS } from './cell-names.ts';
import { dayjsFormat, isSwitchOn, switchDesignText } from './field-display.ts';
import { hasStaticOptions, optionKeysOf, staticOptionsOf } from './field-options.ts';
import type { FormModel } from './schema/form-model.ts';
import type { StaticOption } from './schema/form-schema.ts';

/*
 * How a list shows a stored value as text, the same in the runtime list (web) and its Excel export
 * (server): option labels, switch texts, dates by the design's format.
 */

/** Turns one stored value into the text of its list cell. */
export type CellText = (value: unknown) => string;

/** Widgets that store option values: a list shows their options' labels. */
const CHOICE_KEYS = new Set(['select', 'radio', 'checkbox', 'cascader', 'treeSelect']);

/** Every option of a tree by its value (as text), with its label (the design's options unless given). */
export function labelsByValue(
  field: FormModel['fields'][number]['field'],
  options: readonly StaticOption[] = staticOptionsOf(field),
): Map<string, string> {
  const keys = optionKeysOf(field);
  const labels = new Map<string, string>();
  const visit = (options: readonly StaticOption[]) => {
    for (const option of options) {
      labels.set(String(option[keys.value]), String(option[keys.label] ?? option[keys.value]));
      const children = option[keys.children];
      if (Array.isArray(children)) visit(children as StaticOption[]);
    }
  };
  visit(options);
  return labels;
}

/** A stored value as text: lists joined with commas, a cascader path with slashes, objects as JSON. */
function plainText(value: unknown, label: (item: unknown) => string): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) {
    return value.map((item) => (Array.isArray(item) ? item.map(label).join('/') : label(item))).join(',');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return label(value);
}

/** What a switch reads as where its design names no text of its own (开/关 in the user's language). */
export interface SwitchWords {
  on: string;
  off: string;
}

/**
 * The cell text of each column of the design: fields with options written into the design show their
 * options' labels (a value no option has shows as stored), dates show in the design's format, switches
 * by their design text (else 开/关); every other value shows as stored. A choice whose options are read
 * elsewhere (a dynamic dictionary's entries) shows their labels when the caller hands them in `loaded`
 * by field name (entries of the data dictionary too); options from data interfaces are not named yet.
 * Pickers and areas show the names the caller looked up in `names` (an organization or area path with
 * its levels joined by '/'); an id without a name shows as stored.
 */
export function cellTexts(
  model: FormModel,
  switchWords: SwitchWords,
  dateOptions: FormatDateOptions = {},
  loaded: ReadonlyMap<string, readonly StaticOption[]> = new Map(),
  names: CellNames = {},
): Map<string, CellText> {
  const texts = new Map<string, CellText>();
  for (const { name, key, field, table } of model.fields) {
    if (table) continue;
    if (key === 'date') {
      const format = dayjsFormat(field.format, 'YYYY-MM-DD');
      texts.set(name, (value) =>
        typeof value === 'number' ? formatDate(value, format, dateOptions) : storedText(value),
      );
    } else if (key === 'switch') {
      texts.set(name, (value) => {
        if (value === undefined || value === null || value === '') return '';
        const isOn = isSwitchOn(field, value);
        return switchDesignText(field, isOn) ?? (isOn ? switchWords.on : switchWords.off);
      });
    } else if (CHOICE_KEYS.has(key) && (hasStaticOptions(field) || loaded.has(name))) {
      const labels = labelsByValue(field, loaded.get(name));
      texts.set(name, (value) => plainText(value, (item) => labels.get(String(item)) ?? String(item)));
    } else if (NAMED_WIDGETS[key]) {
      const kind = NAMED_WIDGETS[key];
      const nameOf = (item: unknown) => {
        const ref = namedId(kind, String(item));
        return names[ref.kind]?.[ref.id] ?? String(item);
      };
      const isOnePath = (value: unknown) =>
        PATH_WIDGETS.has(key) && Array.isArray(value) && value.every((item) => !Array.isArray(item));
      texts.set(name, (value) => (isOnePath(value) ? plainText([value], nameOf) : plainText(value, nameOf)));
    }
  }
  return texts;
}

/** The text of a column no option list names. */
export const storedText: CellText = (value) => plainText(value, String);
