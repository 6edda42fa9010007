import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FormField } from '../schema/form-schema.ts';

export type FormRecord = Record<string, unknown>;

/**
 * The record being edited, outside React state: each field subscribes to its own value and to the
 * fields it reads, so a keystroke renders that field (and those that follow it), not the whole form.
 */
export interface FormStore {
  get(): FormRecord;
  set(next: FormRecord): void;
  subscribe(listener: () => void): () => void;
}

export function createFormStore(initial: FormRecord): FormStore {
  let record = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => record,
    set(next) {
      if (next === record) return;
      record = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The other record keys a field reads: every `relationField` it names outside its children (options and
 * interface parameters of `templateJson`, the picker of an attribute display, the field a code encodes,
 * the parameters of a sub-table's pick list). A name that is no form field costs one comparison.
 */
export function fieldsReadBy(field: FormField): string[] {
  const found = new Set<string>();
  const visit = (node: unknown, isRoot: boolean) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, false);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'relationField' && typeof value === 'string' && value !== '') found.add(value);
      else if (key === '__config__' && isRoot) {
        const { children: _children, ...config } = value as Record<string, unknown>;
        visit(config, false);
      } else if (key !== 'children') visit(value, false);
    }
  };
  visit(field, true);
  return [...found];
}

/**
 * The field's own value and the values of the fields it reads, as one snapshot that keeps its identity
 * while none of them changes (useSyncExternalStore renders again only when it does not).
 */
export function useFieldValues(store: FormStore, name: string | undefined, reads: readonly string[]) {
  const last = useRef<unknown[]>([]);
  const select = useCallback(() => {
    const record = store.get();
    const next = [name === undefined ? undefined : record[name], ...reads.map((key) => record[key])];
    const previous = last.current;
    if (next.length === previous.length && next.every((value, i) => Object.is(value, previous[i]))) {
      return previous;
    }
    last.current = next;
    return next;
  }, [store, name, reads]);
  return useSyncExternalStore(store.subscribe, select, select);
}
