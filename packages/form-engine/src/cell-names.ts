import type { FormModel } from './schema/form-model.ts';

/*
 * Which stored values of a list are ids to be named (users, organizations, positions, roles, groups,
 * areas), so a list and its export show names rather than ids: the same rules in the web list and the
 * server's export. A picker stores an id, an organization its id path, the mixed picker `id--type`,
 * an area its id path.
 */

/** The directories a stored id is named in. */
export type NameKind = 'user' | 'organize' | 'position' | 'role' | 'group' | 'area';

/** Names by directory and id, as looked up; an id without a name shows as stored. */
export type CellNames = Partial<Record<NameKind, Readonly<Record<string, string>>>>;

/** The directory of each naming widget's ids (the mixed picker's suffix may say otherwise). */
export const NAMED_WIDGETS: Readonly<Record<string, NameKind>> = {
  comSelect: 'organize',
  organizeSelect: 'organize',
  depSelect: 'organize',
  posSelect: 'position',
  userSelect: 'user',
  usersSelect: 'user',
  roleSelect: 'role',
  groupSelect: 'group',
  address: 'area',
};

/** Widgets that store an id path (one value) or a list of paths (several): a path reads level/level. */
export const PATH_WIDGETS: ReadonlySet<string> = new Set(['comSelect', 'organizeSelect', 'address']);

/** The mixed picker's `--type` suffixes and the directory each is named in. */
const SUFFIX_KINDS: Readonly<Record<string, NameKind>> = {
  user: 'user',
  company: 'organize',
  department: 'organize',
  organize: 'organize',
  role: 'role',
  position: 'position',
  group: 'group',
};

/** One stored id with its directory: a mixed picker's `id--type` names its own directory. */
export function namedId(kind: NameKind, item: string): { kind: NameKind; id: string } {
  const at = item.lastIndexOf('--');
  const suffixed = at > 0 ? SUFFIX_KINDS[item.slice(at + 2)] : undefined;
  return suffixed ? { kind: suffixed, id: item.slice(0, at) } : { kind, id: item };
}

/** Every id in a stored value: a single id, a list, or a list of id paths. */
function idsIn(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(idsIn);
  return typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];
}

/** The ids these rows hold in the main form's naming fields, by directory. */
export function idsToName(
  model: FormModel,
  rows: readonly Record<string, unknown>[],
): Map<NameKind, string[]> {
  const wanted = new Map<NameKind, Set<string>>();
  for (const { name, key, table } of model.fields) {
    const kind = NAMED_WIDGETS[key];
    if (table || !kind) continue;
    for (const row of rows) {
      for (const item of idsIn(row[name])) {
        const ref = namedId(kind, item);
        const ids = wanted.get(ref.kind) ?? new Set<string>();
        ids.add(ref.id);
        wanted.set(ref.kind, ids);
      }
    }
  }
  return new Map([...wanted].map(([kind, ids]) => [kind, [...ids].sort()]));
}
