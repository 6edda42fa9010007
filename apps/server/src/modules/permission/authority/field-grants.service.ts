import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import type { GrantObject } from './authority.repository.ts';
import { getCallerGrantObjects, getGrantedItemsOf, grantHoldersKey } from './authority.service.ts';
import { findFieldResources, findMenusByCode, findSchemes } from './field-grants.repository.ts';
import { cachedByVersion, readPermissionVersion } from './permission-cache.ts';

/*
 * Column, form and data-scheme grants enforced by the server (issue 3 "Server enforcement", ADR 0009):
 * list, detail and export routes leave out the keys of ungranted columns, write routes refuse
 * ungranted form fields (400), and list queries add the granted data schemes as a filter. A menu whose switch
 * (isColumnAuthorize / isFormAuthorize / isDataAuthorize) is off does not restrict; administrators are
 * never restricted. Everything comes from the version-keyed cache, like hasPermission, so a grant
 * change applies on the next request. These helpers assume the route guard already checked the menu.
 */

/** Codes the user may see or write, or 'all' when nothing restricts them. */
export type GrantedCodes = 'all' | ReadonlySet<string>;

/**
 * The column or form rule of a menu for a user: `isAll` when nothing restricts them (administrator,
 * or the menu's switch is off); otherwise the codes the menu declares and those the user holds.
 * A declared code the user does not hold is hidden (columns) or refused (forms); a key no declared
 * code covers is not governed by the rule.
 */
export type FieldRule =
  | { isAll: true }
  | {
      isAll: false;
      declared: ReadonlySet<string>;
      granted: ReadonlySet<string>;
      /** Declared code → the resource's name (名称), for messages. */
      names: ReadonlyMap<string, string>;
    };

export interface GrantedScheme {
  id: string;
  moduleId: string;
  enCode: string;
  fullName: string;
  /** JSON text: [{field, op, value}] (see module_schemes). */
  conditionJson: string;
  matchLogic: string;
}

/**
 * Rows the user may read on a menu: every row, or those matching any of the granted schemes (OR
 * between schemes, as in JNPF). No scheme granted on a menu that has data authorize on: no rows.
 */
export type DataSchemeFilter = { isAll: true } | { isAll: false; schemes: GrantedScheme[] };

interface FormField {
  enCode: string;
  fullName: string;
  /** Body key of the child list for a child-table field (fieldRule 1); undefined for main-table fields. */
  childTableKey: string | undefined;
}

/** Everything the column, form and data grants of one menu say about one user. */
export interface FieldGrants {
  columns: FieldRule;
  forms: FieldRule;
  /** Declared form fields the user does NOT hold (what writes may not touch). */
  deniedFormFields: FormField[];
  data: DataSchemeFilter;
}

const UNRESTRICTED: FieldGrants = {
  columns: { isAll: true },
  forms: { isAll: true },
  deniedFormFields: [],
  data: { isAll: true },
};

async function computeFieldGrants(
  ctx: AppContext,
  moduleCode: string,
  objects: readonly GrantObject[],
): Promise<FieldGrants> {
  const menus = await findMenusByCode(ctx.db, moduleCode);
  const ids = (flag: 'isColumnAuthorize' | 'isFormAuthorize' | 'isDataAuthorize') =>
    menus.filter((m) => m[flag] === 1).map((m) => m.id);
  const [columnMenus, formMenus, dataMenus] = [
    ids('isColumnAuthorize'),
    ids('isFormAuthorize'),
    ids('isDataAuthorize'),
  ];
  if (columnMenus.length + formMenus.length + dataMenus.length === 0) return UNRESTRICTED;
  const [granted, columns, forms, schemes] = await Promise.all([
    getGrantedItemsOf(ctx, objects),
    findFieldResources(ctx.db, 'column', columnMenus),
    findFieldResources(ctx.db, 'form', formMenus),
    findSchemes(ctx.db, dataMenus),
  ]);
  const rule = (menuIds: string[], rows: typeof columns, held: ReadonlySet<string>): FieldRule =>
    menuIds.length === 0
      ? { isAll: true }
      : {
          isAll: false,
          declared: new Set(rows.map((r) => r.enCode)),
          granted: new Set(rows.filter((r) => held.has(r.id)).map((r) => r.enCode)),
          names: new Map(rows.map((r) => [r.enCode, r.fullName])),
        };
  const grantedSchemes = schemes.filter((s) => granted.resources.has(s.id));
  return {
    columns: rule(columnMenus, columns, granted.columns),
    forms: rule(formMenus, forms, granted.forms),
    deniedFormFields: forms
      .filter((f) => !granted.forms.has(f.id))
      .map((f) => ({
        enCode: f.enCode,
        fullName: f.fullName,
        childTableKey: f.fieldRule === 1 && f.childTableKey ? f.childTableKey : undefined,
      })),
    data:
      dataMenus.length === 0 || grantedSchemes.some((s) => s.allData === 1)
        ? { isAll: true }
        : { isAll: false, schemes: grantedSchemes.map(({ allData: _allData, ...scheme }) => scheme) },
  };
}

