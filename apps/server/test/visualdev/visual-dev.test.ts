import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictionaryData, visualDesigns } from '../../src/db/schema/index.ts';
import { VISUAL_DESIGN_FIELDS } from '../../src/modules/visualdev/base/visual-dev-grants.service.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { saveGrantsOverHttp } from '../permission/users-grants-fixtures.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  boundFields,
  createDesign,
  createTables,
  designBody,
  designCall,
  formData,
} from './visual-dev-fixtures.ts';

/*
 * 功能设计 through HTTP with the original client's bodies: the list by category and keyword, create,
 * read, edit (a released design becomes "changed since release"), copy with the original's suffix,
 * delete, and the menu and button grants.
 */

const t = useTestApp();
const admin = useAdminUser(t);

describe('功能设计 designs', () => {
  it('creates, reads, lists by category and keyword, edits and deletes a design', async () => {
    const [entry] = await t.ctx.db.select().from(dictionaryData).limit(1);
    const category = entry?.id ?? 'cat-x';
    const { main, sub, tables } = await createTables(t, admin);
    const design = await createDesign(t, admin, {
      category,
      tables,
      formData: formData(boundFields(sub)),
    });

    const info = await designCall(t, admin, 'GET', `/${design.id}`);
    expect(info.body.code, info.body.msg).toBe(200);
    expect(info.body.data).toMatchObject({
      id: design.id,
      fullName: design.fullName,
      enCode: design.enCode,
      category,
      type: 1,
      webType: 2,
      state: 0,
      dbLinkId: '0',
      tables,
      enableFlow: 0,
      lastModifyTime: null,
    });
    expect(JSON.parse(info.body.data.formData).fields[4].__config__.tableName).toBe(sub);
    expect(typeof info.body.data.creatorTime).toBe('number');

    await createDesign(t, admin, { category: 'other-category' });
    const byCategory = await designCall(
      t,
      admin,
      'GET',
      `?category=${category}&keyword=${design.enCode}&currentPage=1&pageSize=20&sort=desc&sidx=`,
    );
    expect(byCategory.body.code, byCategory.body.msg).toBe(200);
    expect(byCategory.body.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 1 });
    expect(byCategory.body.data.list[0]).toMatchObject({
      id: design.id,
      category: entry?.fullName ?? null,
      categoryId: category,
      isRelease: 0,
      webType: 2,
      creatorUser: expect.stringMatching(new RegExp(`/${admin.account}$`)),
      lastModifyUser: '',
    });
    expect(byCategory.body.data.list[0].formData).toBeUndefined();
    const otherType = await designCall(t, admin, 'GET', `?keyword=${design.enCode}&type=2`);
    expect(otherType.body.data.list).toEqual([]);

    // The original's dialog sends back everything it read, with the changes.
    const edited = { ...info.body.data, fullName: `${design.fullName}改`, interfaceName: '' };
    const update = await designCall(t, admin, 'PUT', `/${design.id}`, edited);
    expect(update.body.code, update.body.msg).toBe(200);
    const after = (await designCall(t, admin, 'GET', `/${design.id}`)).body.data;
    expect(after).toMatchObject({ fullName: `${design.fullName}改`, tables, state: 0 });
    expect(typeof after.lastModifyTime).toBe('number');
    expect(main).toContain('vd_main_');

    const removed = await designCall(t, admin, 'DELETE', `/${design.id}`);
    expect(removed.body.code, removed.body.msg).toBe(200);
    expect((await designCall(t, admin, 'GET', `/${design.id}`)).body.code).toBe(404);
  });

  it('marks a released design as changed when it is edited', async () => {
    const design = await createDesign(t, admin);
    await t.ctx.db.update(visualDesigns).set({ state: 1 }).where(eq(visualDesigns.id, design.id));
    const res = await designCall(t, admin, 'PUT', `/${design.id}`, { description: '改了' });
    expect(res.body.code, res.body.msg).toBe(200);
    expect((await designCall(t, admin, 'GET', `/${design.id}`)).body.data.state).toBe(2);
  });

  it('copies a design with the original suffix, unreleased, with the same parts', async () => {
    const design = await createDesign(t, admin, { description: '源' });
    const res = await designCall(t, admin, 'POST', `/${design.id}/Actions/Copy`);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('复制功能成功');
    const copy = (await designCall(t, admin, 'GET', `/${res.body.data.id}`)).body.data;
    expect(copy.id).not.toBe(design.id);
    expect(copy.fullName).toMatch(new RegExp(`^${design.fullName}\\.副本[0-9a-f]{5}$`));
    expect(copy.enCode).toMatch(new RegExp(`^${design.enCode}[0-9a-f]{5}$`));
    const source = (await designCall(t, admin, 'GET', `/${design.id}`)).body.data;
    expect(copy).toMatchObject({ state: 0, description: '源', formData: source.formData });
  });

  it('refuses a taken code or name, and unknown fields', async () => {
    const design = await createDesign(t, admin);
    const code = await designCall(t, admin, 'POST', '', designBody({ enCode: design.enCode }));
    expect(code.body).toMatchObject({ code: 400, msg: `编码重复：${design.enCode}` });
    const name = await designCall(t, admin, 'POST', '', designBody({ fullName: design.fullName }));
    expect(name.body).toMatchObject({ code: 400, msg: `名称重复：${design.fullName}` });
    const unknown = await designCall(t, admin, 'POST', '', designBody({ hacker: 1 }));
    expect(unknown.body.code).toBe(400);
  });

  it('keeps the line breaks of formatted design JSON, and refuses other control characters', async () => {
    const pretty = JSON.stringify(JSON.parse(formData([])), null, 2);
    const created = await designCall(t, admin, 'POST', '', designBody({ formData: pretty }));
    expect(created.body.code, created.body.msg).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(visualDesigns)
      .where(eq(visualDesigns.id, created.body.data.id));
    expect(row?.formData).toBe(pretty);
    const bell = await designCall(t, admin, 'POST', '', designBody({ formData: `${pretty}\u0007` }));
    expect(bell.body.code).toBe(400);
  });

  it('refuses callers without the menu, and writes without their button', async () => {
    const design = await createDesign(t, admin);
    const stranger = await createUser(t);
    expect((await designCall(t, stranger, 'GET', '')).body.code).toBe(401);
    expect((await designCall(t, stranger, 'GET', `/${design.id}`)).body.code).toBe(401);
    expect((await designCall(t, stranger, 'POST', '', designBody())).body.code).toBe(401);

    const viewer = await userWithMenu(t, MenuCode.webDesign);
    await saveGrantsOverHttp(t, admin.token, viewer.id, MenuCode.webDesign, {
      buttons: [ButtonCode.add],
      columns: ['fullName', 'enCode'],
      forms: [...VISUAL_DESIGN_FIELDS],
    });
    const row = (await designCall(t, viewer, 'GET', `?keyword=${design.enCode}`)).body.data.list[0];
    expect(row).toMatchObject({ id: design.id, enCode: design.enCode });
    expect(row).not.toHaveProperty('category');
    expect(row).not.toHaveProperty('creatorUser');
    const byHidden = await designCall(t, viewer, 'GET', '?category=cat-1');
    expect(byHidden.body.code).toBe(400);
    expect((await designCall(t, viewer, 'POST', '', designBody())).body.code).toBe(200);
    expect((await designCall(t, viewer, 'POST', `/${design.id}/Actions/Copy`)).body.code).toBe(401);
    expect((await designCall(t, viewer, 'DELETE', `/${design.id}`)).body.code).toBe(401);
    expect((await designCall(t, viewer, 'PUT', `/${design.id}`, { description: 'x' })).body.code).toBe(401);
    const exported = await t.call({
      method: 'POST',
      url: `/api/visualdev/OnlineDev/${design.id}/Actions/ExportData`,
      token: viewer.token,
    });
    expect(exported.body.code).toBe(401);
    expect((await designCall(t, admin, 'GET', `/${design.id}`)).body.data.description).toBe(null);
  });
});
