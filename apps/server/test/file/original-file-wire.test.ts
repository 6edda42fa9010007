import { describe, expect, it } from 'vitest';
import { DOWNLOAD_LINK_TTL_MS } from '../../src/modules/file/download-link.ts';
import { listFiles, PNG_BYTES, upload, useTwoUsers } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { form, pdfBytes } from './chunk-fixtures.ts';

/*
 * The two file answers the original client reads differently from our web: the download route, which
 * its screens ask with XHR for `data.url` and then open in the browser without the token, and the
 * upload route, whose `data.name` its image widgets keep as the file id. Both shapes are answered.
 */

const t = useTestApp();
const users = useTwoUsers(t);

/** The original's axios request: Accept application/json, the token header, the `n` timestamp. */
const AXIOS_ACCEPT = 'application/json, text/plain, */*';

function askLink(type: string, id: string, token: string) {
  return t.call({
    method: 'GET',
    url: `/api/file/Download/${type}/${id}?n=${Date.now()}`,
    token,
    headers: { accept: AXIOS_ACCEPT, 'jnpf-origin': 'pc' },
  });
}

/** What the original does with the answer: navigate to `url` with `&name=`, no token header. */
function openLink(url: string, name = 'x.pdf') {
  return t.app.inject({
    method: 'GET',
    url: `/cloud-api${url}&name=${encodeURIComponent(name)}`,
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  });
}

describe('GET /api/file/Download/{type}/{id}: the original client and ours', () => {
  it('answers the original {name, url} whose link downloads the bytes without a token', async () => {
    const pdf = pdfBytes(3000, 31);
    const file = await upload(t, users.alice, 'annex', '合同.pdf', pdf);
    const res = await askLink('annex', file.id, users.alice.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { name: '合同.pdf' } });
    expect(Object.keys(res.body.data).sort()).toEqual(['name', 'url']);
    expect(res.body.data.url).toMatch(/^\/api\/file\/Download\?encryption=[A-Za-z0-9_.-]+$/);

    const opened = await openLink(res.body.data.url, '合同.pdf');
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(String(opened.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.rawPayload.equals(pdf)).toBe(true);
  });

  it('still sends our web the bytes when it does not ask for JSON', async () => {
    const file = await upload(t, users.alice, 'annex', 'a.png', PNG_BYTES);
    for (const accept of ['*/*', undefined]) {
      const res = await t.call({
        method: 'GET',
        url: `/api/file/Download/annex/${file.id}`,
        token: users.alice.token,
        headers: accept ? { accept } : {},
      });
      expect(res.raw.headers['content-type']).toBe('image/png');
      expect(res.raw.rawPayload.equals(PNG_BYTES)).toBe(true);
    }
  });

  it("answers 404 for another user's file in either shape, and never hands out a link for it", async () => {
    const file = await upload(t, users.alice, 'annex', 'secret.png');
    const res = await askLink('annex', file.id, users.bob.token);
    expect(res.body.code).toBe(404);
    expect(res.body.data?.url).toBeUndefined();
    expect((await askLink('annex', file.id, '')).body.code).toBe(600);
  });

  it('refuses an expired, altered or foreign link with the link message and no bytes', async () => {
    const file = await upload(t, users.alice, 'annex', 'b.png');
    const other = await upload(t, users.alice, 'annex', 'c.png');
    const { url } = (await askLink('annex', file.id, users.alice.token)).body.data;
    const token = new URL(url, 'http://x').searchParams.get('encryption') ?? '';
    const [payload, signature] = token.split('.');
    const swapped = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace(file.id, other.id),
    ).toString('base64url');
    const bad = [`${swapped}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, payload, 'not-a-link'];
    for (const encryption of bad) {
      const res = await openLink(`/api/file/Download?encryption=${encodeURIComponent(encryption)}`);
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({
        status: 400,
        msg: '下载链接已失效，请重新下载',
      });
    }
    t.clock.advance(DOWNLOAD_LINK_TTL_MS + 1000);
    const late = await openLink(url);
    expect(late.statusCode).toBe(400);
    expect(late.rawPayload.equals(PNG_BYTES)).toBe(false);
  });
});

describe('POST /api/file/Uploader/{type}: the original image widget and ours', () => {
  const post = (fields: Record<string, string>, token = users.alice.token) =>
    t.call({
      method: 'POST',
      url: '/api/file/Uploader/annexpic',
      token,
      ...form(fields, { name: '现场照片.png', data: PNG_BYTES }),
    });

  it('answers the file id in name when the original widget sends its folder fields', async () => {
    const res = await post({ pathType: 'defaultPath', isAccount: '0', folder: '' });
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data.name).toBe(data.id);
    // The id in name finds the file: the image's url and a download by that id.
    expect(data.url).toBe(`/api/file/Download/annexpic/${data.name}`);
    const read = await t.call({ method: 'GET', url: data.url, token: users.alice.token });
    expect(read.raw.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it("answers the user's file name in name to our web, which sends no fields", async () => {
    const res = await post({});
    expect(res.body.data).toMatchObject({ name: '现场照片.png' });
    expect(res.body.data.id).not.toBe('现场照片.png');
  });

  it('refuses a text field neither client sends, storing nothing', async () => {
    const before = listFiles(t.fileStoreDir);
    const res = await post({ pathType: 'defaultPath', storagePath: '/etc' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(listFiles(t.fileStoreDir)).toEqual(before);
  });
});
