import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, visualModelData } from '../../src/db/schema/index.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, runtimeDesign, runtimeListBody, runtimeUser, saveBody } from './online-dev-fixtures.ts';
import { downloadSheet } from './online-dev-tables-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * The list (`{field}_name` beside each value) and the export name what records hold by id or code: a data-dictionary
 * choice by its entry's name, a user picker by 姓名/账号, an organization path level by level; an id
 * that names nothing stays as stored.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const fields = [
  widget('comInput', 'title', '标题'),
  widget('select', 'sex', '性别', {}, { dataType: 'dictionary', dictionaryType: 'sex' }),
  widget('userSelect', 'handler', '经办人'),
  widget('comSelect', 'org', '所属组织'),
];
const columns = JSON.stringify({
  type: 1,
  hasPage: true,
  pageSize: 20,
  columnList: [
    ['title', '标题'],
    ['sex', '性别'],
    ['handler', '经办人'],
    ['org', '所属组织'],
  ].map(([prop, label]) => ({ prop, label })),
  btnsList: [{ value: 'download', label: '导出' }],
});

describe('在线开发 export of named values', () => {
  it('names dictionary entries, users and organizations, and keeps unknown ids', async () => {
    const handler = await createUser(t, { realName: '张经办' });
    const [company] = await t.ctx.db.select().from(organizations).limit(1);
    if (!company) throw new Error('the seed holds no organization');
    const { id, menuId } = await runtimeDesign(t, admin, { formData: formData(fields), columnData: columns });
    const ids: string[] = [];
    for (const values of [
      { title: '甲', sex: '2', handler: handler.id, org: [company.id] },
      { title: '乙', sex: '1', handler: 'nobody', org: [] },
    ]) {
      const saved = await onlineCall(t, admin, 'POST', `/${id}`, saveBody(values));
      expect(saved.body.code, saved.body.msg).toBe(200);
      ids.push(saved.body.data.id);
    }
    // A save refuses a code its dictionary does not hold; a record kept from before holds one, written
    // straight into the store.
    await t.ctx.db
      .update(visualModelData)
      .set({ data: sql`${visualModelData.data} || '{"sex":"9"}'::jsonb` })
      .where(eq(visualModelData.id, ids[1] ?? ''));
    const exporter = await runtimeUser(t, menuId, ['btn_download']);
    // The list keeps each stored value and puts its text beside it, as the original's list reads it.
    const list = await onlineCall(
      t,
      exporter,
      'POST',
      `/${id}/List`,
      runtimeListBody(menuId, { sidx: 'title', sort: 'asc' }),
    );
    expect(list.body.code, list.body.msg).toBe(200);
    expect(list.body.data.list[1]).toMatchObject({
      title: '甲',
      sex: '2',
      sex_name: '女',
      handler: handler.id,
      handler_name: `张经办/${handler.account}`,
      org: [company.id],
      org_name: company.fullName,
    });
    expect(list.body.data.list[1]).not.toHaveProperty('title_name');
    expect(list.body.data.list[0]).toMatchObject({ sex_name: '9', handler_name: 'nobody' });
    const res = await onlineCall(t, exporter, 'POST', `/${id}/Actions/Export`, {
      currentPage: 1,
      pageSize: 20,
      sort: 'asc',
      sidx: 'title',
      menuId,
      queryJson: '',
      superQueryJson: '',
      dataType: 1,
      selectKey: ['title', 'sex', 'handler', 'org'],
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(await downloadSheet(t, exporter, res.body.data.url)).toEqual([
      ['标题', '性别', '经办人', '所属组织'],
      ['乙', '9', 'nobody', ''],
      ['甲', '女', `张经办/${handler.account}`, company.fullName],
    ]);
  });
});
