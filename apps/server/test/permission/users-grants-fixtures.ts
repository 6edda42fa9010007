import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { authorizations, modules } from '../../src/db/schema/index.ts';
import { resourceTables } from '../../src/modules/permission/authority/authorize.repository.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';
import { menuId, userWithMenu } from './authorize-fixtures.ts';

/* Column, form and data-scheme grants of a menu for the permission suites, written straight to the tables. */

const tables = { column: resourceTables.column, form: resourceTables.form } as const;

/** Grants the user some (or all) of the menu's column or form resources, by code. */
export async function grantFields(
  t: TestApp,
  userId: string,
  menuCode: string,
  kind: keyof typeof tables,
  codes: readonly string[] | 'all',
): Promise<void> {
  const table = tables[kind];
  const menu = await menuId(t, menuCode);
  const rows = await t.ctx.db
    .select({ id: table.id, enCode: table.enCode })
    .from(table)
    .where(eq(table.moduleId, menu));
  const picked = rows.filter((r) => codes === 'all' || codes.includes(r.enCode));
  if (codes !== 'all' && picked.length !== codes.length) throw new Error(`unknown ${kind} in ${codes}`);
  if (picked.length === 0) return;
  await t.ctx.db.insert(authorizations).values(
    picked.map((r) => ({
      id: newId(),
      objectType: 'User',
      objectId: userId,
      itemType: kind,
      itemId: r.id,
    })),
  );
  await bumpPermissionVersion(t.ctx);
}

/** A user holding the menu, these buttons and every column and form field of the menu (nothing hidden). */
export async function userWithMenuFields(
  t: TestApp,
  menuCode: string,
  buttons: string[] = [],
): Promise<TestUser> {
  const user = await userWithMenu(t, menuCode, buttons);
  await grantFields(t, user.id, menuCode, 'column', 'all');
  await grantFields(t, user.id, menuCode, 'form', 'all');
  return user;
}

async function idsOf(
  t: TestApp,
  menu: string,
  kind: 'button' | keyof typeof tables,
  codes: readonly string[] | 'all',
) {
  const table = kind === 'button' ? resourceTables.button : tables[kind];
  const rows = await t.ctx.db
    .select({ id: table.id, enCode: table.enCode })
    .from(table)
    .where(eq(table.moduleId, menu));
  return rows.filter((r) => codes === 'all' || codes.includes(r.enCode)).map((r) => r.id);
}

/**
 * Replaces the user's grants on the menu through the grant screen's API (PUT Authority/Data, as an
 * administrator would): the menu, these buttons, columns, forms and data schemes (by id).
 */
export async function saveGrantsOverHttp(
  t: TestApp,
  adminToken: string,
  userId: string,
  menuCode: string,
  grants: {
    buttons?: readonly string[];
    columns?: readonly string[] | 'all';
    forms?: readonly string[] | 'all';
    schemeIds?: readonly string[];
  },
): Promise<void> {
  const menu = await menuId(t, menuCode);
  const res = await t.call({
    method: 'PUT',
    url: `/api/permission/Authority/Data/${userId}`,
    token: adminToken,
    payload: {
      objectType: 'User',
      module: [menu],
      button: await idsOf(t, menu, 'button', grants.buttons ?? []),
      column: await idsOf(t, menu, 'column', grants.columns ?? []),
      form: await idsOf(t, menu, 'form', grants.forms ?? []),
      resource: [...(grants.schemeIds ?? [])],
    },
  });
  if (res.body.code !== 200) throw new Error(`saving grants: ${res.body.msg}`);
}

/** Turns the menu's data authorize switch on or off (the grant screen's schemes then filter its lists). */
export async function setDataAuthorize(t: TestApp, menuCode: string, isOn: boolean): Promise<void> {
  await t.ctx.db
    .update(modules)
    .set({ isDataAuthorize: isOn ? 1 : 0 })
    .where(eq(modules.id, await menuId(t, menuCode)));
  await bumpPermissionVersion(t.ctx);
}

/** A data scheme of the menu; returns its id (grant it as a 'resource'). */
export async function insertScheme(
  t: TestApp,
  menuCode: string,
  conditions: readonly { field: string; op: string; value: unknown }[],
  options: { allData?: number; matchLogic?: 'and' | 'or' } = {},
): Promise<string> {
  const id = newId();
  await t.ctx.db.insert(resourceTables.resource).values({
    id,
    moduleId: await menuId(t, menuCode),
    fullName: `方案${id}`,
    enCode: `scheme${id}`,
    conditionJson: JSON.stringify(conditions),
    matchLogic: options.matchLogic ?? 'and',
    allData: options.allData ?? 0,
  });
  await bumpPermissionVersion(t.ctx);
  return id;
}

/** Downloads a generated .xlsx (GET data.url with the token) and returns its first sheet as rows of text. */
export async function downloadRows(t: TestApp, token: string, url: string): Promise<string[][]> {
  const res = await t.call({ method: 'GET', url, token });
  if (res.status !== 200) throw new Error(`download answered ${res.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.raw.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}
