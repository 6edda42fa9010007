import { describe, expect, it } from 'vitest';
import { dictionaryCacheSize } from '../../src/modules/system/dictionary/dictionary-cache.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { multipart, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The dictionary pickers (DictionaryData/All and a category's Data/Selector) are kept per language
 * and category until a dictionary write: every write of this or another server process on the same
 * database is seen by the next read, in the caller's language, and 系统缓存 lists and clears them.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function dataOf(
  method: Method,
  url: string,
  options: { payload?: unknown; lang?: string; app?: TestApp } = {},
) {
  const res = await (options.app ?? t).call({
    method,
    url: `/api/system/${url}`,
    token: admin.token,
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.lang ? { headers: { 'accept-language': options.lang } } : {}),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

interface Option {
  id: string;
  fullName: string;
}

/** The names DictionaryData/All lists for the category. */
async function allNames(typeId: string, options: { lang?: string; app?: TestApp } = {}) {
  const { list } = await dataOf('GET', 'DictionaryData/All', options);
  const found = list.find((d: { id: string }) => d.id === typeId);
  return found ? found.dictionaryList.map((o: Option) => o.fullName) : undefined;
}

async function selectorNames(typeRef: string, lang?: string) {
  const { list } = await dataOf('GET', `DictionaryData/${typeRef}/Data/Selector`, { lang });
  return list.map((o: Option) => o.fullName);
}

async function makeCategory() {
  const code = uniqueCode('C');
  const { id } = await dataOf('POST', 'DictionaryType', {
    payload: { parentId: '0', fullName: `缓存${code}`, enCode: code, isTree: 0, sortCode: 0 },
  });
  return { typeId: id as string, code };
}

async function addEntry(typeId: string, fullName: string, app?: TestApp) {
  const { id } = await dataOf('POST', 'DictionaryData', {
    payload: { dictionaryTypeId: typeId, parentId: typeId, fullName, enCode: uniqueCode('E') },
    app,
  });
  return id as string;
}

describe('dictionary cache', () => {
  it('shows every entry write on the next read of All and the selector', async () => {
    const { typeId, code } = await makeCategory();
    expect(await allNames(typeId)).toEqual([]);
    expect(await selectorNames(code)).toEqual([]);
    const id = await addEntry(typeId, '甲');
    expect(await allNames(typeId)).toEqual(['甲']);
    expect(await selectorNames(code)).toEqual(['甲']);
    await dataOf('PUT', `DictionaryData/${id}`, { payload: { fullName: '乙' } });
    expect(await allNames(typeId)).toEqual(['乙']);
    expect(await selectorNames(typeId)).toEqual(['乙']);
    await dataOf('PUT', `DictionaryData/${id}/Actions/State`);
    expect(await allNames(typeId)).toEqual([]);
    expect(await selectorNames(typeId)).toEqual([]);
    await dataOf('PUT', `DictionaryData/${id}/Actions/State`);
    await dataOf('DELETE', `DictionaryData/${id}`);
    expect(await allNames(typeId)).toEqual([]);
  });

  it('shows category writes: a new code for the selector, a removed category gone from All', async () => {
    const { typeId, code } = await makeCategory();
    await addEntry(typeId, '丙');
    expect(await selectorNames(code)).toEqual(['丙']);
    await dataOf('PUT', `DictionaryType/${typeId}`, { payload: { enCode: `${code}x` } });
    expect(await selectorNames(code)).toEqual([]);
    expect(await selectorNames(`${code}x`)).toEqual(['丙']);
    const other = await makeCategory();
    expect(await allNames(other.typeId)).toEqual([]);
    await dataOf('DELETE', `DictionaryType/${other.typeId}`);
    expect(await allNames(other.typeId)).toBeUndefined();
  });

  it('shows a .bdd import on the next read', async () => {
    const code = uniqueCode('I');
    const file = {
      list: [{ id: `${code}t`, parentId: '-1', fullName: `导入${code}`, enCode: code, category: '0' }],
      modelList: [
        { id: `${code}d`, dictionaryTypeId: `${code}t`, parentId: '0', fullName: '丁', enCode: 'd' },
      ],
    };
    expect(await allNames(`${code}t`)).toBeUndefined();
    const res = await t.call({
      method: 'POST',
      url: '/api/system/DictionaryData/Actions/Import',
      token: admin.token,
      ...multipart('x.bdd', Buffer.from(JSON.stringify(file), 'utf8'), 'application/octet-stream'),
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(await allNames(`${code}t`)).toEqual(['丁']);
  });

  it('names entries in the caller language and follows a translation edit', async () => {
    const zhTW = await dataOf('GET', 'DictionaryData/sex/Data/Selector', { lang: 'zh-TW' });
    expect(zhTW.list.map((o: Option) => o.fullName)).toContain('男');
    expect(await selectorNames('sex', 'en-US')).toEqual(expect.arrayContaining(['Male', 'Female']));
    const { typeId } = await makeCategory();
    const id = await addEntry(typeId, '苹果');
    expect(await allNames(typeId, { lang: 'en-US' })).toEqual(['苹果']);
    expect(await allNames(typeId, { lang: 'zh-TW' })).toEqual(['苹果']);
    await dataOf('PUT', `Translation/dictionaryData/${id}`, {
      payload: { 'zh-TW': '蘋果', 'en-US': 'Apple' },
    });
    expect(await allNames(typeId, { lang: 'en-US' })).toEqual(['Apple']);
    expect(await allNames(typeId, { lang: 'zh-TW' })).toEqual(['蘋果']);
    expect(await allNames(typeId)).toEqual(['苹果']);
    expect(await selectorNames(typeId, 'en-US')).toEqual(['Apple']);
  });

  it('shows a write made through a second server process on the same database', async () => {
    const second = await buildTestApp({}, { database: t.database });
    try {
      const { typeId } = await makeCategory();
      expect(await allNames(typeId)).toEqual([]);
      expect(await allNames(typeId, { app: second })).toEqual([]);
      await addEntry(typeId, '戊', second);
      expect(await allNames(typeId)).toEqual(['戊']);
    } finally {
      await second.close();
    }
  });

  it('is listed and cleared on the system cache page', async () => {
    await dataOf('GET', 'DictionaryData/All');
    expect(dictionaryCacheSize(t.ctx)).toBeGreaterThan(0);
    const before = await t.call({
      method: 'GET',
      url: '/api/PlatForm/CacheManage/dictionary',
      token: admin.token,
    });
    expect(before.body.data).toMatchObject({ name: 'dictionary', overdueTime: null });
    const cleared = await t.call({
      method: 'DELETE',
      url: '/api/PlatForm/CacheManage/dictionary',
      token: admin.token,
    });
    expect(cleared.body).toMatchObject({ code: 200, msg: '缓存已清空' });
    expect(dictionaryCacheSize(t.ctx)).toBe(0);
    const after = await t.call({
      method: 'GET',
      url: '/api/PlatForm/CacheManage/dictionary',
      token: admin.token,
    });
    expect(after.body.data.version).toBeGreaterThan(before.body.data.version);
  });
});
