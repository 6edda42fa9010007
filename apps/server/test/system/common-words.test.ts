import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commonWords, systems } from '../../src/db/schema/index.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { saveGrantsOverHttp } from '../permission/users-grants-fixtures.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 常用语 (system.commonWords): administrators keep the system words (list, form, state, sort, delete);
 * every signed-in user picks from the enabled ones and their own; the grants of the menu apply.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let mainSystemId: string;

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({
    method,
    url: `/api/system/CommonWords${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
  });

async function create(words: Record<string, unknown>): Promise<string> {
  const res = await call(admin, 'POST', '', words);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

beforeAll(async () => {
  const [main] = await t.ctx.db.select().from(systems).where(eq(systems.enCode, 'main'));
  mainSystemId = main!.id;
});

describe('common words', () => {
  it('creates, reads with the application names, lists by sort code and finds by text or application', async () => {
    const text = `同意${uniqueCode('cw')}`;
    const id = await create({ commonWordsText: text, systemIds: [mainSystemId], sortCode: 3 });
    const info = (await call(admin, 'GET', `/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      commonWordsText: text,
      commonWordsType: 0,
      systemIds: [mainSystemId],
      enabledMark: 1,
      sortCode: 3,
    });
    expect(info.systemNames).toBeTruthy();
    const byText = (await call(admin, 'GET', `?keyword=${encodeURIComponent(text)}`)).body.data;
    expect(byText.list.map((w: { id: string }) => w.id)).toEqual([id]);
    const byApp = (await call(admin, 'GET', `?keyword=${encodeURIComponent(info.systemNames)}&pageSize=500`))
      .body.data;
    expect(byApp.list.map((w: { id: string }) => w.id)).toContain(id);

    const first = await create({ commonWordsText: `${text}-先`, sortCode: 0 });
    const page = (await call(admin, 'GET', `?keyword=${encodeURIComponent(text)}`)).body.data;
    expect(page.list.map((w: { id: string }) => w.id)).toEqual([first, id]);
    expect(page.pagination.total).toBe(2);
  });

  it("accepts the original dialog's body (id 0, systemNames) and stores the names it reads, not those sent", async () => {
    const text = `已阅${uniqueCode('cw')}`;
    const res = await call(admin, 'POST', '', {
      id: 0,
      systemIds: [mainSystemId],
      systemNames: ['随便写的名字'],
      commonWordsText: text,
      sortCode: '',
      commonWordsType: 0,
      enabledMark: 1,
    });
    // The original sends sortCode '' when left empty: refused with the field named, nothing stored.
    expect(res.body.code).toBe(400);
    expect(await t.ctx.db.select().from(commonWords).where(eq(commonWords.commonWordsText, text))).toEqual(
      [],
    );

    const ok = await call(admin, 'POST', '', {
      id: 0,
      systemIds: [mainSystemId],
      systemNames: ['随便写的名字'],
      commonWordsText: text,
      sortCode: 1,
      commonWordsType: 0,
      enabledMark: 1,
    });
    expect(ok.body.code).toBe(200);
    const info = (await call(admin, 'GET', `/${ok.body.data.id}`)).body.data;
    expect(info.systemNames).not.toContain('随便写的名字');

    const edit = await call(admin, 'PUT', `/${info.id}`, { ...info, commonWordsText: `${text}改` });
    expect(edit.body.code, edit.body.msg).toBe(200);
    expect((await call(admin, 'GET', `/${info.id}`)).body.data.commonWordsText).toBe(`${text}改`);
  });

  it('refuses an unknown field, an empty text and an application that does not exist, writing nothing', async () => {
    const before = (await t.ctx.db.select().from(commonWords)).length;
    const unknown = await call(admin, 'POST', '', { commonWordsText: '好', colour: 'red' });
    expect(unknown.body.code).toBe(400);
    const empty = await call(admin, 'POST', '', { commonWordsText: '   ' });
    expect(empty.body.code).toBe(400);
    const missing = await call(admin, 'POST', '', { commonWordsText: '好', systemIds: ['no-such-system'] });
    expect(missing.body.code).toBe(400);
    expect(missing.body.msg).toContain('no-such-system');
    expect((await t.ctx.db.select().from(commonWords)).length).toBe(before);
  });

  it('toggles the state, stamps who changed it, and deletes', async () => {
    const id = await create({ commonWordsText: `驳回${uniqueCode('cw')}` });
    const off = await call(admin, 'PUT', `/${id}/Actions/State`);
    expect(off.body.data).toEqual({ enabledMark: 0 });
    const [row] = await t.ctx.db.select().from(commonWords).where(eq(commonWords.id, id));
    expect(row).toMatchObject({ enabledMark: 0, createdBy: admin.id, updatedBy: admin.id });
    expect((await call(admin, 'PUT', `/${id}/Actions/State`)).body.data).toEqual({ enabledMark: 1 });
    expect((await call(admin, 'DELETE', `/${id}`)).body.code).toBe(200);
    expect((await call(admin, 'GET', `/${id}`)).body.code).toBe(404);
  });

  it('offers every signed-in user the enabled system words, not the disabled ones', async () => {
    const text = uniqueCode('cw');
    const on = await create({ commonWordsText: `${text}开` });
    const off = await create({ commonWordsText: `${text}关`, enabledMark: 0 });
    const someone = await createUser(t);
    const list = (await call(someone, 'GET', '/Selector')).body.data.list as { id: string }[];
    expect(list.map((w) => w.id)).toContain(on);
    expect(list.map((w) => w.id)).not.toContain(off);
  });

  it('keeps the menu to those granted it, and its buttons and columns to those granted them', async () => {
    const someone = await createUser(t);
    expect((await call(someone, 'GET', '')).body.code).toBe(401);
    const viewer = await userWithMenu(t, MenuCode.commonWords);
    await saveGrantsOverHttp(t, admin.token, viewer.id, MenuCode.commonWords, {
      buttons: [ButtonCode.add],
      columns: ['commonWordsText'],
      forms: ['commonWordsText'],
    });
    const text = `${uniqueCode('cw')}`;
    const created = await call(viewer, 'POST', '', { commonWordsText: text });
    expect(created.body.code).toBe(200);
    const denied = await call(viewer, 'POST', '', { commonWordsText: `${text}2`, sortCode: 5 });
    expect(denied.body.code).toBe(400);
    const row = (await call(viewer, 'GET', `?keyword=${text}`)).body.data.list[0];
    // The type is not one of the menu's column resources, so no column grant governs it.
    expect(Object.keys(row).sort()).toEqual(['commonWordsText', 'commonWordsType', 'id']);
    expect((await call(viewer, 'DELETE', `/${created.body.data.id}`)).body.code).toBe(401);
  });
});
