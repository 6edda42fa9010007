import type { CodeGeneratorBody } from '@platform/contracts';
import {
  type FieldEntry,
  type FormModel,
  hasStaticOptions,
  isMultiple,
  optionKeysOf,
  staticOptionsOf,
} from '@platform/form-engine';

/*
 * The normalised model every template reads: names in each spelling the layout uses and the design's
 * value fields with the type each becomes. Only what maps to one plain column is generated; the rest is
 * listed as left out, so nothing is silently dropped.
 */

export type GeneratedKind = 'text' | 'multilineText' | 'number' | 'boolean' | 'timestamp' | 'enum';

export interface GeneratedOption {
  value: string;
  label: string;
}

export interface GeneratedField {
  name: string;
  label: string;
  kind: GeneratedKind;
  isRequired: boolean;
  /** Text only: the design's maxlength, else a default. */
  maxLength: number;
  options: GeneratedOption[];
}

export interface GeneratorModel {
  /** The area folder: `system`. */
  area: string;
  /** `purchase-order`, `purchaseOrder`, `PurchaseOrder`, `purchase_order`. */
  kebab: string;
  camel: string;
  pascal: string;
  snake: string;
  title: string;
  fields: GeneratedField[];
  /** Record keys of the design's value fields that no template generates. */
  leftOut: string[];
}

const DEFAULT_TEXT_MAX = 500;
/** Keys every generated record has of its own. */
export const RESERVED_FIELDS = new Set(['id', 'createdAt', 'creatorTime', 'lastModifyTime']);

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** The spellings of a name; all empty when it has no letters or digits (`__`). */
export function namesOf(className: string) {
  const parts = words(className);
  const pascal = parts.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return {
    kebab: parts.join('-'),
    camel: pascal.slice(0, 1).toLowerCase() + pascal.slice(1),
    pascal,
    snake: parts.join('_'),
  };
}

function kindOf(entry: FieldEntry): GeneratedKind | undefined {
  switch (entry.kind) {
    case 'text':
      return entry.key === 'textarea' ? 'multilineText' : 'text';
    case 'number':
    case 'rate':
    case 'slider':
    case 'calculate':
      return 'number';
    case 'switch':
      return 'boolean';
    case 'date':
      return 'timestamp';
    case 'time':
    case 'color':
      return 'text';
    case 'option':
      return hasStaticOptions(entry.field) && !isMultiple(entry.field) ? 'enum' : undefined;
    default:
      return undefined;
  }
}

function optionsOf(entry: FieldEntry): GeneratedOption[] {
  const keys = optionKeysOf(entry.field);
  return staticOptionsOf(entry.field).map((option) => ({
    value: String(option[keys.value]),
    label: String(option[keys.label] ?? option[keys.value]),
  }));
}

function maxLengthOf(entry: FieldEntry): number {
  const max = Number(entry.field.maxlength);
  return Number.isInteger(max) && max > 0 ? max : DEFAULT_TEXT_MAX;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function toField(entry: FieldEntry): GeneratedField | undefined {
  const kind = kindOf(entry);
  if (!kind || !IDENTIFIER.test(entry.name) || RESERVED_FIELDS.has(entry.name)) return undefined;
  const options = kind === 'enum' ? optionsOf(entry) : [];
  if (kind === 'enum' && options.length === 0) return undefined;
  return {
    name: entry.name,
    label: String(entry.field.__config__.label ?? entry.name),
    kind,
    isRequired: entry.field.__config__.required === true,
    maxLength: maxLengthOf(entry),
    options,
  };
}

export function buildGeneratorModel(
  form: FormModel,
  body: CodeGeneratorBody,
  designName: string,
): GeneratorModel {
  const fields: GeneratedField[] = [];
  const leftOut: string[] = [];
  for (const entry of form.fields) {
    const field = toField(entry);
    if (field) fields.push(field);
    else leftOut.push(entry.name);
  }
  return {
    area: namesOf(body.module ?? 'system').kebab,
    ...namesOf(body.className),
    title: body.description ?? designName,
    fields,
    leftOut,
  };
}
