import { useMemo } from 'react';
import { type PermissionKind, usePermission } from './use-permission.ts';

/**
 * Whether the current page may show a column or form field (ADR 0009): a code the menu
 * declares as a resource shows only when the page's permission entry lists it; any other key is not
 * governed and always shows. `declared` is the menu's seeded codes of that kind.
 */
export function useGrantGate(
  kind: Exclude<PermissionKind, 'button'>,
  declared: ReadonlySet<string>,
): (code: string) => boolean {
  const permission = usePermission();
  return useMemo(
    () => (code: string) => !declared.has(code) || permission.has(code, kind),
    [permission, kind, declared],
  );
}

/**
 * The columns the page may show, and whether any of them is a declared one: rows whose governed
 * columns are all hidden say nothing, so the page shows why instead of a table (NoGrantedColumns).
 */
export function useGrantedColumns<C extends { key?: unknown }>(
  columns: readonly C[],
  declared: ReadonlySet<string>,
): { columns: C[]; hasDeclared: boolean } {
  const isShown = useGrantGate('column', declared);
  return useMemo(() => {
    const shown = columns.filter((c) => typeof c.key !== 'string' || isShown(c.key));
    return {
      columns: shown,
      hasDeclared: shown.some((c) => typeof c.key === 'string' && declared.has(c.key)),
    };
  }, [columns, isShown, declared]);
}

/**
 * A dialog's body with only the fields the caller may write (`can` from useGrantGate('form', ...),
 * body keys being the form codes): a hidden field is left out, so an edit keeps its stored value and
 * a create gets the server's default (ADR 0009).
 */
export function grantedFields<T extends object>(body: T, can: (code: string) => boolean): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(body) as (keyof T & string)[]) if (can(key)) out[key] = body[key];
  return out;
}
