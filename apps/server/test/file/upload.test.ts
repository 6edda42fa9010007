import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { createUser, listFiles, multipart, PNG_BYTES, type TestUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
let alice: TestUser;
beforeAll(async () => {
  alice = await createUser(t);
});

const post = (
  type: string,
  body: { payload: Buffer; headers: Record<string, string> },
  token = alice.token,
) => t.call({ method: 'POST', url: `/api/file/Uploader/${type}`, token, ...body });

/** A minimal Office Open XML (docx) zip: only the entry names matter to the sniffer. */
function fakeDocx(): Buffer {
  const entry = (name: string) =>
    Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(name)]);
  return Buffer.concat([entry('[Content_Types].xml'), entry('word/document.xml')]);
}

describe('POST /api/file/Uploader/{type}', () => {
  it('stores an avatar under a generated key and answers its id, url and sniffed type', async () => {
    const res = await post('userAvatar', multipart('我的头像.png', PNG_BYTES));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('上传成功');
    const data = res.body.data;
    expect(data).toMatchObject({ name: '我的头像.png', fileSize: PNG_BYTES.length, mimeType: 'image/png' });
    expect(data.url).toBe(`/api/file/Image/userAvatar/${data.id}`);

    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, data.id));
    expect(row.ownerId).toBe(alice.id);
    expect(row.storageKey).toMatch(/^userAvatar\/\d{6}\/[0-9a-f]{32}$/);
    const stored = fs.readFileSync(path.join(t.fileStoreDir, ...row.storageKey.split('/')));
    expect(stored.equals(PNG_BYTES)).toBe(true);
  });

  it.each([
    ['../../../../etc/passwd.png'],
    ['..\\..\\windows\\win.png'],
    ['%2e%2e%2fescape.png'],
    ['/abs/path.png'],
  ])('keeps the traversal name %s as metadata only, stored inside the store root', async (name) => {
    const before = new Set(listFiles(t.fileStoreDir));
    const res = await post('annex', multipart(name, PNG_BYTES));
    expect(res.body.code).toBe(200);
    expect(res.body.data.name).not.toMatch(/[\\/]/);
    const added = listFiles(t.fileStoreDir).filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^annex\/\d{6}\/[0-9a-f]{32}$/);
    expect(fs.existsSync(path.resolve(t.fileStoreDir, '..', 'escape.png'))).toBe(false);
  });

  it('refuses SVG and HTML even when named and labelled as PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    for (const data of [svg, html]) {
      const before = listFiles(t.fileStoreDir).length;
      const res = await post('userAvatar', multipart('avatar.png', data, 'image/png'));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain('不支持的文件类型');
      expect(listFiles(t.fileStoreDir)).toHaveLength(before);
    }
  });

  it('refuses an executable named .xlsx', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const res = await post('annex', multipart('report.xlsx', exe, 'application/vnd.ms-excel'));
    expect(res.body.code).toBe(400);
  });

  it('accepts PDF and Office attachments but not as avatars, naming the real type', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%test\n');
    const pdfRes = await post('annex', multipart('报告', pdf, 'application/octet-stream'));
    expect(pdfRes.body.code).toBe(200);
    expect(pdfRes.body.data).toMatchObject({ name: '报告.pdf', mimeType: 'application/pdf' });
    expect(pdfRes.body.data.url).toBe(`/api/file/Download/annex/${pdfRes.body.data.id}`);

    const docx = await post('annex', multipart('plan.docx', fakeDocx(), 'application/octet-stream'));
    expect(docx.body.data.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const asAvatar = await post('userAvatar', multipart('a.pdf', pdf, 'application/pdf'));
    expect(asAvatar.body.code).toBe(400);
    expect(asAvatar.body.msg).toContain('png');
  });

  it('refuses a file over the purpose limit with the limit in the message', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const before = listFiles(t.fileStoreDir).length;
    const res = await post('userAvatar', multipart('big.png', big));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件大小不能超过 2 MB');
    expect(listFiles(t.fileStoreDir)).toHaveLength(before);
  });

  it('refuses empty files, non-multipart bodies, unknown purposes and anonymous callers', async () => {
    expect((await post('annex', multipart('e.png', Buffer.alloc(0)))).body.msg).toBe('文件内容为空');
    const json = await t.call({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      token: alice.token,
      payload: { file: 'x' },
    });
    expect(json.body).toMatchObject({ code: 400, msg: '请以 multipart/form-data 方式上传文件' });
    expect((await post('script', multipart('a.png', PNG_BYTES))).body.code).toBe(400);
    const anon = await t.call({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      ...multipart('a.png', PNG_BYTES),
    });
    expect(anon.body.code).toBe(600);
  });
});
