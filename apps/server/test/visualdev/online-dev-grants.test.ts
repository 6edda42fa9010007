import { MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visualDesignReleases, visualModelData } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { menuId } from '../permission/authorize-fixtures.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, releaseDesign, runtimeDesign, runtimeUser, saveBody } from './online-dev-fixtures.ts';
import { boundFields, createDesign, createTables, formData } from './visual-dev-fixtures.ts';

/*
 * 在线开发 runtime grants and refusals: the design's menu for every call, its buttons for writes, its
 * columns for what is read and its form fields for what is written; unreleased designs and designs
 * bound to tables are refused with a message saying why.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const listBody = (menu: string) => ({
  currentPage: 1,
  pageSize: 20,
  sort: 'desc',
  sidx: '',
  menuId: menu,
  queryJson: '',
  superQueryJson: '',
});

describe('在线开发 runtime grants', () => {
  it('needs the menu to read and its buttons to write', async () => {
    const design = await runtimeDesign(t, admin);
    const stranger = await createUser(t);
    const config = await onlineCall(t, stranger, 'GET', `/${design.id}/Config`);
    expect(config.body.code).toBe(401);
    expect(config.body.msg).toContain(design.fullName);
    expect(
      (await onlineCall(t, stranger, 'POST', `/${design.id}/List`, listBody(design.menuId))).body.code,
    ).toBe(401);

    const reader = await runtimeUser(t, design.menuId, []);
    expect((await onlineCall(t, reader, 'GET', `/${design.id}/Config`)).body.code).toBe(200);
    expect(
      (await onlineCall(t, reader, 'POST', `/${design.id}/List`, listBody(design.menuId))).body.code,
    ).toBe(200);
    const refused = await onlineCall(t, reader, 'POST', `/${design.id}`, saveBody({ title: '梨' }));
    expect(refused.body.code).toBe(401);
    expect(refused.body.msg).toContain('「新增」');

    // A menu of another design (or any other menu) named by the page does not open this one.
    const other = await runtimeDesign(t, admin);
    const otherReader = await runtimeUser(t, other.menuId, []);
    expect(
      (await onlineCall(t, otherReader, 'POST', `/${design.id}/List`, listBody(other.menuId))).body.code,
    ).toBe(401);
    const webDesign = await menuId(t, MenuCode.webDesign);
    expect((await onlineCall(t, admin, 'POST', `/${design.id}/List`, listBody(webDesign))).body.code).toBe(
      401,
    );

    const created = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ title: '梨' }));
    const id = created.body.data.id as string;
    expect(
      (await onlineCall(t, reader, 'PUT', `/${design.id}/${id}`, saveBody({ title: '桃' }, id))).body.code,
    ).toBe(401);
    expect((await onlineCall(t, reader, 'DELETE', `/${design.id}/${id}`)).body.code).toBe(401);
    expect((await onlineCall(t, reader, 'POST', `/batchDelete/${design.id}`, { ids: [id] })).body.code).toBe(
      401,
    );

    const writer = await runtimeUser(t, design.menuId, [
      'btn_add',
      'btn_edit',
      'btn_remove',
      'btn_batchRemove',
    ]);
    expect((await onlineCall(t, writer, 'POST', `/${design.id}`, saveBody({ title: '杏' }))).body.code).toBe(
      200,
    );
    expect(
      (await onlineCall(t, writer, 'PUT', `/${design.id}/${id}`, saveBody({ title: '桃' }, id))).body.code,
    ).toBe(200);
    expect((await onlineCall(t, writer, 'DELETE', `/${design.id}/${id}`)).body.code).toBe(200);
  });

  it('leaves out the columns the caller does not hold and keeps the fields they may not write', async () => {
    const design = await runtimeDesign(t, admin);
    const created = await onlineCall(
      t,
      admin,
      'POST',
      `/${design.id}`,
      saveBody({ title: '梨', secret: '绝密' }),
    );
    const id = created.body.data.id as string;
    const user = await runtimeUser(t, design.menuId, ['btn_add', 'btn_edit'], ['secret']);

    const list = await onlineCall(t, user, 'POST', `/${design.id}/List`, listBody(design.menuId));
    expect(list.body.code, list.body.msg).toBe(200);
    expect(list.body.data.list[0]).toMatchObject({ id, title: '梨' });
    expect(list.body.data.list[0]).not.toHaveProperty('secret');
    const adminList = await onlineCall(t, admin, 'POST', `/${design.id}/List`, listBody(design.menuId));
    expect(adminList.body.data.list[0]).toMatchObject({ secret: '绝密' });
    for (const path of [`/${design.id}/${id}`, `/${design.id}/${id}/DataChange`]) {
      const read = await onlineCall(t, user, 'GET', path);
      expect(read.body.code, read.body.msg).toBe(200);
      expect(JSON.parse(read.body.data.data)).not.toHaveProperty('secret');
    }
    const bySecret = await onlineCall(t, user, 'POST', `/${design.id}/List`, {
      ...listBody(design.menuId),
      sidx: 'secret',
    });
    expect(bySecret.body.code).toBe(400);

    const forged = await onlineCall(
      t,
      user,
      'POST',
      `/${design.id}`,
      saveBody({ title: '枣', secret: '公开' }),
    );
    expect(forged.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：密级' });
    const edited = await onlineCall(t, user, 'PUT', `/${design.id}/${id}`, saveBody({ title: '雪梨' }, id));
    expect(edited.body.code, edited.body.msg).toBe(200);
    const [row] = await t.ctx.db.select().from(visualModelData).where(eq(visualModelData.id, id));
    expect(row?.data).toMatchObject({ title: '雪梨', secret: '绝密' });
    expect(row?.updatedBy).toBe(user.id);
  });

  it('refuses a design never released, and one bound to tables of a data connection that is gone', async () => {
    const draft = await createDesign(t, admin);
    const never = await onlineCall(t, admin, 'POST', `/${draft.id}/List`, listBody(''));
    expect(never.body).toMatchObject({ code: 404, msg: '该功能未发布或已删除' });
    expect((await onlineCall(t, admin, 'GET', `/${draft.id}/Config`)).body.code).toBe(404);
    // The designer's preview reads the draft.
    const preview = await onlineCall(t, admin, 'GET', `/${draft.id}/Config?type=0`);
    expect(preview.body.data).toMatchObject({ id: draft.id, fullName: draft.fullName });

    const { sub, tables } = await createTables(t, admin);
    const bound = await createDesign(t, admin, {
      tables,
      formData: formData(boundFields(sub)),
      columnData: JSON.stringify({ type: 1, columnList: [{ prop: 'title', label: '标题' }], searchList: [] }),
    });
    await releaseDesign(t, admin, bound.id);
    // Its records are served from its tables on the platform database (online-dev-tables*.test.ts).
    expect((await onlineCall(t, admin, 'POST', `/${bound.id}/List`, listBody(''))).body.code).toBe(200);
    // Tables on a data connection that is gone are refused by every call, naming the missing connection
    // (tables on another connection are served: online-dev-other-connection.test.ts).
    await t.ctx.db
      .update(visualDesignReleases)
      .set({ dbLinkId: 'another-source' })
      .where(eq(visualDesignReleases.id, bound.id));
    // The runtime keeps released copies until the permission version moves.
    await bumpPermissionVersion(t.ctx);
    const exportBody = { ...listBody(''), dataType: 0, selectKey: ['title'] };
    const expected = { code: 404, msg: '数据连接不存在' };
    expect(
      (await onlineCall(t, admin, 'POST', `/${bound.id}/Actions/Export`, exportBody)).body,
    ).toMatchObject(expected);
    expect((await onlineCall(t, admin, 'POST', `/${bound.id}/List`, listBody(''))).body).toMatchObject(
      expected,
    );
    const english = await t.call({
      method: 'POST',
      url: `/api/visualdev/OnlineDev/${bound.id}/Actions/Export`,
      token: admin.token,
      headers: { 'accept-language': 'en-US' },
      payload: exportBody,
    });
    expect(english.body.msg).toBe('No such data source');
  });
});
