import type { FormField } from '../schema/form-schema.ts';
import { isJnpfKey, type JnpfKey, PANE_CONTAINERS } from '../widget-registry.ts';

/*
 * The widget tree of a design as the designer edits it. Widgets are named by `__config__.formId`;
 * a list of widgets is named by a slot: the form itself (`owner` null), a container's children, a
 * pane of a tab or collapse, or a cell of a table layout.
 */

export interface Slot {
  /** The container's formId; null for the form's own list. */
  owner: number | null;
  /** The pane of a tab or collapse. */
  pane?: number;
  /** The cell of a table layout. */
  cell?: { row: number; col: number };
}

export const ROOT: Slot = { owner: null };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const formIdOf = (field: FormField): number | undefined => {
  const id = Number(field.__config__.formId);
  return Number.isFinite(id) ? id : undefined;
};

export const keyOf = (field: FormField): JnpfKey | undefined => {
  const key = field.__config__.jnpfKey;
  return isJnpfKey(key) ? key : undefined;
};

const childrenOf = (node: unknown): FormField[] | undefined => {
  if (!isObject(node) || !isObject(node.__config__)) return undefined;
  const children = node.__config__.children;
  return Array.isArray(children) ? (children as FormField[]) : undefined;
};

/** Every list of widgets directly inside the widget, with the slot naming each. */
export function slotsOf(field: FormField): { slot: Slot; list: FormField[] }[] {
  const owner = formIdOf(field) ?? null;
  const key = keyOf(field);
  const children = childrenOf(field);
  if (!children || owner === null) return [];
  if (key && PANE_CONTAINERS.has(key)) {
    return children.flatMap((pane, index) => {
      const list = childrenOf(pane);
      return list ? [{ slot: { owner, pane: index }, list }] : [];
    });
  }
  if (key === 'tableGrid') {
    return children.flatMap((tr, row) =>
      (childrenOf(tr) ?? []).flatMap((td, col) => {
        const list = childrenOf(td);
        return list ? [{ slot: { owner, cell: { row, col } }, list }] : [];
      }),
    );
  }
  return [{ slot: { owner }, list: children }];
}

const sameSlot = (a: Slot, b: Slot) =>
  a.owner === b.owner && a.pane === b.pane && a.cell?.row === b.cell?.row && a.cell?.col === b.cell?.col;

export interface Located {
  field: FormField;
  /** The list holding the widget, and where. */
  list: FormField[];
  index: number;
  slot: Slot;
  /** The containers above it, the nearest last. */
  ancestors: FormField[];
}

/** Visits every widget depth-first in design order; stops when `visit` returns true. */
export function walkDesign(fields: FormField[], visit: (found: Located) => boolean | undefined): boolean {
  const walk = (list: FormField[], slot: Slot, ancestors: FormField[]): boolean => {
    for (const [index, field] of list.entries()) {
      if (visit({ field, list, index, slot, ancestors })) return true;
      for (const inner of slotsOf(field)) {
        if (walk(inner.list, inner.slot, [...ancestors, field])) return true;
      }
    }
    return false;
  };
  return walk(fields, ROOT, []);
}

/** The widget numbered `formId`, where it sits. */
export function findWidget(fields: FormField[], formId: number): Located | undefined {
  let found: Located | undefined;
  walkDesign(fields, (entry) => {
    if (formIdOf(entry.field) !== formId) return false;
    found = entry;
    return true;
  });
  return found;
}

/** The list a slot names, or undefined when the slot names nothing. */
export function listOf(fields: FormField[], slot: Slot): FormField[] | undefined {
  if (slot.owner === null) return fields;
  const owner = findWidget(fields, slot.owner);
  return owner && slotsOf(owner.field).find((entry) => sameSlot(entry.slot, slot))?.list;
}

/** The next free formId: one past the largest in the tree, counting from 100 as the original does. */
export function nextFormId(fields: FormField[]): number {
  let largest = 100;
  walkDesign(fields, ({ field }) => {
    largest = Math.max(largest, formIdOf(field) ?? 0);
    return false;
  });
  return largest + 1;
}
