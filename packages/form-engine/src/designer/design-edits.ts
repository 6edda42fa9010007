import type { Language } from '@platform/contracts';
import type { FormEngineMessageKey } from '../messages.ts';
import type { FormField } from '../schema/form-schema.ts';
import { holdsValue, WIDGET_REGISTRY } from '../widget-registry.ts';
import { findWidget, formIdOf, keyOf, listOf, nextFormId, type Slot, walkDesign } from './design-tree.ts';
import { widgetName } from './widget-names.ts';

/*
 * The designer's edits of a widget tree. Each returns a new tree (the given one is left as it was, so
 * undo keeps it) or the reason the edit is refused. A sub-table holds value widgets only (no layout,
 * no other sub-table, no system field); a widget put into a sub-table records it as `parentVModel`,
 * as the original designer does, and loses it when taken out.
 */

export type EditResult =
  | { ok: true; fields: FormField[] }
  | { ok: false; reason: FormEngineMessageKey; widget?: string };

const refuse = (reason: FormEngineMessageKey, widget?: string): EditResult => ({ ok: false, reason, widget });

/** The sub-table a slot lies in (its nearest table owner), if any. */
function subTableOf(fields: FormField[], slot: Slot): FormField | undefined {
  if (slot.owner === null) return undefined;
  const owner = findWidget(fields, slot.owner);
  if (!owner) return undefined;
  return [...owner.ancestors, owner.field].reverse().find((f) => keyOf(f) === 'table');
}

/** The name of the first widget a sub-table may not hold (the widget or one inside it), if any. */
function misfitInSubTable(field: FormField, lang: Language): string | undefined {
  let refused: string | undefined;
  walkDesign([field], ({ field: inner }) => {
    const key = keyOf(inner);
    const kind = key ? WIDGET_REGISTRY[key].kind : undefined;
    if (!key || !holdsValue(key) || kind === 'subTable' || kind === 'system') {
      refused = key ? widgetName(key, lang) : String(inner.__config__.jnpfKey);
      return true;
    }
    return false;
  });
  return refused;
}

/** Puts the widget into the slot at `index` (clamped to the list), marking or clearing parentVModel. */
function place(
  fields: FormField[],
  widget: FormField,
  slot: Slot,
  index: number,
  lang: Language,
): EditResult {
  const list = listOf(fields, slot);
  if (!list) return refuse('formEngine.designer.slotMissing');
  const table = subTableOf(fields, slot);
  if (table) {
    const refused = misfitInSubTable(widget, lang);
    if (refused) return refuse('formEngine.designer.notInSubTable', refused);
    widget.__config__.parentVModel = table.__vModel__;
  } else {
    delete widget.__config__.parentVModel;
  }
  list.splice(Math.max(0, Math.min(index, list.length)), 0, widget);
  return { ok: true, fields };
}

/** Adds a new widget (from `newWidget`) at the slot's `index`. */
export function insertWidget(
  fields: FormField[],
  widget: FormField,
  slot: Slot,
  index: number,
  lang: Language,
): EditResult {
  return place(structuredClone(fields), structuredClone(widget), slot, index, lang);
}

/** Removes the widget numbered `formId` with everything inside it. */
export function removeWidget(fields: FormField[], formId: number): EditResult {
  const next = structuredClone(fields);
  const found = findWidget(next, formId);
  if (!found) return refuse('formEngine.designer.widgetMissing');
  found.list.splice(found.index, 1);
  return { ok: true, fields: next };
}

/** Moves the widget to the slot's `index` (the index counted as if the widget were already out). */
export function moveWidget(
  fields: FormField[],
  formId: number,
  slot: Slot,
  index: number,
  lang: Language,
): EditResult {
  const next = structuredClone(fields);
  const found = findWidget(next, formId);
  if (!found) return refuse('formEngine.designer.widgetMissing');
  if (slot.owner !== null) {
    const owner = findWidget(next, slot.owner);
    const inside = owner && [...owner.ancestors, owner.field].some((f) => formIdOf(f) === formId);
    if (inside) return refuse('formEngine.designer.intoItself');
  }
  found.list.splice(found.index, 1);
  return place(next, found.field, slot, index, lang);
}

/** A copy of the widget right after it, every widget inside renumbered and renamed. */
export function copyWidget(fields: FormField[], formId: number): EditResult {
  const next = structuredClone(fields);
  const found = findWidget(next, formId);
  if (!found) return refuse('formEngine.designer.widgetMissing');
  const copy = structuredClone(found.field);
  let id = nextFormId(next);
  walkDesign([copy], ({ field }) => {
    const key = keyOf(field);
    field.__config__.formId = id;
    field.__config__.renderKey = id;
    if (key && holdsValue(key) && field.__vModel__) field.__vModel__ = `${key}Field${id}`;
    id += 1;
    return false;
  });
  found.list.splice(found.index + 1, 0, copy);
  return { ok: true, fields: next };
}

/** The widget replaced by `change` applied to a copy of it (its formId is kept). */
export function updateWidget(
  fields: FormField[],
  formId: number,
  change: (field: FormField) => FormField,
): EditResult {
  const next = structuredClone(fields);
  const found = findWidget(next, formId);
  if (!found) return refuse('formEngine.designer.widgetMissing');
  const changed = change(found.field);
  changed.__config__.formId = formId;
  found.list[found.index] = changed;
  return { ok: true, fields: next };
}
