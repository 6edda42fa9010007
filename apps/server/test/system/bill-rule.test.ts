import { ButtonCode, formatDate, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billRules } from '../../src/db/schema/index.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { saveGrantsOverHttp } from '../permission/users-grants-fixtures.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { billRuleCall, createRule, nextNumber, ruleBody } from './bill-rule-fixtures.ts';

/*
 * 单据规则 (system.billRule): administrators keep the rules; every signed-in user picks them in the
 * template picker and draws numbers: prefix + date part + serial, the serial restarting when the
 * date part changes.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const DAY_MS = 24 * 60 * 60 * 1000;
const freshAdmin = () => createUser(t, { isAdministrator: true });
const today = () => formatDate(t.clock.now(), 'yyyyMMdd', { timeZone: 'Asia/Shanghai' });

describe('document-number rules', () => {
  it('creates, reads, lists, edits, toggles and deletes a rule, with the example worked out by the server', async () => {
    const body = ruleBody({ id: '', example: 'ignored', prefix: 'HT', digit: 5, startNumber: '00010' });
    const created = await billRuleCall(t, admin, 'POST', '', body);
    expect(created.body.code, created.body.msg).toBe(200);
    expect(created.body.msg).toBe('新建成功');
    const id = created.body.data.id;
    const info = (await billRuleCall(t, admin, 'GET', `/${id}`)).body.data;
    expect(info).toMatchObject({
      fullName: body.fullName,
      enCode: body.enCode,
      category: 'cat-1',
      prefix: 'HT',
      dateFormat: 'yyyyMMdd',
      digit: 5,
      startNumber: '00010',
      example: `HT${today()}00010`,
      outputNumber: null,
      enabledMark: 1,
    });
    const found = await billRuleCall(t, admin, 'GET', `?keyword=${body.enCode}`);
    expect(found.body.data.list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(found.body.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 1 });
    const byCategory = await billRuleCall(t, admin, 'GET', `?categoryId=other&keyword=${body.enCode}`);
    expect(byCategory.body.data.list).toEqual([]);

    // The original dialog sends the record it read back, with its echoes.
    const edit = await billRuleCall(t, admin, 'PUT', `/${id}`, { ...info, prefix: 'XS', dateFormat: 'no' });
    expect(edit.body.code, edit.body.msg).toBe(200);
    expect((await billRuleCall(t, admin, 'GET', `/${id}`)).body.data.example).toBe('XS00010');

    const state = await billRuleCall(t, admin, 'PUT', `/${id}/Actions/State`);
    expect(state.body.data).toEqual({ enabledMark: 0 });
    const picker = await billRuleCall(t, admin, 'GET', `/Selector?keyword=${body.enCode}`);
    expect(picker.body.data.list).toEqual([]);
    await billRuleCall(t, admin, 'PUT', `/${id}/Actions/State`);
    const enabled = await billRuleCall(t, admin, 'GET', `/Selector?keyword=${body.enCode}`);
    expect(enabled.body.data.list).toEqual([
      expect.objectContaining({ id, enCode: body.enCode, startNumber: '00010', example: 'XS00010' }),
    ]);

    expect((await billRuleCall(t, admin, 'DELETE', `/${id}`)).body.code).toBe(200);
    expect((await billRuleCall(t, admin, 'GET', `/${id}`)).body.code).toBe(404);
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const count = async () => (await t.ctx.db.select({ id: billRules.id }).from(billRules)).length;
    const before = await count();
    const refuse = async (overrides: Record<string, unknown>, text: string) => {
      const res = await billRuleCall(t, admin, 'POST', '', ruleBody(overrides));
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain(text);
    };
    await refuse({ enCode: 'a b' }, '编码只能输入英文、数字和小数点');
    await refuse({ enCode: '.ab' }, '编码只能输入英文、数字和小数点');
    await refuse({ fullName: '名'.repeat(51) }, '不能超过50');
    await refuse({ enCode: `A${'1'.repeat(50)}` }, 'enCode');
    await refuse({ sortCode: 1000000 }, 'sortCode');
    await refuse({ sortCode: -1 }, 'sortCode');
    await refuse({ digit: 0 }, '请输入正整数');
    await refuse({ startNumber: '000' }, '流水起始不能为0');
    await refuse({ startNumber: '1a' }, '只能输入数字');
    await refuse({ digit: 2, startNumber: '123' }, '流水起始的位数不能超过流水位数');
    await refuse({ dateFormat: 'dd' }, 'dateFormat');
    await refuse({ category: '' }, 'category');
    await refuse({ colour: 'red' }, '不允许的字段：colour');
    const existing = await createRule(t, admin);
    await refuse({ enCode: existing.enCode }, `业务编码不能重复：${existing.enCode}`);
    await refuse({ fullName: existing.fullName }, `业务名称不能重复：${existing.fullName}`);
    expect(await count()).toBe(before + 1);
    const clash = await billRuleCall(t, admin, 'PUT', `/${existing.id}`, { startNumber: '123456' });
    expect(clash.body.msg).toContain('流水起始的位数不能超过流水位数（4）');
  });

  it('lets any signed-in user pick rules and draw numbers, but not manage them', async () => {
    const rule = await createRule(t, admin, { dateFormat: 'yyyy', prefix: 'P' });
    const someone = await createUser(t);
    const picker = await billRuleCall(t, someone, 'GET', `/Selector?keyword=${rule.enCode}`);
    expect(picker.body.data.list.map((r: { enCode: string }) => r.enCode)).toEqual([rule.enCode]);
    expect(await nextNumber(t, someone, rule.enCode)).toMatch(/^P\d{4}0001$/);
    expect((await billRuleCall(t, someone, 'GET', '')).body.code).toBe(401);
    expect((await billRuleCall(t, someone, 'POST', '', ruleBody())).body.code).toBe(401);
  });
  it('keeps the menu, its buttons, columns and form fields to those granted them', async () => {
    const viewer = await userWithMenu(t, MenuCode.billRule);
    await saveGrantsOverHttp(t, admin.token, viewer.id, MenuCode.billRule, {
      buttons: [ButtonCode.add],
      columns: ['fullName', 'enCode'],
      forms: ['fullName', 'enCode', 'category', 'prefix', 'dateFormat', 'digit', 'startNumber'],
    });
    const body = ruleBody();
    const { sortCode: _sort, enabledMark: _state, description: _text, ...granted } = body;
    const created = await billRuleCall(t, viewer, 'POST', '', granted);
    expect(created.body.code, created.body.msg).toBe(200);
    const denied = await billRuleCall(t, viewer, 'POST', '', ruleBody({ sortCode: 5 }));
    expect(denied.body.code).toBe(400);
    const row = (await billRuleCall(t, viewer, 'GET', `?keyword=${body.enCode}`)).body.data.list[0];
    expect(row.enCode).toBe(body.enCode);
    expect(row).not.toHaveProperty('outputNumber');
    expect(row).not.toHaveProperty('category');
    const id = created.body.data.id;
    expect((await billRuleCall(t, viewer, 'DELETE', `/${id}`)).body.code).toBe(401);
    expect((await billRuleCall(t, viewer, 'PUT', `/${id}/Actions/State`)).body.code).toBe(401);
    expect((await billRuleCall(t, viewer, 'GET', `/${id}/Actions/Export`)).body.code).toBe(401);
  });

  it('issues consecutive numbers, restarts the serial when the date part changes, and then refuses deletion', async () => {
    const rule = await createRule(t, admin, { prefix: 'QJ', digit: 3, startNumber: '008' });
    const first = today();
    expect(await nextNumber(t, admin, rule.enCode)).toBe(`QJ${first}008`);
    expect(await nextNumber(t, admin, rule.enCode)).toBe(`QJ${first}009`);
    expect(await nextNumber(t, admin, rule.enCode)).toBe(`QJ${first}010`);
    t.clock.advance(DAY_MS);
    // Moving the clock a day expires the sessions made before.
    const boss = await freshAdmin();
    const second = today();
    expect(second).not.toBe(first);
    expect(await nextNumber(t, boss, rule.enCode)).toBe(`QJ${second}008`);
    expect(await nextNumber(t, boss, rule.enCode)).toBe(`QJ${second}009`);
    const [row] = await t.ctx.db.select().from(billRules).where(eq(billRules.id, rule.id));
    expect(row).toMatchObject({ outputNumber: `QJ${second}009`, thisNumber: 1 });
    const refused = await billRuleCall(t, boss, 'DELETE', `/${rule.id}`);
    expect(refused.body.msg).toBe('单据已经被使用,不允许被删除');
  });

  it('keeps counting without a date part, widens a serial that outgrows its digits, and refuses disabled rules', async () => {
    const before = await freshAdmin();
    const rule = await createRule(t, before, { prefix: 'N', dateFormat: 'no', digit: 1, startNumber: '9' });
    expect(await nextNumber(t, before, rule.enCode)).toBe('N9');
    t.clock.advance(400 * DAY_MS);
    const boss = await freshAdmin();
    expect(await nextNumber(t, boss, rule.enCode)).toBe('N10');
    await billRuleCall(t, boss, 'PUT', `/${rule.id}/Actions/State`);
    const disabled = await billRuleCall(t, boss, 'GET', `/BillNumber/${rule.enCode}`);
    expect(disabled.body.code).toBe(400);
    expect(disabled.body.msg).toBe(`单据规则不存在或已停用：${rule.enCode}`);
    const missing = await billRuleCall(t, boss, 'GET', '/BillNumber/NoSuchRule');
    expect(missing.body.msg).toBe('单据规则不存在或已停用：NoSuchRule');
  });
});
