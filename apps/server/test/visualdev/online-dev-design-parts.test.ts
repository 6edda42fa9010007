import { MenuCode } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, runtimeColumns, runtimeDesign, runtimeUser } from './online-dev-fixtures.ts';
import { createDesign, designCall } from './visual-dev-fixtures.ts';

/*
 * GET /OnlineDev/{modelId}/ColumnData and /FormData (the released list and form design, for those who
 * may read its Config), and the App preview of 功能设计: POST /OnlineDev/App/Preview keeps a design five
 * minutes under an id, GET /Generater/App/{id}/Preview reads it back; both are the designer's.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const previewRead = (user: TestUser, id: string) =>
  t.call({ method: 'GET', url: `/api/visualdev/Generater/App/${id}/Preview`, token: user.token });

describe('GET /OnlineDev/{modelId}/ColumnData and /FormData', () => {
  it("answers the released design's list and form to its menu's holders", async () => {
    const design = await runtimeDesign(t, admin);
    const released = (await onlineCall(t, admin, 'GET', `/${design.id}/Config`)).body.data;
    const changed = await designCall(t, admin, 'PUT', `/${design.id}`, {
      columnData: JSON.stringify({ ...JSON.parse(runtimeColumns), pageSize: 50 }),
    });
    expect(changed.body.code, changed.body.msg).toBe(200);

    const reader = await runtimeUser(t, design.menuId, []);
    for (const part of ['ColumnData', 'FormData']) {
      const res = await onlineCall(t, reader, 'GET', `/${design.id}/${part}`);
      expect(res.body.code, res.body.msg).toBe(200);
      // The released copy, not the draft changed since.
      expect(res.body.data).toEqual({ columnData: released.columnData, formData: released.formData });
      expect(JSON.parse(res.body.data.columnData).pageSize).not.toBe(50);

      const stranger = await createUser(t);
      const refused = await onlineCall(t, stranger, 'GET', `/${design.id}/${part}`);
      expect(refused.body.code).toBe(401);
      expect(refused.body.msg).toContain(design.fullName);
    }
    const draft = await createDesign(t, admin);
    expect((await onlineCall(t, admin, 'GET', `/${draft.id}/ColumnData`)).body.code).not.toBe(200);
  });
});

describe('the App preview of 功能设计', () => {
  it('keeps the design five minutes for the designers', async () => {
    const designer = await userWithMenu(t, MenuCode.webDesign);
    const text = JSON.stringify({ fields: [{ __vModel__: 'title' }] });
    const kept = await onlineCall(t, designer, 'POST', '/App/Preview', { data: text });
    expect(kept.body.code, kept.body.msg).toBe(200);
    expect(kept.body.data).toMatch(/^[0-9a-f]{32}$/);
    const read = await previewRead(designer, kept.body.data);
    expect(read.body).toMatchObject({ code: 200, data: text });

    const object = await onlineCall(t, designer, 'POST', '/App/Preview', { data: { pages: [1] } });
    expect((await previewRead(admin, object.body.data)).body.data).toBe('{"pages":[1]}');

    const design = await runtimeDesign(t, admin);
    const runtime = await runtimeUser(t, design.menuId, []);
    expect((await onlineCall(t, runtime, 'POST', '/App/Preview', { data: text })).body.code).toBe(401);
    expect((await previewRead(runtime, kept.body.data)).body.code).toBe(401);
    const extra = await onlineCall(t, designer, 'POST', '/App/Preview', { data: text, id: 'x' });
    expect(extra.body.code).toBe(400);
    expect((await onlineCall(t, designer, 'POST', '/App/Preview', { data: '' })).body.code).toBe(400);

    t.clock.advance(5 * 60_000 + 1000);
    try {
      const expired = await previewRead(designer, kept.body.data);
      expect(expired.body).toMatchObject({ code: 404, msg: '已失效' });
    } finally {
      t.clock.advance(-(5 * 60_000 + 1000));
    }
    expect((await previewRead(designer, 'nosuchpreview')).body.code).toBe(404);
  });
});
