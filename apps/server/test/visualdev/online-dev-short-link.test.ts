import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visualDesignLinks, visualModelData } from '../../src/db/schema/index.ts';
import { LINK_PASS_TTL_MS } from '../../src/modules/visualdev/short-link/short-link-token.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createRule } from '../system/bill-rule-fixtures.ts';
import { runtimeDesign, saveBody } from './online-dev-fixtures.ts';
import { checkPassword, linkCall, saveLink, tokenOf } from './online-dev-short-link-fixtures.ts';
import { createDesign, formData, widget } from './visual-dev-fixtures.ts';

/*
 * 外链 of a design: the designer's settings (passwords kept hashed, never answered) and the public
 * form: refused unless released and switched on, with a token of this design and use and, behind a
 * password, the proof checkPwd answers; a record added through it is checked and stored by nobody.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const recordsOf = async (designId: string) => {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(visualModelData)
    .where(eq(visualModelData.designId, designId));
  return row?.n ?? 0;
};

describe('外链 settings', () => {
  it('round-trips the settings, keeps passwords hashed and never answers them', async () => {
    const design = await runtimeDesign(t, admin);
    const fresh = await linkCall(t, 'GET', `/${design.id}`, undefined, admin);
    expect(fresh.body.data).toMatchObject({ id: design.id, alreadySave: false, formUse: 0, columnUse: 0 });
    expect(fresh.body.data.formLink).toMatch(/^\/formShortLink\?encryption=/);
    expect(fresh.body.data.formLink).not.toBe(fresh.body.data.columnLink);

    const columns = JSON.stringify([
      { __vModel__: 'title', prop: 'title', __config__: { jnpfKey: 'comInput' } },
    ]);
    const { info } = await saveLink(t, admin, design.id, {
      formUse: 1,
      formPassUse: 1,
      formPassword: 'Abc@123',
      columnUse: 1,
      columnText: columns,
      columnCondition: columns,
    });
    expect(info).toMatchObject({
      alreadySave: true,
      formUse: 1,
      formPassUse: 1,
      formPassword: '',
      hasFormPassword: true,
      columnUse: 1,
      columnPassUse: 0,
      hasColumnPassword: false,
      columnText: columns,
      realPcLink: '/formShortLink',
      userId: admin.id,
    });
    const [row] = await t.ctx.db.select().from(visualDesignLinks).where(eq(visualDesignLinks.id, design.id));
    expect(row?.formPassword).toMatch(/^\$argon2id\$/);
    expect(row?.formPassword).not.toContain('Abc@123');

    // The dialog sends back '' with the switch on: the kept password stays.
    await saveLink(t, admin, design.id, { formPassword: '' });
    const [kept] = await t.ctx.db.select().from(visualDesignLinks).where(eq(visualDesignLinks.id, design.id));
    expect(kept?.formPassword).toBe(row?.formPassword);

    const missing = await linkCall(t, 'PUT', '', { id: design.id, columnUse: 1, columnPassUse: 1 }, admin);
    expect(missing.body.code).toBe(400);
    const weak = await linkCall(
      t,
      'PUT',
      '',
      { id: design.id, formPassUse: 1, formPassword: 'abcdef' },
      admin,
    );
    expect(weak.body.code).toBe(400);
    const badColumns = await linkCall(t, 'PUT', '', { id: design.id, columnText: '{"a":1}' }, admin);
    expect(badColumns.body.code).toBe(400);
    const unknown = await linkCall(t, 'PUT', '', { id: design.id, surprise: 1 }, admin);
    expect(unknown.body.code).toBe(400);

    const stranger = await createUser(t);
    const refused = await linkCall(t, 'GET', `/${design.id}`, undefined, stranger);
    expect(refused.body.code).toBe(401);
  });
});

describe('外链 public form', () => {
  it('refuses a link not switched on, a design not released and a token not of this design or use', async () => {
    const design = await runtimeDesign(t, admin);
    const other = await runtimeDesign(t, admin);
    const read = await linkCall(t, 'GET', `/${design.id}`, undefined, admin);
    const form = tokenOf(read.body.data.formLink);

    const never = await linkCall(t, 'GET', `/getConfig/${design.id}?encryption=${form}`);
    expect(never.body.code).toBe(404);

    const { list } = await saveLink(t, admin, design.id, { formUse: 0, columnUse: 1 });
    const off = await linkCall(t, 'POST', `/${design.id}?encryption=${form}`, saveBody({ title: 'x' }));
    expect(off.body.code).toBe(404);

    await saveLink(t, admin, design.id, { formUse: 1 });
    const wrongUse = await linkCall(t, 'POST', `/${design.id}?encryption=${list}`, saveBody({ title: 'x' }));
    expect(wrongUse.body.code).toBe(400);
    const otherForm = tokenOf(
      (await linkCall(t, 'GET', `/${other.id}`, undefined, admin)).body.data.formLink,
    );
    const wrongDesign = await linkCall(
      t,
      'POST',
      `/${design.id}?encryption=${otherForm}`,
      saveBody({ title: 'x' }),
    );
    expect(wrongDesign.body.code).toBe(400);
    const [payload = ''] = form.split('.');
    const forged = `${payload}.${'A'.repeat(43)}`;
    const tampered = await linkCall(t, 'GET', `/getConfig/${design.id}?encryption=${forged}`);
    expect(tampered.body.code).toBe(400);
    const noToken = await linkCall(t, 'GET', `/getConfig/${design.id}`);
    expect(noToken.body.code).toBe(400);

    const draft = await createDesign(t, admin);
    const draftLink = await saveLink(t, admin, draft.id, { formUse: 1 });
    const unreleased = await linkCall(t, 'GET', `/${draft.id}/Config?encryption=${draftLink.form}`);
    expect(unreleased.body.code).toBe(404);
    expect(await recordsOf(design.id)).toBe(0);
  });

  it('leaves the user fields of a record added through the link empty and numbers it as any create', async () => {
    const rule = await createRule(t, admin, { prefix: 'WL', dateFormat: 'no', digit: 3, startNumber: '1' });
    const design = await runtimeDesign(t, admin, {
      formData: formData([
        widget('comInput', 'title', '标题', {}, { required: true }),
        widget('createUser', 'creator', '创建人'),
        widget('modifyUser', 'modifier', '修改人'),
        widget('currOrganize', 'org', '所属组织'),
        widget('currDept', 'dept', '所属部门'),
        widget('currPosition', 'post', '所属岗位'),
        widget('createTime', 'createdAt', '创建时间'),
        widget('billRule', 'billNo', '单据编号', {}, { rule: rule.enCode }),
      ]),
    });
    const { form } = await saveLink(t, admin, design.id, { formUse: 1 });
    const body = saveBody({ title: '甲', creator: admin.id, org: 'forged', billNo: 'forged' });
    const created = await linkCall(t, 'POST', `/${design.id}?encryption=${form}`, body);
    expect(created.body.code, created.body.msg).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(visualModelData)
      .where(eq(visualModelData.id, created.body.data.id));
    expect(row?.data).toMatchObject({
      title: '甲',
      creator: null,
      modifier: null,
      org: null,
      dept: null,
      post: null,
      billNo: 'WL001',
    });
    expect(typeof row?.data.createdAt).toBe('number');
  });

  it('adds a checked record by nobody once the password is proven, and refuses without the proof', async () => {
    const design = await runtimeDesign(t, admin);
    const { form } = await saveLink(t, admin, design.id, {
      formUse: 1,
      formPassUse: 1,
      formPassword: 'Abc@123',
    });
    const config = await linkCall(t, 'GET', `/getConfig/${design.id}?encryption=${form}`);
    expect(config.body.data).toMatchObject({ id: design.id, formUse: 1, formPassUse: 1 });
    expect(config.body.data).not.toHaveProperty('formPassword');
    const drawn = await linkCall(t, 'GET', `/${design.id}/Config?encryption=${form}`);
    expect(drawn.body.code).toBe(200);
    expect(JSON.parse(drawn.body.data.formData).fields.length).toBeGreaterThan(0);

    const unproven = await linkCall(t, 'POST', `/${design.id}?encryption=${form}`, saveBody({ title: 'ok' }));
    expect(unproven.body.code).toBe(401);
    const wrong = await checkPassword(t, design.id, 0, 'Abc@124', form);
    expect(wrong.body.code).toBe(400);
    const wrongUse = await checkPassword(t, design.id, 1, 'Abc@123', form);
    expect(wrongUse.body.code).toBe(400);
    const right = await checkPassword(t, design.id, 0, 'Abc@123', form);
    expect(right.body.code, right.body.msg).toBe(200);
    const proof = right.body.data.encryption as string;
    expect(proof).not.toContain('Abc@123');

    const tooLong = await linkCall(
      t,
      'POST',
      `/${design.id}?encryption=${proof}`,
      saveBody({ title: '12345678901' }),
    );
    expect(tooLong.body.code).toBe(400);
    const unknownField = await linkCall(
      t,
      'POST',
      `/${design.id}?encryption=${proof}`,
      saveBody({ nope: 1 }),
    );
    expect(unknownField.body.code).toBe(400);
    expect(await recordsOf(design.id)).toBe(0);

    const created = await linkCall(
      t,
      'POST',
      `/${design.id}?encryption=${proof}`,
      saveBody({ title: 'hello', price: 5 }),
    );
    expect(created.body.code, created.body.msg).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(visualModelData)
      .where(and(eq(visualModelData.designId, design.id), eq(visualModelData.id, created.body.data.id)));
    expect(row?.data).toMatchObject({ title: 'hello', price: 5 });
    expect(typeof row?.data.creatorTime).toBe('number');
    expect(row?.createdBy).toBeNull();

    // A new password ends the proofs of the old one; so does time (moved last: it outlives the sessions).
    await saveLink(t, admin, design.id, { formPassword: 'Xyz#789' });
    const stale = await linkCall(
      t,
      'POST',
      `/${design.id}?encryption=${proof}`,
      saveBody({ title: 'again' }),
    );
    expect(stale.body.code).toBe(401);
    const renewed = (await checkPassword(t, design.id, 0, 'Xyz#789', form)).body.data.encryption as string;
    t.clock.advance(LINK_PASS_TTL_MS + 1000);
    const expired = await linkCall(
      t,
      'POST',
      `/${design.id}?encryption=${renewed}`,
      saveBody({ title: 'late' }),
    );
    expect(expired.body.code).toBe(401);
    expect(await recordsOf(design.id)).toBe(1);
  });
});
