import { type CellNames, type FormModel, idsToName, type NameKind } from '@platform/form-engine';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { users } from '../../../db/schema/index.ts';
import { findNames } from '../../permission/users/users-picker.repository.ts';
import { findAreaNames } from '../../system/area/area.repository.ts';

/*
 * The names of the ids some records hold in pickers and areas, for their cell texts (the export):
 * users as 姓名/账号 (as the pickers show them), organizations, positions, roles, groups and areas by
 * their names, disabled ones too; an id that names nothing is left out and shows as stored.
 */

async function namesOf(ctx: AppContext, kind: NameKind, ids: string[]): Promise<Record<string, string>> {
  if (kind === 'area') return Object.fromEntries(await findAreaNames(ctx.db, ids));
  if (kind === 'user') {
    const rows = await ctx.db
      .select({ id: users.id, realName: users.realName, account: users.account })
      .from(users)
      .where(inArray(users.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, `${row.realName}/${row.account}`]));
  }
  const rows = await findNames(ctx.db, kind, ids);
  return Object.fromEntries(rows.map((row) => [row.id, row.fullName]));
}

export async function cellNamesOf(
  ctx: AppContext,
  model: FormModel,
  rows: readonly Record<string, unknown>[],
): Promise<CellNames> {
  const wanted = idsToName(model, rows);
  const found = await Promise.all(
    [...wanted].map(async ([kind, ids]) => [kind, await namesOf(ctx, kind, ids)] as const),
  );
  return Object.fromEntries(found);
}
