import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { createUser, multipart, PNG_BYTES, type TestUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import { zipEntries } from '../support/zip-entries.ts';
import { md5, merge, pdfBytes, sendAll } from './chunk-fixtures.ts';

const t = useTestApp();
const users = useFixtures(async () => ({ alice: await createUser(t), bob: await createUser(t) }));

async function uploadPdf(user: TestUser, name: string, seed: number) {
  const data = pdfBytes(3000 + seed, seed);
  await sendAll(t, user, data, 1024);
  const res = await merge(t, user, { identifier: md5(data), fileName: name });
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return { data, item: res.body.data };
}

const preview = (user: TestUser, query: Record<string, string>) =>
  t.call({
    method: 'GET',
    url: `/api/file/Uploader/Preview?${new URLSearchParams(query)}`,
    token: user.token,
  });

const pack = (user: TestUser, type: string, payload: unknown) =>
  t.call({
    method: 'POST',
    url: `/api/file/PackDownload/${type}`,
    token: user.token,
    payload: payload as object,
  });

describe('GET /api/file/Uploader/Preview', () => {
  it('answers a URL of the file (with a query the client appends its token to) for its owner', async () => {
    const { item } = await uploadPdf(users.alice, 'a.pdf', 1);
    const query = { fileName: item.fileId, fileVersionId: item.fileVersionId, fileDownloadUrl: item.url };
    const res = await preview(users.alice, query);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toBe(`${item.url}?preview=1`);
    // Any one of the three finds it.
    expect((await preview(users.alice, { fileDownloadUrl: item.url })).body.data).toBe(
      `${item.url}?preview=1`,
    );
    const opened = await t.call({ method: 'GET', url: `${res.body.data}&token=x`, token: users.alice.token });
    expect(opened.status).toBe(200);
  });

  it("answers no URL and 'file does not exist' for a missing file or someone else's", async () => {
    const { item } = await uploadPdf(users.alice, 'b.pdf', 2);
    for (const [user, query] of [
      [users.bob, { fileName: item.fileId, fileVersionId: item.fileVersionId, fileDownloadUrl: item.url }],
      [users.alice, { fileName: 'nope', fileVersionId: 'nope' }],
      [users.alice, { fileName: '../../etc/passwd' }],
    ] as const) {
      const res = await preview(user, query);
      expect(res.body).toEqual({ code: 200, msg: '文件不存在', data: '' });
    }
  });
});

describe('POST /api/file/PackDownload/{type}', () => {
  it("zips the caller's files under their stored names, leaving out others' and missing ones", async () => {
    const first = await uploadPdf(users.alice, '合同.pdf', 3);
    const second = await uploadPdf(users.alice, '合同.pdf', 4);
    const foreign = await uploadPdf(users.bob, 'bob.pdf', 5);
    const res = await pack(users.alice, 'annex', [
      { fileId: first.item.fileId, fileName: '../../x.pdf' },
      { fileId: second.item.fileId, fileName: '合同.pdf' },
      { fileId: foreign.item.fileId, fileName: 'bob.pdf' },
      { fileId: 'missing', fileName: 'missing.pdf' },
    ]);
    expect(res.body.code).toBe(200);
    const { downloadVo, downloadName } = res.body.data;
    expect(downloadName).toBe(downloadVo.name);
    expect(downloadVo.name).toMatch(/^annex-\d{14}\.zip$/);
    expect(downloadVo.url).toMatch(/^\/api\/file\/Download\/export\/[A-Za-z0-9_-]+$/);

    const zip = await t.call({ method: 'GET', url: downloadVo.url, token: users.alice.token });
    expect(zip.raw.headers['content-type']).toBe('application/zip');
    const entries = zipEntries(zip.raw.rawPayload);
    expect([...entries.keys()]).toEqual(['合同.pdf', '合同 (1).pdf']);
    expect(entries.get('合同.pdf')?.equals(first.data)).toBe(true);
    expect(entries.get('合同 (1).pdf')?.equals(second.data)).toBe(true);
    // The zip is the caller's own export.
    expect((await t.call({ method: 'GET', url: downloadVo.url, token: users.bob.token })).status).toBe(404);
  });

  it("refuses an empty list with 未发现文件 and a list of none of the caller's files with 文件不存在", async () => {
    const before = (await t.ctx.db.select().from(files).where(eq(files.ownerId, users.bob.id))).length;
    expect((await pack(users.bob, 'annex', [])).body).toMatchObject({ code: 400, msg: '未发现文件' });
    const { item } = await uploadPdf(users.alice, 'c.pdf', 6);
    expect((await pack(users.bob, 'annex', [{ fileId: item.fileId, fileName: 'c.pdf' }])).body).toMatchObject(
      {
        code: 400,
        msg: '文件不存在',
      },
    );
    // A file of another purpose is not found under this one.
    expect((await pack(users.alice, 'annexpic', [{ fileId: item.fileId }])).body.code).toBe(400);
    const after = await t.ctx.db.select().from(files).where(eq(files.ownerId, users.bob.id));
    expect(after).toHaveLength(before);
  });
});

describe('image upload for form image fields: POST /api/file/Uploader/annexpic', () => {
  it('stores an image and reads it back to its owner only', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/file/Uploader/annexpic',
      token: users.alice.token,
      ...multipart('photo.png', PNG_BYTES),
    });
    expect(res.body.code).toBe(200);
    const image = res.body.data;
    expect(image.url).toBe(`/api/file/Download/annexpic/${image.id}`);
    expect((await t.call({ method: 'GET', url: image.url, token: users.alice.token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: image.url, token: users.bob.token })).status).toBe(404);
  });

  it('refuses a non-image', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/file/Uploader/annexpic',
      token: users.alice.token,
      ...multipart('doc.pdf', pdfBytes(500), 'application/pdf'),
    });
    expect(res.body.code).toBe(400);
  });
});
