import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictionaryData, dictionaryTypes } from '../../src/db/schema/index.ts';
import { multipart, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * `.bdd` export and import of a dictionary category: the original's JSON {list, modelList}, exported
 * with the sub-categories and entries, imported again as it is or, with type=1, as copies.
 */

const t = useTestApp();
const admin = useAdminUser(t);

let sequence = 0;
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`;
}

async function post(url: string, payload: Record<string, unknown>) {
  const res = await t.call({ method: 'POST', url: `/api/system/${url}`, token: admin.token, payload });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.id as string;
}

/** A tree category with a sub-category, each with entries (one nested). */
async function makeCategory() {
  const code = unique('B');
  const top = await post('DictionaryType', {
    parentId: '0',
    fullName: `导出${code}`,
    enCode: code,
    isTree: 1,
  });
  const sub = await post('DictionaryType', { parentId: top, fullName: `子类${code}`, enCode: `${code}s` });
  const parent = await post('DictionaryData', { dictionaryTypeId: top, fullName: '上级', enCode: 'p' });
  await post('DictionaryData', { dictionaryTypeId: top, parentId: parent, fullName: '下级', enCode: 'c' });
  await post('DictionaryData', { dictionaryTypeId: sub, fullName: '子类项', enCode: 's' });
  return { top, sub, code };
}

async function exportBdd(id: string): Promise<{ name: string; text: string }> {
  const res = await t.call({
    method: 'GET',
    url: `/api/system/DictionaryData/${id}/Action/Export`,
    token: admin.token,
  });
  expect(res.body.code, res.body.msg).toBe(200);
  const download = await t.call({ method: 'GET', url: res.body.data.url, token: admin.token });
  return { name: res.body.data.name, text: Buffer.from(download.raw.rawPayload).toString('utf8') };
}

const importBdd = (fileName: string, text: string, query = '') =>
  t.call({
    method: 'POST',
    url: `/api/system/DictionaryData/Actions/Import${query}`,
    token: admin.token,
    ...multipart(fileName, Buffer.from(text, 'utf8'), 'application/octet-stream'),
  });

describe('.bdd export and import', () => {
  it('exports the category, its sub-categories and their entries in the original format', async () => {
    const { top, sub } = await makeCategory();
    const { name, text } = await exportBdd(top);
    expect(name).toMatch(/\.bdd$/);
    const file = JSON.parse(text);
    expect(file.list.map((c: { id: string }) => c.id).sort()).toEqual([top, sub].sort());
    expect(file.list.find((c: { id: string }) => c.id === top)).toMatchObject({ parentId: '-1', isTree: 1 });
    expect(file.modelList).toHaveLength(3);
    expect(file.modelList[0]).toHaveProperty('dictionaryTypeId');
  });

  it('refuses duplicates by default with nothing written, and imports them as copies with type=1', async () => {
    const { top, code } = await makeCategory();
    const { text } = await exportBdd(top);
    const refused = await importBdd('a.bdd', text);
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('导入失败，以下数据已存在');
    const copied = await importBdd('a.bdd', text, '?type=1');
    expect(copied.body.code, copied.body.msg).toBe(200);
    expect(copied.body.data).toEqual({ types: 2, data: 3 });
    const copies = await t.ctx.db
      .select()
      .from(dictionaryTypes)
      .where(like(dictionaryTypes.fullName, `导出${code}.副本%`));
    expect(copies).toHaveLength(1);
    const entries = await t.ctx.db
      .select()
      .from(dictionaryData)
      .where(eq(dictionaryData.dictionaryTypeId, copies[0].id));
    const child = entries.find((e) => e.enCode === 'c');
    expect(entries.find((e) => e.id === child?.parentId)?.enCode).toBe('p');
  });

  it('imports a category that does not exist yet with its ids', async () => {
    const { top } = await makeCategory();
    const { text } = await exportBdd(top);
    const file = JSON.parse(text);
    const code = unique('N');
    file.list = file.list.map((c: Record<string, unknown>) => ({
      ...c,
      id: `${c.id}n`,
      fullName: `${c.fullName}新`,
      enCode: `${c.enCode}${code}`,
      parentId: c.parentId === '-1' ? '-1' : `${c.parentId}n`,
    }));
    file.modelList = file.modelList.map((d: Record<string, unknown>) => ({
      ...d,
      id: `${d.id}n`,
      dictionaryTypeId: `${d.dictionaryTypeId}n`,
      parentId: d.parentId === '0' ? '0' : `${d.parentId}n`,
    }));
    const res = await importBdd('b.bdd', JSON.stringify(file));
    expect(res.body.code, res.body.msg).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(dictionaryTypes)
      .where(eq(dictionaryTypes.id, `${top}n`));
    expect(row).toMatchObject({ parentId: '-1', category: 0, isTree: 1 });
  });

  it('refuses a file that is not .bdd, not JSON, or lacks its parent category, in Chinese', async () => {
    expect((await importBdd('a.json', '{}')).body).toMatchObject({
      code: 400,
      msg: '请选择 .bdd 格式的文件',
    });
    const notJson = await importBdd('a.bdd', 'not json');
    expect(notJson.body.code).toBe(400);
    expect(notJson.body.msg).toContain('导入失败，文件不是有效的字典数据');
    const orphan = {
      list: [
        { id: unique('o'), parentId: 'nowhere', fullName: unique('孤儿'), enCode: unique('o'), isTree: 0 },
      ],
      modelList: [],
    };
    expect((await importBdd('a.bdd', JSON.stringify(orphan))).body).toMatchObject({
      code: 400,
      msg: '导入失败，查询不到上级分类',
    });
    expect(
      await t.ctx.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, orphan.list[0].id)),
    ).toEqual([]);
  });
});
