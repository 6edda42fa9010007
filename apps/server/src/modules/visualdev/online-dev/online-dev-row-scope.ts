import type { FormModel } from '@platform/form-engine';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { anyDataSchemeToSql, type SchemeTarget } from '../../system/module/data-scheme.ts';
import type { RuntimeAccess } from './online-dev-access.service.ts';
import { type FieldAccess, fieldSqlOf } from './online-dev-query.ts';
import type { RecordStore } from './online-dev-record-store.ts';

/*
 * The records a caller's data schemes let through (the menu's data switch on): the list shows only
 * those, and a record outside them is as good as missing for reading, editing and deleting by id, so
 * an id cannot reach what the list withholds.
 */

/** Widgets whose stored value a data scheme compares as a number. */
const NUMBER_WIDGETS: ReadonlySet<string> = new Set(['numInput', 'calculate', 'rate', 'slider']);

/** What a data scheme may filter an online list on: the released main form's fields, by name. */
function schemeTargets(form: FormModel, fields: FieldAccess): Record<string, SchemeTarget> {
  const targets: Record<string, SchemeTarget> = {};
  for (const { name, key, table } of form.fields) {
    if (table) continue;
    targets[name] = NUMBER_WIDGETS.has(key)
      ? { expression: fieldSqlOf(fields).textNumber(fields.text(name)), dataType: 'number' }
      : { expression: fields.text(name), dataType: 'string', likeAnyCase: fields.sql?.likeAnyCase };
  }
  return targets;
}

/** The condition the caller's schemes put on the records, or undefined when no scheme limits them. */
export function rowScopeCondition(
  access: RuntimeAccess,
  form: FormModel,
  fields: FieldAccess,
): SQL | undefined {
  return access.rowSchemes && anyDataSchemeToSql(access.rowSchemes, schemeTargets(form, fields));
}

/** The ids among these whose records the caller's schemes let through (all of them when none limits). */
export async function idsInScope(
  db: Db,
  store: RecordStore,
  access: RuntimeAccess,
  form: FormModel,
  ids: readonly string[],
): Promise<string[]> {
  const scope = rowScopeCondition(access, form, store.fields);
  if (!scope) return [...ids];
  const kept: string[] = [];
  for (const id of ids) {
    const query = { where: [scope, store.idIs(id)], order: [], offset: 0, limit: 1 };
    if ((await store.rows(db, query)).length > 0) kept.push(id);
  }
  return kept;
}

/** Refuses (404, as a missing record) an id the caller's schemes do not let through. */
export async function assertInScope(
  db: Db,
  store: RecordStore,
  access: RuntimeAccess,
  form: FormModel,
  id: string,
): Promise<void> {
  if ((await idsInScope(db, store, access, form, [id])).length === 0) throw notFound('common.notFound');
}
