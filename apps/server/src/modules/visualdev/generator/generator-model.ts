import type { CodeGeneratorBody } from '@platform/contracts';
import type { FieldEntry, FormDesign, FormModel } from '@platform/form-engine';
import {
  FILLED_WIDGETS,
  type GeneratedKind,
  type GeneratedLimits,
  type GeneratedOption,
  kindOf,
  limitsOf,
  optionsOf,
} from './generator-kinds.ts';

export type { GeneratedKind, GeneratedLimits, GeneratedOption } from './generator-kinds.ts';

/*
 * The normalised model every template reads: names in each spelling the layout uses and the design's
 * value fields with the type each becomes (generator-kinds.ts). What no template generates is listed as
 * left out, so nothing is silently dropped.
 */

export interface GeneratedField {
  name: string;
  label: string;
  kind: GeneratedKind;
  isRequired: boolean;
  /** Text only: the design's maxlength, else a default. */
  maxLength: number;
  options: GeneratedOption[];
  /** Number and upload bounds of the design; empty for every other kind. */
  limits: GeneratedLimits;
  /** Filled by the server (creator, modifier, their times): on the create or on every save; never sent. */
  filledOn?: 'create' | 'save';
  /** A sub-table's generated columns; empty for every other kind. */
  columns: GeneratedField[];
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
  /** Record keys of the design's value fields that no template generates (`table.column` for a column). */
  leftOut: string[];
  /** The design the module's form is drawn from. */
  design: FormDesign;
}

const DEFAULT_TEXT_MAX = 500;
/** Keys every generated record has of its own. */
export const RESERVED_FIELDS = new Set(['id', 'createdAt', 'creatorTime', 'lastModifyTime']);
/** Keys every generated sub-table row has of its own. */
const RESERVED_COLUMNS = new Set(['id', 'parentId', 'sortCode']);

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

function maxLengthOf(entry: FieldEntry): number {
  const max = Number(entry.field.maxlength);
  return Number.isInteger(max) && max > 0 ? max : DEFAULT_TEXT_MAX;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The generated fields of some entries; the names of the others go to `leftOut`. */
function toFields(entries: readonly FieldEntry[], form: FormModel, leftOut: string[]): GeneratedField[] {
  const fields: GeneratedField[] = [];
  for (const entry of entries) {
    const field = toField(entry, form, leftOut);
    if (field) fields.push(field);
    else leftOut.push(entry.ref);
  }
  return fields;
}

function toField(entry: FieldEntry, form: FormModel, leftOut: string[]): GeneratedField | undefined {
  const kind = kindOf(entry);
  const reserved = entry.table ? RESERVED_COLUMNS : RESERVED_FIELDS;
  if (!kind || !IDENTIFIER.test(entry.name) || reserved.has(entry.name)) return undefined;
  // The runtime fills the main form's system widgets only.
  const filledOn = FILLED_WIDGETS[entry.key]?.on;
  if (filledOn && entry.table) return undefined;
  const options = kind === 'enum' || kind === 'enumList' ? optionsOf(entry) : [];
  if ((kind === 'enum' || kind === 'enumList') && options.length === 0) return undefined;
  const columns = kind === 'subTable' ? toFields(form.columns.get(entry.name) ?? [], form, leftOut) : [];
  // A sub-table inside a sub-table does not occur in designs; one without a generated column is left out.
  if (kind === 'subTable' && (entry.table || columns.length === 0)) return undefined;
  return {
    name: entry.name,
    label: String(entry.field.__config__.label ?? entry.name),
    kind,
    isRequired: entry.field.__config__.required === true,
    maxLength: maxLengthOf(entry),
    options,
    limits: limitsOf(entry, kind),
    ...(filledOn ? { filledOn } : {}),
    columns,
  };
}

export function buildGeneratorModel(
  form: FormModel,
  body: CodeGeneratorBody,
  designName: string,
): GeneratorModel {
  const leftOut: string[] = [];
  const fields = toFields(form.fields, form, leftOut);
  return {
    area: namesOf(body.module ?? 'system').kebab,
    ...namesOf(body.className),
    title: body.description ?? designName,
    fields,
    leftOut,
    design: form.design,
  };
}