/**
 * The user's column, form and data rules on the menu in one look-up (two small queries, then the
 * version-keyed cache): routes that need several of them ask once.
 */
export async function fieldGrantsFor(
  ctx: AppContext,
  user: SessionUser,
  moduleCode: string,
): Promise<FieldGrants> {
  if (user.isAdministrator) return UNRESTRICTED;
  const [version, objects] = await Promise.all([
    readPermissionVersion(ctx.db),
    getCallerGrantObjects(ctx, user),
  ]);
  return cachedByVersion(ctx, `fields|${moduleCode}|${grantHoldersKey(objects)}`, version, () =>
    computeFieldGrants(ctx, moduleCode, objects),
  );
}

/** The column rule of the menu for the user (what list, detail and export may show). */
export async function columnRuleFor(
  ctx: AppContext,
  user: SessionUser,
  moduleCode: string,
): Promise<FieldRule> {
  return (await fieldGrantsFor(ctx, user, moduleCode)).columns;
}

/** The form rule of the menu for the user (what create and edit may write). */
export async function formRuleFor(
  ctx: AppContext,
  user: SessionUser,
  moduleCode: string,
): Promise<FieldRule> {
  return (await fieldGrantsFor(ctx, user, moduleCode)).forms;
}

const grantedOf = (rule: FieldRule): GrantedCodes => (rule.isAll ? 'all' : rule.granted);

/** Column codes (list fields) the user may see on the menu; 'all' for administrators or menus without column authorize. */
export async function grantedColumnCodes(
  ctx: AppContext,
  user: SessionUser,
  moduleCode: string,
): Promise<GrantedCodes> {
  return grantedOf(await columnRuleFor(ctx, user, moduleCode));
}

/** Form field codes the user may write on the menu; 'all' when nothing restricts them. */
export async function grantedFormCodes(
  ctx: AppContext,
  user: SessionUser,
  moduleCode: string,
): Promise<GrantedCodes> {
  return grantedOf(await formRuleFor(ctx, user, moduleCode));
}

/**
 * How a menu's column or form codes map onto the keys of its rows or bodies: one code may govern
 * several keys (organizeName also hides organizeId). Each list defines its own; identity by default.
 */
export type FieldKeys = (code: string) => readonly string[];
const sameKey: FieldKeys = (code) => [code];

/**
 * The keys a rule hides, each with the name of the column that hides it: those of declared codes the
 * user does not hold, unless a held code covers them too.
 */
export function hiddenKeyNames(rule: FieldRule, keysOf: FieldKeys = sameKey): Map<string, string> {
  if (rule.isAll) return new Map();
  const hidden = new Map<string, string>();
  for (const code of rule.declared)
    if (!rule.granted.has(code))
      for (const key of keysOf(code)) hidden.set(key, rule.names.get(code) ?? code);
  for (const code of rule.granted) for (const key of keysOf(code)) hidden.delete(key);
  return hidden;
}

/** The keys a rule hides (see hiddenKeyNames). */
export function hiddenKeys(rule: FieldRule, keysOf: FieldKeys = sameKey): Set<string> {
  return new Set(hiddenKeyNames(rule, keysOf).keys());
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Refuses (400, naming the fields; nothing is written) a write whose body carries a key of a declared
 * form field the user does not hold. Keys left out are fine; fields the menu does not declare are not
 * governed by form grants; a child-table field is looked for in each row of body[childTableKey].
 */
export async function assertFormFieldsGranted(
  ctx: AppContext,
  user: SessionUser,
  moduleCode: string,
  body: unknown,
  keysOf: FieldKeys = sameKey,
): Promise<void> {
  const { deniedFormFields } = await fieldGrantsFor(ctx, user, moduleCode);
  if (deniedFormFields.length === 0 || !isRecord(body)) return;
  const carries = (record: Record<string, unknown>, code: string) =>
    keysOf(code).some((key) => record[key] !== undefined);
  const touched = deniedFormFields.filter((field) => {
    if (!field.childTableKey) return carries(body, field.enCode);
    const rows = body[field.childTableKey];
    return Array.isArray(rows) && rows.some((row) => isRecord(row) && carries(row, field.enCode));
  });
  if (touched.length > 0) {
    throw badRequest('authorize.formFieldNotGranted', { fields: touched.map((f) => f.fullName).join('、') });
  }
}

/** The data schemes that filter the user's rows on the menu (see DataSchemeFilter). */
export async function dataSchemeFilterFor(
  ctx: AppContext,
  user: SessionUser,
  moduleCode: string,
): Promise<DataSchemeFilter> {
  return (await fieldGrantsFor(ctx, user, moduleCode)).data;
}
