import type { Language, OnlineDevListBody } from '@platform/contracts';
import type { CellText, FormModel } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import type { RuntimeAccess } from './online-dev-access.service.ts';
import { recordTexts } from './online-dev-cell-names.ts';
import { isJsonObject, withoutKeys } from './online-dev-design.ts';
import { type GroupPage, type ListShape, treeTopPage } from './online-dev-list-shapes.ts';
import { rowScopeCondition } from './online-dev-row-scope.ts';

/*
 * The rows a list answers: a record shows the caller's columns with the display names beside them; a
 * grouped list answers the original's group rows around them.
 */

type Json = Record<string, unknown>;

/**
 * A list row with `{field}_name` beside each value that reads differently as text (option labels,
 * dates in the design's format, switch texts, the names of picked users, organizations and areas), as
 * the original's list shows `row[prop + '_name'] || row[prop]`; the stored value stays under its key.
 */
function withDisplayNames(row: Json, texts: ReadonlyMap<string, CellText>) {
  const named: Json = { ...row };
  for (const [name, text] of texts) {
    if (!Object.hasOwn(row, name) || row[name] === null || row[name] === undefined) continue;
    named[`${name}_name`] = text(row[name]);
  }
  return named;
}

export type ShownRows = (records: Json[]) => Promise<{ rows: Json[]; texts: Map<string, CellText> }>;

/** Turns records into the list's rows: the caller's columns, with their display names beside them. */
export async function shownRows(
  ctx: AppContext,
  model: FormModel,
  lang: Language,
  access: Pick<RuntimeAccess, 'listHidden'>,
): Promise<ShownRows> {
  const textsOf = await recordTexts(ctx, model, lang);
  return async (records) => {
    const texts = await textsOf(records);
    return {
      rows: records.map((row) => withDisplayNames(withoutKeys(row, access.listHidden), texts)),
      texts,
    };
  };
}

/**
 * The group rows of a grouped list as the original answers them: the group's text under the first
 * shown column, `top: true`, an id of its own (never a record's) and the group's records as `children`.
 */
export async function groupRows(
  { groups }: GroupPage,
  shape: Extract<ListShape, { kind: 'grouped' }>,
  shown: ShownRows,
): Promise<Json[]> {
  const named = await shown(groups.flatMap((group) => group.rows));
  const label = named.texts.get(shape.groupField) ?? ((value: unknown) => String(value));
  const shownById = new Map(named.rows.map((row) => [row.id, row]));
  return groups.map(({ value, rows }) => {
    const children = rows.map((row) => shownById.get(row.id) ?? row);
    const text = value === null ? '' : label(value);
    return { id: `top:${JSON.stringify(value)}`, top: true, [shape.labelField]: text, children };
  });
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The caller searches: a keyword, an advanced query or a value of the search form. */
function isSearch(body: OnlineDevListBody): boolean {
  if (body.keyword || body.superQueryJson) return true;
  if (!body.queryJson) return false;
  try {
    const query: unknown = JSON.parse(body.queryJson);
    return isJsonObject(query) && Object.values(query).some((value) => !isBlank(value));
  } catch {
    return true;
  }
}

/** One page of a tree table's top rows (every match while searching), each marked `hasChildren`. */
export function treeRows(
  query: Parameters<typeof treeTopPage>[0],
  parentField: string,
  window: { offset: number; limit: number },
  { access, model, body }: { access: RuntimeAccess; model: FormModel; body: OnlineDevListBody },
) {
  const scope = rowScopeCondition(access, model, query.store.fields);
  return treeTopPage(query, parentField, window, { isSearch: isSearch(body), scope: scope ? [scope] : [] });
}
