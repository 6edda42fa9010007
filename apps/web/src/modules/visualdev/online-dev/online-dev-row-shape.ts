import type { ListLayout } from './online-dev-column-data.ts';

/*
 * The rows of the page on screen as a grouped list (type 3) or a tree table (type 5) show them. Both
 * work on the current page only: a group holds the page's rows of one value, and a row sits under its
 * parent when the parent is on the same page (otherwise it is a top row).
 */

export type Row = Record<string, unknown>;

/** Marks a group header row; its key never collides with a record id. */
export const GROUP_LABEL = '__groupLabel';
const GROUP_PREFIX = '__group:';

export const isGroupRow = (row: Row): boolean =>
  typeof row.id === 'string' && row.id.startsWith(GROUP_PREFIX);

/**
 * One header row per distinct value of `field`, in the order the values first appear, holding its
 * rows as children; `label` names the value (the list's cell text), `emptyLabel` the rows without one.
 */
export function groupRows(
  rows: readonly Row[],
  field: string,
  label: (value: unknown) => string,
  emptyLabel: string,
): Row[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = JSON.stringify(row[field] ?? null);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups].map(([key, children]) => {
    const text = label(children[0]?.[field]);
    return { id: `${GROUP_PREFIX}${key}`, [GROUP_LABEL]: text || emptyLabel, children };
  });
}

/**
 * Rows nested under the row whose id their `parentField` holds; a row whose parent is not on the page,
 * or whose parents lead back to itself, stays at the top.
 */
export function nestRows(rows: readonly Row[], parentField: string): Row[] {
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const parentOf = (row: Row): Row | undefined => {
    const value = row[parentField];
    const id = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return id && id !== String(row.id) ? byId.get(id) : undefined;
  };
  const loops = (row: Row): boolean => {
    const seen = new Set<Row>([row]);
    for (let up = parentOf(row); up; up = parentOf(up)) {
      if (seen.has(up)) return true;
      seen.add(up);
    }
    return false;
  };
  const children = new Map<Row, Row[]>();
  const top: Row[] = [];
  for (const row of rows) {
    const parent = loops(row) ? undefined : parentOf(row);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), row]);
    else top.push(row);
  }
  const build = (row: Row): Row => {
    const below = children.get(row);
    return below ? { ...row, children: below.map(build) } : row;
  };
  return top.map(build);
}

/** The keys of every row that has children, to open them all. */
export function parentKeys(rows: readonly Row[]): string[] {
  return rows.flatMap((row) =>
    Array.isArray(row.children) ? [String(row.id), ...parentKeys(row.children as Row[])] : [],
  );
}

/** The table's rows for the list's layout: grouped, nested by parent, or as the server sent them. */
export function rowsForLayout(
  layout: ListLayout,
  rows: readonly Row[],
  label: (value: unknown) => string,
  emptyLabel: string,
): Row[] {
  if (layout.type === 'grouped') return groupRows(rows, layout.groupField, label, emptyLabel);
  if (layout.type === 'treeTable') return nestRows(rows, layout.parentField);
  return [...rows];
}
