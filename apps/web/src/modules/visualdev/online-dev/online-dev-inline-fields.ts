import {
  type FieldError,
  type FormField,
  type FormModel,
  type JnpfKey,
  WIDGET_REGISTRY,
  type WidgetKind,
} from '@platform/form-engine';
import type { FieldPermission } from '@platform/form-engine/react';

/*
 * Which cells of an inline-edit list (type 4) take a form widget while their row is edited. As the
 * original, a cell edits its main-form field in place; the others keep showing their text: sub-table
 * columns and sub-tables, values the server fills or computes (system fields, document numbers,
 * calculated fields, related attributes), files, images, rich text and display-only widgets, and
 * fields the caller's form grants do not cover (the server keeps their stored value).
 */

const TEXT_ONLY_KINDS: ReadonlySet<WidgetKind> = new Set<WidgetKind>([
  'subTable',
  'system',
  'calculate',
  'derived',
  'file',
  'image',
  'display',
  'layout',
]);
const TEXT_ONLY_KEYS: ReadonlySet<JnpfKey> = new Set<JnpfKey>(['editor']);

/** The main-form field a column edits in place, or undefined when its cell stays text. */
export function cellEditorOf(
  model: FormModel,
  prop: string,
  formGrants: Readonly<Record<string, FieldPermission>>,
): FormField | undefined {
  if (formGrants[prop] === 'hidden' || formGrants[prop] === 'readOnly') return undefined;
  const field = model.fields.find((entry) => entry.name === prop)?.field;
  const key = field?.__config__.jnpfKey;
  if (!field || !key || TEXT_ONLY_KEYS.has(key) || TEXT_ONLY_KINDS.has(WIDGET_REGISTRY[key].kind)) {
    return undefined;
  }
  return field;
}

/** The record key an error names: `table[2].column` -> `table`. */
const fieldOf = (error: FieldError) => error.field.split(/[[.]/)[0] ?? error.field;

/**
 * Splits the row's validation errors: those of a cell being edited go under it, the others (fields
 * without a cell in the row) are listed under the row. Errors of fields the caller may not write are
 * dropped, as the form dialog drops them: the server keeps those values.
 */
export function placeRowErrors(
  errors: readonly FieldError[],
  editors: ReadonlyMap<string, FormField>,
  formGrants: Readonly<Record<string, FieldPermission>>,
): { byCell: Map<string, string>; others: string[] } {
  const byCell = new Map<string, string>();
  const others: string[] = [];
  for (const error of errors) {
    const field = fieldOf(error);
    if (formGrants[field] === 'hidden') continue;
    if (editors.has(error.field) && !byCell.has(error.field)) byCell.set(error.field, error.message);
    else if (!editors.has(field)) others.push(error.message);
  }
  return { byCell, others };
}
