import { useEffect, useMemo, useState } from 'react';
import type { PickerNode } from '../picker-sources.ts';
import { type NameLookupKind, useFormDataSources } from '../sources.tsx';
import {
  keyOfValue,
  type NameRef,
  type PickedItem,
  type PickedValue,
  type PickerKind,
} from './pickers-config.ts';

const isId = (item: unknown): item is string | number =>
  (typeof item === 'string' && item !== '') || typeof item === 'number';

const toPath = (item: unknown): string[] | undefined =>
  Array.isArray(item) && item.length > 0 && item.every(isId) ? item.map(String) : undefined;

/**
 * The stored items of a value. Organization pickers store an id path (`[company, department]`), a list of
 * paths when multiple; a bare id counts as a one-level path. Other pickers store an id (`id--type` for the
 * mixed picker), a list of them when multiple.
 */
export function valueItems(value: unknown, kind: PickerKind, isMultiple: boolean): PickedValue[] {
  if (!kind.isPath) return (Array.isArray(value) ? value : [value]).filter(isId).map(String);
  if (isId(value)) return [[String(value)]];
  if (!Array.isArray(value) || value.length === 0) return [];
  if (!isMultiple && value.every(isId)) return [value.map(String)];
  return value.flatMap((item) => {
    if (isId(item)) return [[String(item)]];
    const path = toPath(item);
    return path ? [path] : [];
  });
}

/** The value a selection is stored as: the list when multiple, else its one item (empty: `[]` for a path, null). */
export function storedValue(items: readonly PickedValue[], kind: PickerKind, isMultiple: boolean): unknown {
  if (isMultiple) return [...items];
  return items[0] ?? (kind.isPath ? [] : null);
}

/** The selection item of a chosen node; an organization shows its whole path when the source gives it. */
export function pickedItem(kind: PickerKind, node: PickerNode): PickedItem {
  const value = kind.toValue(node);
  return { key: keyOfValue(value), value, label: (kind.isPath && node.organize) || node.fullName };
}

const refKey = (ref: NameRef) => `${ref.kind}:${ref.id}`;

/**
 * The names of the stored items, looked up through `sources.lookupNames` (grouped by directory); names
 * the dialog already gave (`known`, by item key) are not asked again. A name not found shows its id.
 */
export function usePickedItems(
  kind: PickerKind,
  values: readonly PickedValue[],
  known: ReadonlyMap<string, string>,
): PickedItem[] {
  const { lookupNames } = useFormDataSources();
  const [names, setNames] = useState<Record<string, string>>({});
  const missing = values
    .filter((value) => !known.has(keyOfValue(value)))
    .flatMap(kind.nameRefs)
    .filter((ref) => !(refKey(ref) in names));
  const wanted = [...new Set(missing.map(refKey))].sort().join(',');

  useEffect(() => {
    if (!lookupNames || wanted === '') return;
    let live = true;
    const byKind = new Map<NameLookupKind, string[]>();
    for (const entry of wanted.split(',')) {
      const at = entry.indexOf(':');
      const lookupKind = entry.slice(0, at) as NameLookupKind;
      byKind.set(lookupKind, [...(byKind.get(lookupKind) ?? []), entry.slice(at + 1)]);
    }
    Promise.all(
      [...byKind].map(async ([lookupKind, ids]) => {
        const found = await lookupNames(lookupKind, ids).catch(() => ({}) as Record<string, string>);
        // Ids without a name are remembered too, so they are not asked again on every render.
        return ids.map((id) => [`${lookupKind}:${id}`, found[id] ?? id] as const);
      }),
    ).then((entries) => {
      if (live) setNames((previous) => ({ ...previous, ...Object.fromEntries(entries.flat()) }));
    });
    return () => {
      live = false;
    };
  }, [wanted, lookupNames]);

  return useMemo(
    () =>
      values.map((value) => {
        const key = keyOfValue(value);
        const label =
          known.get(key) ??
          kind
            .nameRefs(value)
            .map((ref) => names[refKey(ref)] ?? ref.id)
            .join('/');
        return { key, value, label };
      }),
    [values, known, kind, names],
  );
}
