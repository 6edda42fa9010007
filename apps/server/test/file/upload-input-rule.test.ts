import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { createUser, listFiles, PNG_BYTES } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';

/*
 * An upload's field names, file names and text fields obey the input rule of every other string the
 * API accepts: a control character refuses the request with 400 naming the field, and nothing is
 * stored.
 */

const t = useTestApp();
const alice = useFixtures(() => createUser(t));

/** One part of a multipart body: its Content-Disposition parameters as written, and its bytes. */
interface Part {
  disposition: string;
  data: Buffer | string;
  contentType?: string;
}

function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----uploadrule${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; ${part.disposition}\r\n` +
        (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
        '\r\n',
      'utf8',
    ),
    Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (disposition: string): Part => ({ disposition, data: PNG_BYTES, contentType: 'image/png' });

async function storedCount(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(files).where(eq(files.ownerId, alice.id));
  return row.n;
}

async function upload(parts: Part[], lang = 'zh-CN') {
  const { payload, headers } = multipartBody(parts);
  return t.call({
    method: 'POST',
    url: '/api/file/Uploader/annex',
    token: alice.token,
    payload,
    headers: { ...headers, 'accept-language': lang },
  });
}

describe('an upload with a control character', () => {
  it.each([
    ['a NUL written into the file name', png('name="file"; filename="report\u0000.png"'), 'file.filename'],
    ['a NUL in the encoded file name', png('name="file"; filename*=UTF-8\'\'report%00.png'), 'file.filename'],
    ['an escape in the encoded file name', png('name="file"; filename*=UTF-8\'\'a%1Bb.png'), 'file.filename'],
    ['a C1 character in the file name', png('name="file"; filename*=UTF-8\'\'a%C2%85b.png'), 'file.filename'],
    ['DEL in a field name', png('name="fi\u007fle"; filename="a.png"'), '(body)'],
  ])('is refused, naming the field: %s', async (_case, part, field) => {
    const before = { rows: await storedCount(), files: listFiles(t.fileStoreDir).length };
    const res = await upload([part]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: `字段 ${field} 含有不允许的控制字符`, data: null });
    expect(await storedCount()).toBe(before.rows);
    expect(listFiles(t.fileStoreDir)).toHaveLength(before.files);
  });

  it('is refused when a line break is in the file name: the parser drops that part', async () => {
    const before = await storedCount();
    const res = await upload([png('name="file"; filename*=UTF-8\'\'a%0Ab.png')]);
    expect(res.body).toEqual({ code: 400, msg: '请选择要上传的文件', data: null });
    expect(await storedCount()).toBe(before);
  });

  it('is refused in a text field before or after the file, in the caller language', async () => {
    const before = await storedCount();
    const early = await upload([
      { disposition: 'name="note"', data: 'a\u0001b' },
      png('name="file"; filename="a.png"'),
    ]);
    expect(early.body).toEqual({ code: 400, msg: '字段 note 含有不允许的控制字符', data: null });
    const late = await upload(
      [png('name="file"; filename="a.png"'), { disposition: 'name="note"', data: 'a\u0000b' }],
      'en-US',
    );
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('Field note contains a control character that is not allowed');
    expect(await storedCount()).toBe(before);
  });

  it('is not refused for a tab, and a clean upload with a text field is stored', async () => {
    const res = await upload([
      { disposition: 'name="folder"', data: 'a\tb' },
      png('name="file"; filename="a\tb.png"'),
    ]);
    expect(res.body.code).toBe(200);
    expect(res.body.data.url).toMatch(/\/annex\//);
  });
});
