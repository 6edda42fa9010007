/*
 * Tree helpers of the dictionary entries (a category's entries are read whole and nested in memory).
 */

interface Linked {
  id: string;
  parentId: string;
}

/** The ids below `id` (not itself). */
export function descendantIds(rows: readonly Linked[], id: string): Set<string> {
  const below = new Set<string>();
  const frontier = [id];
  while (frontier.length > 0) {
    const parent = frontier.pop();
    for (const row of rows) {
      if (row.parentId === parent && !below.has(row.id) && row.id !== id) {
        below.add(row.id);
        frontier.push(row.id);
      }
    }
  }
  return below;
}

/** `found` with every ancestor of theirs among `all`, in the order of `all` (a search shown as a tree). */
export function withAncestors<T extends Linked>(all: readonly T[], found: readonly T[]): T[] {
  const byId = new Map(all.map((row) => [row.id, row]));
  const kept = new Set<string>();
  for (const row of found) {
    let current: T | undefined = row;
    while (current && !kept.has(current.id)) {
      kept.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return all.filter((row) => kept.has(row.id));
}
