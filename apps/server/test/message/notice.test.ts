import { ButtonCode, MenuCode } from '@platform/contracts';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageReceivers, messages, notices, users } from '../../src/db/schema/index.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { insertMembership, insertOrg, insertRole } from '../permission/users-fixtures.ts';
import { createUser, type TestUser, uniqueCode, upload, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 系统公告 (message.notice): drafts are created, edited and deleted; a release sends one type-3 message
 * to every target user in one transaction and happens once; the receivers read it as a message.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: unknown) =>
  t.call({ method, url: `/api/message/Notice${url}`, token: user.token, ...(payload ? { payload } : {}) });

async function create(body: Record<string, unknown>, user: TestUser = admin): Promise<string> {
  const res = await call(user, 'POST', '', body);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

const release = (id: string, user: TestUser = admin) => call(user, 'PUT', `/${id}/Actions/Release`);
const info = async (id: string) => (await call(admin, 'GET', `/${id}`)).body.data;

/** The users a notice's message reached. */
async function receiversOf(noticeId: string): Promise<string[]> {
  const [notice] = await t.ctx.db.select().from(notices).where(eq(notices.id, noticeId));
  if (!notice?.messageId) return [];
  const rows = await t.ctx.db
    .select({ userId: messageReceivers.userId })
    .from(messageReceivers)
    .where(eq(messageReceivers.messageId, notice.messageId));
  return rows.map((r) => r.userId).sort();
}

async function messagesTitled(title: string) {
  return t.ctx.db.select().from(messages).where(eq(messages.title, title));
}

/** The titles of the caller's notice messages (what the drawer and the home card list). */
async function noticeTitlesOf(user: TestUser): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: '/api/message?type=3&pageSize=100', token: user.token });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.list.map((m: { title: string }) => m.title);
}

