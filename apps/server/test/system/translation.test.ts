import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translations } from '../../src/db/schema/index.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { multipart, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 翻译管理 (system.language): the names kept in data listed with their three texts, edited, exported
 * and imported; dictionaries and menus are served in the caller's language.
 */

const t = useTestApp();
const admin = useAdminUser(t);

interface Entry {
  id: string;
  entity: string;
  entityId: string;
  enCode: string;
  'zh-CN': string;
  'zh-TW': string | null;
  'en-US': string | null;
}

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { payload?: unknown; lang?: string; user?: TestUser } = {},
) =>
  t.call({
    method,
    url: `/api${url}`,
    token: (options.user ?? admin).token,
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.lang ? { headers: { 'accept-language': options.lang } } : {}),
  });

async function entries(query: string): Promise<Entry[]> {
  const res = await call('GET', `/system/Translation?pageSize=500&${query}`);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.list;
}

/** A flat dictionary category with one entry, named in Chinese only. */
async function makeDictionary() {
  const code = uniqueCode('tr');
  const created = await call('POST', '/system/DictionaryType', {
    payload: { parentId: '0', fullName: `翻译${code}`, enCode: code },
  });
  expect(created.body.code, created.body.msg).toBe(200);
  const typeId = created.body.data.id as string;
  const entry = await call('POST', '/system/DictionaryData', {
    payload: { dictionaryTypeId: typeId, fullName: `苹果${code}`, enCode: 'apple' },
  });
  expect(entry.body.code, entry.body.msg).toBe(200);
  return { code, typeId, entryId: entry.body.data.id as string };
}

const selectorNames = async (typeId: string, lang: string) =>
  (await call('GET', `/system/DictionaryData/${typeId}/Data/Selector`, { lang })).body.data.list.map(
    (o: { fullName: string }) => o.fullName,
  );

async function exportFile() {
  const res = await call('GET', '/system/Translation/Actions/Export');
  expect(res.body.code, res.body.msg).toBe(200);
  const download = await t.call({ method: 'GET', url: res.body.data.url, token: admin.token });
  return JSON.parse(Buffer.from(download.raw.rawPayload).toString('utf8'));
}

function importFile(content: unknown, fileName = 'translations.json') {
  const upload = multipart(fileName, Buffer.from(JSON.stringify(content), 'utf8'), 'application/json');
  return t.call({
    method: 'POST',
    url: '/api/system/Translation/Actions/Import',
    token: admin.token,
    payload: upload.payload,
    headers: { ...upload.headers, 'accept-language': 'en-US' },
  });
}

