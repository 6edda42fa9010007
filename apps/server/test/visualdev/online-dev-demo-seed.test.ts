import { MenuCode } from '@platform/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authorizations,
  groups,
  moduleButtons,
  moduleColumns,
  moduleForms,
  modules,
  visualDesignReleases,
} from '../../src/db/schema/index.ts';
import { menuId } from '../permission/authorize-fixtures.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, saveBody } from './online-dev-fixtures.ts';
import { designCall } from './visual-dev-fixtures.ts';

/*
 * The first-start seed's demo of the online runtime: 扩展示例 › 动态功能 › 在线表单示例 opens a released
 * customer form and list with demo records, its menu carrying what a release registers.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const DESIGN = 'demo-form';

const list = async (extra: Record<string, unknown> = {}) => {
  const body = { currentPage: 1, pageSize: 20, menuId: await menuId(t, MenuCode.dynamicForm), ...extra };
  const res = await onlineCall(t, admin, 'POST', `/${DESIGN}/List`, body);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data as { list: Record<string, unknown>[]; pagination: { total: number } };
};
const names = (rows: Record<string, unknown>[]) => rows.map((row) => row.customerName);
const codesOf = async (table: typeof moduleButtons, menu: string) =>
  (await t.ctx.db.select().from(table).where(eq(table.moduleId, menu))).map((r) => r.enCode).sort();

describe('the seeded 在线表单示例', () => {
  it('serves the released design and its five records to the administrator', async () => {
    const config = await onlineCall(t, admin, 'GET', `/${DESIGN}/Config`);
    expect(config.body.code, config.body.msg).toBe(200);
    expect(config.body.data).toMatchObject({ id: DESIGN, fullName: '在线表单示例', webType: 2 });
    const form = JSON.parse(config.body.data.formData);
    expect(form.fields.map((f: { __config__: { jnpfKey: string } }) => f.__config__.jnpfKey)).toEqual([
      'comInput',
      'select',
      'select',
      'date',
      'numInput',
      'textarea',
      'switch',
    ]);

    const all = await list();
    expect(all.pagination.total).toBe(5);
    expect(names(all.list)[0]).toBe('嘉兴南湖电子');
    expect(names((await list({ queryJson: JSON.stringify({ customerLevel: 'vip' }) })).list).sort()).toEqual(
      ['嘉兴南湖电子', '杭州云帆科技'].sort(),
    );
    expect(names((await list({ queryJson: JSON.stringify({ customerName: '宁波' }) })).list)).toEqual([
      '宁波海港物流',
    ]);
    const sorted = await list({ sidx: 'annualBudget', sort: 'asc' });
    expect(names(sorted.list)[0]).toBe('温州瓯江制造');
  });

  it('is released onto the seeded menu with the design resources, granted to the demo group', async () => {
    const menu = await menuId(t, MenuCode.dynamicForm);
    const [row] = await t.ctx.db.select().from(modules).where(eq(modules.id, menu));
    expect(JSON.parse(row?.propertyJson ?? '{}')).toMatchObject({ moduleId: DESIGN });
    expect(row).toMatchObject({ type: 3, fullName: '在线表单示例', isColumnAuthorize: 1 });
    const [release] = await t.ctx.db
      .select()
      .from(visualDesignReleases)
      .where(eq(visualDesignReleases.id, DESIGN));
    expect(release?.pcModuleId).toBe(menu);
    expect(await codesOf(moduleButtons, menu)).toEqual(
      ['btn_add', 'btn_batchRemove', 'btn_detail', 'btn_edit', 'btn_remove'].sort(),
    );
    expect(await codesOf(moduleColumns, menu)).toEqual(
      ['annualBudget', 'customerLevel', 'customerName', 'isActive', 'visitDate'].sort(),
    );
    expect(await codesOf(moduleForms, menu)).toHaveLength(7);

    const [group] = await t.ctx.db.select().from(groups).where(eq(groups.fullName, '项目协作组'));
    const buttonIds = (
      await t.ctx.db.select().from(moduleButtons).where(eq(moduleButtons.moduleId, menu))
    ).map((b) => b.id);
    const granted = await t.ctx.db
      .select()
      .from(authorizations)
      .where(and(eq(authorizations.objectId, group?.id ?? ''), inArray(authorizations.itemId, buttonIds)));
    expect(granted).toHaveLength(buttonIds.length);
  });

  it('takes a record through its form and passes the release check again on the same menu', async () => {
    const values = {
      customerName: '湖州竹海茶业',
      customerLevel: 'potential',
      customerSource: 'referral',
      visitDate: Date.parse('2026-08-01T00:00:00+08:00'),
      annualBudget: 12.5,
      remark: '',
      isActive: 1,
    };
    const created = await onlineCall(t, admin, 'POST', `/${DESIGN}`, saveBody(values));
    expect(created.body.code, created.body.msg).toBe(200);

    const menu = await menuId(t, MenuCode.dynamicForm);
    const [row] = await t.ctx.db.select().from(modules).where(eq(modules.id, menu));
    const again = await designCall(t, admin, 'POST', `/${DESIGN}/Actions/Release`, {
      pc: 1,
      app: 0,
      pcModuleParentId: row?.parentId,
      pcSystemId: row?.systemId,
    });
    expect(again.body.code, again.body.msg).toBe(200);
    expect(again.body.data.pcModuleId).toBe(menu);
  });
});