describe('notices', () => {
  it('creates a draft with sanitised rich text, reads, lists, edits and deletes it', async () => {
    const title = `公告${uniqueCode('n')}`;
    const id = await create({
      title,
      bodyText: '<p onclick="x()">你好<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
      excerpt: '摘要',
      category: '1',
    });
    const read = await info(id);
    expect(read).toMatchObject({ id, title, excerpt: '摘要', category: '1', enabledMark: 0, toUserIds: '' });
    expect(read.bodyText).toContain('你好');
    expect(read.bodyText).not.toMatch(/script|onerror|onclick|alert/);
    expect(read.creatorUser).toContain(admin.account);
    expect(read.releaseUser).toBeNull();

    const list = (await call(admin, 'POST', '/List', { keyword: title, currentPage: 1, pageSize: 20 })).body
      .data;
    expect(list.list.map((n: { id: string }) => n.id)).toEqual([id]);
    expect(list.pagination.total).toBe(1);
    const drafts = (await call(admin, 'POST', '/List', { keyword: title, enabledMark: ['1'] })).body.data;
    expect(drafts.list).toEqual([]);

    const edit = await call(admin, 'PUT', `/${id}`, {
      title: `${title}改`,
      bodyText: '<b>新</b><script>x</script>',
    });
    expect(edit.body.code, edit.body.msg).toBe(200);
    expect(await info(id)).toMatchObject({ title: `${title}改`, bodyText: '<b>新</b>', excerpt: '摘要' });

    expect((await call(admin, 'DELETE', `/${id}`)).body.code).toBe(200);
    expect((await call(admin, 'GET', `/${id}`)).body.code).toBe(404);
  });

  it("accepts the original form's body (JSON files, comma-joined targets, echoed fields)", async () => {
    const file = await upload(t, admin, 'annex', 'a.png');
    const alice = await createUser(t);
    const title = `原版${uniqueCode('n')}`;
    const id = await create({
      id: 0,
      title,
      toUserIds: `${alice.id}--user`,
      files: JSON.stringify([{ fileId: file.id, name: 'a.png', fileSize: file.fileSize, url: file.url }]),
      bodyText: '<p>正文</p>',
      coverImage: '',
      remindCategory: 1,
      category: '1',
      sendConfigId: '',
      sendConfigName: '',
      expirationTime: null,
      excerpt: '',
    });
    const read = await info(id);
    expect(read.toUserIds).toBe(`${alice.id}--user`);
    expect(JSON.parse(read.files)).toEqual([
      { fileId: file.id, name: 'a.png', fileSize: file.fileSize, url: file.url },
    ]);
    // The original posts back what it read, state and names included.
    const edit = await call(admin, 'PUT', `/${id}`, { ...read, title: `${title}改` });
    expect(edit.body.code, edit.body.msg).toBe(200);

    expect((await release(id)).body.data).toEqual({ count: 1 });
    // The receiver may download the attachment of the message they got.
    const download = await t.call({
      method: 'GET',
      url: `/api/file/Download/annex/${file.id}`,
      token: alice.token,
    });
    expect(download.status).toBe(200);
    const outsider = await createUser(t);
    const refused = await t.call({
      method: 'GET',
      url: `/api/file/Download/annex/${file.id}`,
      token: outsider.token,
    });
    expect(refused.status).toBe(404);
  });

  it('refuses unknown fields, a blank title and an attachment the author cannot open, storing nothing', async () => {
    const title = `严格${uniqueCode('n')}`;
    const unknown = await call(admin, 'POST', '', { title, isTop: 1 });
    expect(unknown.body.code).toBe(400);
    expect((await call(admin, 'POST', '', { title: ' ' })).body.code).toBe(400);
    const bob = await createUser(t);
    const bobsFile = await upload(t, bob, 'annex', 'private.png');
    const foreign = await call(admin, 'POST', '', {
      title,
      files: [{ fileId: bobsFile.id, name: 'private.png' }],
    });
    expect(foreign.body.code).toBe(400);
    expect(foreign.body.msg).toContain('private.png');
    expect(await t.ctx.db.select().from(notices).where(eq(notices.title, title))).toEqual([]);
    const listUnknown = await call(admin, 'POST', '/List', { currentPage: 1, orderBy: 'x' });
    expect(listUnknown.body.code).toBe(400);
  });

  it('releases to organizations with their subtrees, roles and users, one message each, once', async () => {
    const top = await insertOrg(t);
    const child = await insertOrg(t, top);
    const role = await insertRole(t);
    const [inTop, inChild, inRole, named, both, outsider] = await Promise.all(
      Array.from({ length: 6 }, () => createUser(t)),
    );
    await insertMembership(t, inTop!.id, 'Organize', top);
    await insertMembership(t, inChild!.id, 'Organize', child);
    await insertMembership(t, inRole!.id, 'Role', role);
    await insertMembership(t, both!.id, 'Organize', child);
    await insertMembership(t, both!.id, 'Role', role);
    const disabled = await createUser(t, { enabledMark: 0 });
    await insertMembership(t, disabled.id, 'Organize', top);

    const title = `范围${uniqueCode('n')}`;
    const id = await create({
      title,
      bodyText: '<p>请各部门注意</p>',
      toUserIds: [`${top}--company`, `${role}--role`, named!.id, `${both!.id}--user`],
    });
    const res = await release(id);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ count: 5 });
    expect(await receiversOf(id)).toEqual([inTop!.id, inChild!.id, inRole!.id, named!.id, both!.id].sort());
    expect(await messagesTitled(title)).toHaveLength(1);
    expect((await messagesTitled(title))[0]).toMatchObject({ type: 3, excerpt: '请各部门注意' });

    expect(await noticeTitlesOf(inChild!)).toContain(title);
    expect(await noticeTitlesOf(outsider!)).not.toContain(title);

    const read = await info(id);
    expect(read).toMatchObject({ enabledMark: 1 });
    expect(read.releaseUser).toContain(admin.account);
    expect(read.releaseTime).toBeTypeOf('number');

    const again = await release(id);
    expect(again.body.code).toBe(400);
    expect(await receiversOf(id)).toHaveLength(5);
    const edit = await call(admin, 'PUT', `/${id}`, { title: '改标题' });
    expect(edit.body.code).toBe(400);
    expect((await info(id)).title).toBe(title);
  });

  it('releases to every enabled user when it names nobody', async () => {
    const id = await create({ title: `全员${uniqueCode('n')}` });
    const res = await release(id);
    const [enabled] = await t.ctx.db.select({ n: count() }).from(users).where(ne(users.enabledMark, 0));
    expect(res.body.data.count).toBe(enabled!.n);
    expect(await receiversOf(id)).toHaveLength(enabled!.n);
  });

  it('refuses a release to nobody and leaves the notice a draft', async () => {
    const emptyRole = await insertRole(t);
    const title = `无人${uniqueCode('n')}`;
    const id = await create({ title, toUserIds: [`${emptyRole}--role`] });
    const res = await release(id);
    expect(res.body.code).toBe(400);
    expect((await info(id)).enabledMark).toBe(0);
    expect(await messagesTitled(title)).toEqual([]);
  });

  it('stores nothing when delivery fails mid-way, and the notice stays a draft', async () => {
    const [first, failing] = [await createUser(t), await createUser(t)];
    const title = `失败${uniqueCode('n')}`;
    const id = await create({ title, toUserIds: [first.id, failing.id] });
    await t.ctx.db.execute(
      sql.raw(`create function notice_test_refuse() returns trigger language plpgsql as $$
        begin
          if new.user_id = '${failing.id}' then raise exception 'refused by test'; end if;
          return new;
        end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(`create trigger notice_test_refuse before insert on message_receivers
        for each row execute function notice_test_refuse()`),
    );
    try {
      const res = await release(id);
      expect(res.body.code).toBe(500);
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger notice_test_refuse on message_receivers'));
      await t.ctx.db.execute(sql.raw('drop function notice_test_refuse()'));
    }
    expect((await info(id)).enabledMark).toBe(0);
    expect(await messagesTitled(title)).toEqual([]);
    expect(await receiversOf(id)).toEqual([]);
    // Once the failure is gone the same notice releases.
    expect((await release(id)).body.data).toEqual({ count: 2 });
  });

  it('shows an expired notice as state 2 and filters by state', async () => {
    const title = `过期${uniqueCode('n')}`;
    const id = await create({ title, toUserIds: [admin.id], expirationTime: Date.now() - 60_000 });
    await release(id);
    const rows = (await call(admin, 'POST', '/List', { keyword: title, enabledMark: [2] })).body.data.list;
    expect(rows.map((n: { id: string; enabledMark: number }) => [n.id, n.enabledMark])).toEqual([[id, 2]]);
    const released = (await call(admin, 'POST', '/List', { keyword: title, enabledMark: [1] })).body.data
      .list;
    expect(released).toEqual([]);
  });

  it('follows the menu and its buttons', async () => {
    const reader = await userWithMenu(t, MenuCode.notice);
    const id = await create({ title: `权限${uniqueCode('n')}`, toUserIds: [admin.id] });
    expect((await call(reader, 'GET', `/${id}`)).body.code).toBe(200);
    expect((await release(id, reader)).body.code).toBe(401);
    expect((await call(reader, 'POST', '', { title: 'x' })).body.code).toBe(401);
    const releaser = await userWithMenu(t, MenuCode.notice, [ButtonCode.release]);
    expect((await release(id, releaser)).body.code).toBe(200);
    const stranger = await createUser(t);
    expect((await call(stranger, 'POST', '/List', {})).body.code).toBe(401);
    expect(
      await t.ctx.db
        .select()
        .from(notices)
        .where(and(eq(notices.id, id), eq(notices.enabledMark, 1))),
    ).toHaveLength(1);
  });
});
