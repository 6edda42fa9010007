/*
 * The rows of a grouped list (type 3) and a tree table (type 5) as the server shapes them over every
 * matching record: a group row is `top: true` with its text in one column and its records as
 * `children`; a tree row says `hasChildren`, and its rows are read when it is opened.
 */

export type Row = Record<string, unknown>;

/** Keys of a group row that are not its text. */
const GROUP_KEYS = new Set(['id', 'top', 'children']);

export const isGroupRow = (row: Row): boolean => row.top === true;

/** The text a group row names its group by (the server puts it under the list's first column). */
export function groupLabel(row: Row): string {
  const entry = Object.entries(row).find(([key]) => !GROUP_KEYS.has(key));
  return entry ? String(entry[1] ?? '') : '';
}

/** The records among the rows and under them (group rows left out), for what their cells look up. */
export function recordsOf(rows: readonly Row[]): Row[] {
  return rows.flatMap((row) => {
    const below = Array.isArray(row.children) ? recordsOf(row.children as Row[]) : [];
    return isGroupRow(row) ? below : [row, ...below];
  });
}

/** The keys of every row that has children on screen, to open them all. */
export function parentKeys(rows: readonly Row[]): string[] {
  return rows.flatMap((row) =>
    Array.isArray(row.children) && row.children.length > 0
      ? [String(row.id), ...parentKeys(row.children as Row[])]
      : [],
  );
}

/**
 * A tree table's rows with the rows read so far under their parents (`loaded` by parent id). A row
 * that has children not read yet gets an empty list, so the table offers to open it.
 */
export function treeRows(
  rows: readonly Row[],
  loaded: ReadonlyMap<string, readonly Row[]>,
  above: ReadonlySet<string> = new Set(),
): Row[] {
  return rows.map((row) => {
    const id = String(row.id);
    // A record met again below itself (parents that lead back round) is not opened a second time.
    if (row.hasChildren !== true || above.has(id)) return row;
    const below = loaded.get(id);
    return { ...row, children: below ? treeRows(below, loaded, new Set([...above, id])) : [] };
  });
}