describe('translations', () => {
  it('lists the seeded names with their three texts', async () => {
    const [menu] = await entries('entity=module&keyword=system.language');
    expect(menu).toMatchObject({ 'zh-CN': '翻译管理', 'zh-TW': '翻譯管理', 'en-US': 'Translations' });
    const male = (await entries('entity=dictionaryData&keyword=sex.1')).find((e) => e.enCode === 'sex.1');
    expect(male).toMatchObject({ 'zh-CN': '男', 'zh-TW': '男', 'en-US': 'Male' });
    const category = (await entries('entity=dictionaryType&keyword=businessType'))[0];
    expect(category).toMatchObject({ 'en-US': 'Business Category' });
    const purchase = (await entries('keyword=businessType.purchase'))[0];
    expect(purchase).toMatchObject({ 'zh-TW': '採購', 'en-US': 'Purchasing' });
  });

  it('edits one name, which the dictionary pickers then serve in the caller language', async () => {
    const { code, typeId, entryId } = await makeDictionary();
    const missing = await entries(`missing=1&keyword=${code}`);
    expect(missing.map((e) => e.entityId).sort()).toEqual([typeId, entryId].sort());
    expect(missing.find((e) => e.entityId === entryId)).toMatchObject({ 'zh-TW': null, 'en-US': null });

    const saved = await call('PUT', `/system/Translation/dictionaryData/${entryId}`, {
      payload: { 'zh-TW': `蘋果${code}`, 'en-US': `Apple ${code}` },
    });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect((await entries(`missing=1&keyword=${code}`)).map((e) => e.entityId)).toEqual([typeId]);
    expect((await entries(`keyword=${encodeURIComponent(`Apple ${code}`)}`))[0]?.entityId).toBe(entryId);

    expect(await selectorNames(typeId, 'en-US')).toEqual([`Apple ${code}`]);
    expect(await selectorNames(typeId, 'zh-TW')).toEqual([`蘋果${code}`]);
    expect(await selectorNames(typeId, 'zh-CN')).toEqual([`苹果${code}`]);
    const all = (await call('GET', '/system/DictionaryData/All', { lang: 'en-US' })).body.data.list;
    const mine = all.find((d: { id: string }) => d.id === typeId);
    expect(mine.dictionaryList.map((o: { fullName: string }) => o.fullName)).toEqual([`Apple ${code}`]);
    const list = (await call('GET', `/system/DictionaryData/${typeId}`, { lang: 'en-US' })).body.data.list;
    expect(list.map((o: { fullName: string }) => o.fullName)).toEqual([`Apple ${code}`]);
    // The edit dialog still reads the record's own name.
    const info = (await call('GET', `/system/DictionaryData/${entryId}/Info`, { lang: 'en-US' })).body.data;
    expect(info.fullName).toBe(`苹果${code}`);

    await call('PUT', `/system/Translation/dictionaryType/${typeId}`, {
      payload: { 'en-US': `Fruit ${code}` },
    });
    const tree = JSON.stringify((await call('GET', '/system/DictionaryType', { lang: 'en-US' })).body.data);
    expect(tree).toContain(`Fruit ${code}`);

    // An empty text removes the translation: the zh-CN name shows again.
    await call('PUT', `/system/Translation/dictionaryData/${entryId}`, { payload: { 'en-US': '' } });
    expect(await selectorNames(typeId, 'en-US')).toEqual([`苹果${code}`]);

    // A removed entry takes its translations with it.
    await call('PUT', `/system/Translation/dictionaryData/${entryId}`, { payload: { 'en-US': 'gone' } });
    await t.call({ method: 'DELETE', url: `/api/system/DictionaryData/${entryId}`, token: admin.token });
    const left = await t.ctx.db.select().from(translations).where(eq(translations.entityId, entryId));
    expect(left).toEqual([]);
  });

  it('refuses an unknown record or language with nothing changed', async () => {
    const unknown = await call('PUT', '/system/Translation/dictionaryData/no-such-entry', {
      payload: { 'en-US': 'x' },
      lang: 'en-US',
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: expect.stringContaining('no-such-entry') });
    const { entryId } = await makeDictionary();
    const badLanguage = await call('PUT', `/system/Translation/dictionaryData/${entryId}`, {
      payload: { 'fr-FR': 'Pomme' },
    });
    expect(badLanguage.body.code).toBe(400);
    const badEntity = await call('PUT', `/system/Translation/users/${entryId}`, {
      payload: { 'en-US': 'x' },
    });
    expect(badEntity.body.code).toBe(400);
    expect((await entries(`keyword=${entryId}`)).length).toBe(0);
  });

  it('menus follow their translations in CurrentUser', async () => {
    const [menu] = await entries('entity=module&keyword=system.language');
    const renamed = `Translations ${uniqueCode('m')}`;
    await call('PUT', `/system/Translation/module/${menu!.entityId}`, { payload: { 'en-US': renamed } });
    const current = await call('GET', '/oauth/CurrentUser', { lang: 'en-US' });
    expect(JSON.stringify(current.body.data.menuList)).toContain(renamed);
    await call('PUT', `/system/Translation/module/${menu!.entityId}`, {
      payload: { 'en-US': 'Translations' },
    });
  });

  it('exports every name and imports the file back, all or nothing', async () => {
    const { code, entryId } = await makeDictionary();
    const file = await exportFile();
    expect(file.version).toBe(1);
    const entry = file.entries.find((e: { entityId: string }) => e.entityId === entryId);
    expect(entry).toMatchObject({ entity: 'dictionaryData', field: 'fullName' });
    expect(entry.values).toEqual({ 'zh-CN': `苹果${code}`, 'zh-TW': '', 'en-US': '' });

    const refused = await importFile({
      version: 1,
      entries: [
        { entity: 'dictionaryData', entityId: entryId, values: { 'en-US': 'Apple' } },
        { entity: 'dictionaryData', entityId: entryId, values: { 'fr-FR': 'Pomme' } },
      ],
    });
    expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining('fr-FR') });
    expect(refused.body.msg).toContain('nothing was changed');
    expect((await entries(`keyword=${code}&entity=dictionaryData`))[0]?.['en-US']).toBeNull();

    const unknownRecord = await importFile({
      version: 1,
      entries: [{ entity: 'dictionaryData', entityId: 'gone', values: { 'en-US': 'x' } }],
    });
    expect(unknownRecord.body).toMatchObject({ code: 400, msg: expect.stringContaining('gone') });
    expect((await importFile({ entries: [] })).body.code).toBe(400);
    expect((await importFile({ version: 1, entries: [] }, 'a.txt')).body.code).toBe(400);

    entry.values = { ...entry.values, 'zh-CN': 'ignored', 'en-US': `Apple ${code}`, 'zh-TW': `蘋果${code}` };
    const imported = await importFile({ version: 1, entries: [entry] });
    expect(imported.body, imported.body.msg).toMatchObject({ code: 200, data: { entries: 1 } });
    expect((await entries(`keyword=${code}&entity=dictionaryData`))[0]).toMatchObject({
      'zh-CN': `苹果${code}`,
      'zh-TW': `蘋果${code}`,
      'en-US': `Apple ${code}`,
    });
  });

  it('needs the menu to read and its buttons to write', async () => {
    const reader = await userWithMenu(t, MenuCode.language);
    expect((await call('GET', '/system/Translation', { user: reader })).body.code).toBe(200);
    const [menu] = await entries('entity=module&keyword=system.language');
    const refused = await call('PUT', `/system/Translation/module/${menu!.entityId}`, {
      user: reader,
      payload: { 'en-US': 'Nope' },
    });
    expect(refused.body.code).toBe(401);
    const editor = await userWithMenu(t, MenuCode.language, [ButtonCode.edit]);
    const saved = await call('PUT', `/system/Translation/module/${menu!.entityId}`, {
      user: editor,
      payload: { 'en-US': 'Translations' },
    });
    expect(saved.body.code).toBe(200);
  });
});
