import { describe, expect, it } from 'vitest';
import { messageReceivers, messages } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, PNG_BYTES, upload, useTwoUsers } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const users = useTwoUsers(t);
function expectSafeFileHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(String(headers['content-security-policy'])).toContain('sandbox');
}

describe('GET /api/file/Image/userAvatar/{id}', () => {
  it('serves the avatar inline to anyone with its sniffed type and nosniff', async () => {
    const file = await upload(t, users.alice, 'userAvatar', 'face.png');
    const res = await t.app.inject({ method: 'GET', url: `/cloud-api${file.url}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline;/);
    expectSafeFileHeaders(res.headers);
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('answers 404 for an unknown id and for a file uploaded for another purpose', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/file/Image/userAvatar/123456' });
    expect(missing.body.code).toBe(404);
    const annex = await upload(t, users.alice, 'annex', 'a.png');
    const wrong = await t.call({ method: 'GET', url: `/api/file/Image/userAvatar/${annex.id}` });
    expect(wrong.body.code).toBe(404);
  });
});

describe('GET /api/file/Image/signature/{id}', () => {
  it('serves a signature to its owner only; others get 404 as for a missing id', async () => {
    const file = await upload(t, users.alice, 'signature', 'sign.png');
    const mine = await t.call({ method: 'GET', url: file.url, token: users.alice.token });
    expect(mine.status).toBe(200);
    expect(mine.raw.headers['content-type']).toBe('image/png');
    expectSafeFileHeaders(mine.raw.headers);

    const other = await t.call({ method: 'GET', url: file.url, token: users.bob.token });
    expect(other.body.code).toBe(404);
    const anonymous = await t.call({ method: 'GET', url: file.url });
    expect(anonymous.body.code).toBe(600);
  });
});

describe('GET /api/file/Download/{type}/{id}', () => {
  it('sends the owner an attachment with the UTF-8 name and nosniff', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const file = await upload(t, users.alice, 'annex', '季度 "报告".pdf', pdf);
    const res = await t.call({
      method: 'GET',
      url: `/api/file/Download/annex/${file.id}`,
      token: users.alice.token,
    });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    const disposition = String(res.raw.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(file.name);
    expectSafeFileHeaders(res.raw.headers);
    expect(res.raw.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses another user's attachment with 404 and a wrong type segment with 404", async () => {
    const file = await upload(t, users.alice, 'annex', 'private.png');
    const other = await t.call({
      method: 'GET',
      url: `/api/file/Download/annex/${file.id}`,
      token: users.bob.token,
    });
    expect(other.body.code).toBe(404);
    const wrongType = await t.call({
      method: 'GET',
      url: `/api/file/Download/signature/${file.id}`,
      token: users.alice.token,
    });
    expect(wrongType.body.code).toBe(404);
  });

  it('lets the receivers of a message download its attachments, and nobody else', async () => {
    const file = await upload(t, users.alice, 'annex', 'notice.png');
    const messageId = newId();
    await t.ctx.db.insert(messages).values({
      id: messageId,
      type: 3,
      title: '附件通知',
      files: JSON.stringify([{ fileId: file.id, name: file.name, fileSize: file.fileSize, url: file.url }]),
      releaseUserId: users.alice.id,
    });
    await t.ctx.db
      .insert(messageReceivers)
      .values({ id: newId(), messageId, userId: users.bob.id, releaseTime: new Date(), type: 3 });
    const carol = await createUser(t);

    const receiver = await t.call({ method: 'GET', url: file.url, token: users.bob.token });
    expect(receiver.status).toBe(200);
    const stranger = await t.call({ method: 'GET', url: file.url, token: carol.token });
    expect(stranger.body.code).toBe(404);
  });

  it('lets any signed-in user download an avatar (a public purpose)', async () => {
    const file = await upload(t, users.alice, 'userAvatar', 'face.png');
    const res = await t.call({
      method: 'GET',
      url: `/api/file/Download/userAvatar/${file.id}`,
      token: users.bob.token,
    });
    expect(res.status).toBe(200);
    expect(String(res.raw.headers['content-disposition'])).toMatch(/^attachment;/);
  });
});
