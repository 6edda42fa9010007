import { checkPasswordPolicy, DEFAULT_SYS_CONFIG, MenuCode, passwordPolicySchema } from '@platform/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { releaseDesignToMenu } from '../../src/modules/visualdev/base/visual-dev-release.service.ts';
import { buildTestApp } from '../build-test-app.ts';
import { useTestApp } from '../support/test-app.ts';
import { loginToken, md5, postLogin } from './oauth-helpers.ts';

const t = useTestApp();

const TABLES = {
  users: schema.users,
  organizations: schema.organizations,
  positions: schema.positions,
  roles: schema.roles,
  groups: schema.groups,
  userRelations: schema.userRelations,
  systems: schema.systems,
  modules: schema.modules,
  moduleButtons: schema.moduleButtons,
  moduleColumns: schema.moduleColumns,
  moduleForms: schema.moduleForms,
  authorizations: schema.authorizations,
  moduleSchemes: schema.moduleSchemes,
  messages: schema.messages,
  messageReceivers: schema.messageReceivers,
  sysConfig: schema.sysConfig,
};

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    out[name] = (await t.ctx.db.select({ n: count() }).from(table))[0].n;
  }
  return out;
}

describe('the first-start seed', () => {
  it('is idempotent: running it again changes nothing', async () => {
    expect(t.seed).toEqual({ isFirstStart: true, generatedAdminPassword: undefined });
    const before = await counts();
    expect(await seedDatabase(t.ctx, { releaseDesignToMenu })).toEqual({ isFirstStart: false });
    expect(await seedDatabase(t.ctx, { releaseDesignToMenu })).toEqual({ isFirstStart: false });
    expect(await counts()).toEqual(before);
    expect(before.users).toBe(6);
    expect(before.systems).toBe(2);
    expect(before.sysConfig).toBe(Object.keys(DEFAULT_SYS_CONFIG).length);
  });

  it('stores the admin password as argon2id over md5, with the change still to do', async () => {
    const [admin] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.account, 'admin'));
    expect(admin.isAdministrator).toBe(true);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin.changePasswordDate).toBeNull();
  });

  it('gives the demo users memberships but no known password', async () => {
    const relations = await t.ctx.db.select().from(schema.userRelations);
    const types = new Set(relations.map((r) => r.objectType));
    expect(types).toEqual(new Set(['Organize', 'Position', 'Role', 'Group']));
    for (const account of ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi']) {
      for (const guess of ['123456', '0000', DEFAULT_SYS_CONFIG.newUserDefaultPassword, account]) {
        expect((await postLogin(t, { account, password: md5(guess) })).body.code).toBe(400);
      }
    }
  });

  it('builds the organization tree under -1 with id paths', async () => {
    const orgs = await t.ctx.db.select().from(schema.organizations);
    const company = orgs.find((o) => o.parentId === '-1')!;
    expect(company.category).toBe('company');
    const departments = orgs.filter((o) => o.parentId === company.id);
    expect(departments.length).toBeGreaterThanOrEqual(3);
    for (const d of departments) expect(d.idPath).toBe(`${company.id},${d.id}`);
  });

  it('has a menu for every catalogue code, each menu type 0-8, and resources on pages', async () => {
    const menus = await t.ctx.db.select().from(schema.modules);
    const byCode = new Map(menus.map((m) => [m.enCode, m]));
    for (const code of Object.values(MenuCode)) expect(byCode.has(code), code).toBe(true);
    expect(new Set(menus.map((m) => m.type))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    const links = menus.filter((m) => m.type === 7);
    expect(links.map((m) => m.linkTarget).sort()).toEqual(['_blank', '_self']);
    const buttons = await t.ctx.db.select().from(schema.moduleButtons);
    const user = byCode.get(MenuCode.permissionUser)!;
    const userButtons = buttons.filter((b) => b.moduleId === user.id).map((b) => b.enCode);
    expect(userButtons).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove']));
    for (const page of menus.filter((m) => m.type === 2)) {
      expect(page.urlAddress, page.enCode).toMatch(/^[a-zA-Z]+\/[a-zA-Z]+$/);
      expect(
        buttons.some((b) => b.moduleId === page.id),
        page.enCode,
      ).toBe(true);
    }
  });

  it('gives every page the resources it is flagged for: buttons, columns and form fields', async () => {
    const menus = await t.ctx.db.select().from(schema.modules);
    const perMenu = async (table: typeof schema.moduleButtons | typeof schema.moduleColumns) => {
      const rows = await t.ctx.db.select().from(table);
      const out = new Map<string, string[]>();
      for (const row of rows) out.set(row.moduleId, [...(out.get(row.moduleId) ?? []), row.enCode]);
      return out;
    };
    const buttons = await perMenu(schema.moduleButtons);
    const columns = await perMenu(schema.moduleColumns);
    const forms = await perMenu(schema.moduleForms);
    const pages = menus.filter((m) => m.type === 2);
    for (const page of pages) {
      expect(page.isButtonAuthorize, page.enCode).toBe(1);
      expect(buttons.get(page.id)?.length ?? 0, page.enCode).toBeGreaterThan(0);
    }
    for (const menu of menus) {
      // The authorize screen shows a resource tab exactly when the flag is on, so flag and rows agree.
      const expected = {
        buttons: menu.isButtonAuthorize,
        columns: menu.isColumnAuthorize,
        forms: menu.isFormAuthorize,
      };
      const has = {
        buttons: Number(buttons.has(menu.id)),
        columns: Number(columns.has(menu.id)),
        forms: Number(forms.has(menu.id)),
      };
      expect(has, `${menu.enCode} (type ${menu.type})`).toEqual(expected);
      for (const codes of [buttons.get(menu.id), columns.get(menu.id), forms.get(menu.id)]) {
        if (codes) expect(new Set(codes).size, menu.enCode).toBe(codes.length);
      }
    }
    // Column and form authorization is not just the user page: the list pages carry both.
    const fieldPages = menus.filter((m) => m.isColumnAuthorize === 1 && m.isFormAuthorize === 1);
    expect(fieldPages.map((m) => m.enCode)).toEqual(
      expect.arrayContaining([
        MenuCode.permissionOrganize,
        MenuCode.permissionPosition,
        MenuCode.permissionUser,
        MenuCode.permissionRole,
        MenuCode.dictionary,
      ]),
    );
  });

  it('leaves unread demo messages of every type for the administrator', async () => {
    const rows = await t.ctx.db.select().from(schema.messages);
    expect(new Set(rows.map((m) => m.type))).toEqual(new Set([1, 2, 3, 4]));
    expect(rows.find((m) => m.type === 2)?.flowType).toBe(2);
    const receivers = await t.ctx.db.select().from(schema.messageReceivers);
    expect(receivers).toHaveLength(rows.length);
    expect(receivers.every((r) => r.isRead === 0)).toBe(true);
  });
});

describe('without ADMIN_INITIAL_PASSWORD', () => {
  it('generates a policy-compliant admin password, returns it once, and it works', async () => {
    const other = await buildTestApp({ adminInitialPassword: undefined });
    try {
      const generated = other.seed?.generatedAdminPassword;
      expect(generated).toBeDefined();
      expect(generated!.length).toBeGreaterThanOrEqual(12);
      expect(checkPasswordPolicy(generated!, passwordPolicySchema.parse(DEFAULT_SYS_CONFIG))).toEqual([]);
      const token = await loginToken(other, 'admin', generated!);
      expect(token).toMatch(/^Bearer /);
      expect(await seedDatabase(other.ctx, { releaseDesignToMenu })).toEqual({ isFirstStart: false });
    } finally {
      await other.close();
    }
  });
});
