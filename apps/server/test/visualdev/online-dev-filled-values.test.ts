import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billRules, organizations, positions, visualModelData } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createRule } from '../system/bill-rule-fixtures.ts';
import { onlineCall, runtimeDesign, saveBody } from './online-dev-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * What the server stores beside a designed form's values: the creator's organization, department
 * and position as they were on the create, a document number from the field's rule (given back when
 * the save is refused), and relation-form values that must name a record of the related design.
 */

const t = useTestApp();
const admin = useAdminUser(t);

async function placedUser() {
  const companyId = newId();
  const deptId = newId();
  const positionId = newId();
  await t.ctx.db.insert(organizations).values([
    { id: companyId, category: 'company', fullName: '测试公司', enCode: uniqueCode('c'), idPath: companyId },
    {
      id: deptId,
      parentId: companyId,
      category: 'department',
      fullName: '研发部',
      enCode: uniqueCode('d'),
      idPath: `${companyId},${deptId}`,
    },
  ]);
  await t.ctx.db
    .insert(positions)
    .values({ id: positionId, organizeId: deptId, fullName: '工程师', enCode: uniqueCode('p') });
  const user = await createUser(t, { organizeId: deptId, positionId, isAdministrator: true });
  return { user, companyId, deptId, positionId };
}

const storedData = async (id: string) => {
  const [row] = await t.ctx.db.select().from(visualModelData).where(eq(visualModelData.id, id));
  return row?.data as Record<string, unknown>;
};

describe('online-dev save: the server-filled fields', () => {
  it('fills organization, department, position and a document number on create and keeps them on edit', async () => {
    const rule = await createRule(t, admin, { prefix: 'KH', dateFormat: 'no', digit: 3, startNumber: '1' });
    const design = await runtimeDesign(t, admin, {
      formData: formData([
        widget('comInput', 'title', '标题', {}, { required: true }),
        widget('currOrganize', 'org', '所属组织', { showLevel: 'last' }),
        widget('currOrganize', 'company', '所属公司', { showLevel: 'all' }),
        widget('currDept', 'dept', '所属部门'),
        widget('currPosition', 'post', '所属岗位'),
        widget('billRule', 'billNo', '单据编号', {}, { rule: rule.enCode }),
      ]),
    });
    const placed = await placedUser();
    // What the client sends for a server-filled field (the original's form sends them back) is ignored.
    const ok = await onlineCall(
      t,
      placed.user,
      'POST',
      `/${design.id}`,
      saveBody({ title: '甲', org: 'forged', billNo: 'forged' }),
    );
    expect(ok.body.code, ok.body.msg).toBe(200);
    const data = await storedData(ok.body.data.id);
    expect(data).toMatchObject({
      org: placed.deptId,
      company: placed.companyId,
      dept: placed.deptId,
      post: placed.positionId,
      billNo: 'KH001',
    });

    // An edit by someone else keeps the creator-side values and the number.
    const edited = await onlineCall(
      t,
      admin,
      'PUT',
      `/${design.id}/${ok.body.data.id}`,
      saveBody({ title: '乙' }),
    );
    expect(edited.body.code, edited.body.msg).toBe(200);
    expect(await storedData(ok.body.data.id)).toMatchObject({
      title: '乙',
      org: placed.deptId,
      billNo: 'KH001',
    });

    // A refused save gives its number back: the next create gets KH002.
    const refused = await onlineCall(t, placed.user, 'POST', `/${design.id}`, saveBody({ title: '' }));
    expect(refused.body.code).toBe(400);
    const next = await onlineCall(t, placed.user, 'POST', `/${design.id}`, saveBody({ title: '丙' }));
    expect((await storedData(next.body.data.id)).billNo).toBe('KH002');
    const [counter] = await t.ctx.db.select().from(billRules).where(eq(billRules.id, rule.id));
    expect(counter?.outputNumber).toBe('KH002');
  });

  it('refuses a relation-form value that names no record of the related design', async () => {
    const related = await runtimeDesign(t, admin);
    const record = await onlineCall(t, admin, 'POST', `/${related.id}`, saveBody({ title: '客户甲' }));
    expect(record.body.code, record.body.msg).toBe(200);
    const design = await runtimeDesign(t, admin, {
      formData: formData([
        widget('relationForm', 'customer', '客户', { modelId: related.id, relationField: 'title' }),
        widget(
          'table',
          'items',
          '明细',
          {},
          {
            children: [
              widget('relationForm', 'who', '联系人', { modelId: related.id, relationField: 'title' }),
            ],
          },
        ),
      ]),
    });
    const good = await onlineCall(
      t,
      admin,
      'POST',
      `/${design.id}`,
      saveBody({ customer: record.body.data.id, items: [{ who: record.body.data.id }] }),
    );
    expect(good.body.code, good.body.msg).toBe(200);
    const bad = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ customer: 'nope' }));
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('客户');
    const badRow = await onlineCall(
      t,
      admin,
      'POST',
      `/${design.id}`,
      saveBody({ customer: record.body.data.id, items: [{ who: 'nope' }] }),
    );
    expect(badRow.body.code).toBe(400);
    expect(badRow.body.msg).toContain('联系人');
  });
});
