import { formatMessage, type Language } from '@platform/contracts';
import {
  type CellNames,
  type CellText,
  cellTexts,
  type FormModel,
  idsToName,
  type NameKind,
} from '@platform/form-engine';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { users } from '../../../db/schema/index.ts';
import { findNames } from '../../permission/users/users-picker.repository.ts';
import { findAreaNames } from '../../system/area/area.repository.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { dictionaryOptionsByField } from './online-dev-dictionary.service.ts';

/*
 * How records read as text (the list's `{field}_name` and the export): the form engine's cell texts with
 * the dictionaries' entries, the system's time zone, and the names of the ids the records hold in
 * pickers and areas:
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

/**
 * The cell texts of a design for pages of its records: what does not change between pages (dictionary
 * entries, time zone, switch words) is read once; each page's names are looked up once for that page.
 */
export async function recordTexts(ctx: AppContext, form: FormModel, lang: Language) {
  const [{ timeZone }, loaded] = await Promise.all([
    getSysConfig(ctx),
    dictionaryOptionsByField(ctx, form, lang),
  ]);
  const switchWords = {
    on: formatMessage('onlineDev.switchOn', lang),
    off: formatMessage('onlineDev.switchOff', lang),
  };
  return async (rows: readonly Record<string, unknown>[]): Promise<Map<string, CellText>> =>
    cellTexts(form, switchWords, { timeZone }, loaded, await cellNamesOf(ctx, form, rows));
}
