import { currentUserResponseSchema } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../../src/modules/oauth/current-user/current-user.service.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * CurrentUser answers with cached JSON text for the menus (PreSerialized): the reply must be exactly
 * what the schema-checked object would serialize to, on the first call and from the cache.
 */
const t = useTestApp();

describe('CurrentUser as cached JSON', () => {
  it('equals the schema-checked answer, first call and cached call alike', async () => {
    const admin = await createUser(t, { isAdministrator: true });
    const session = {
      userId: admin.id,
      account: admin.account,
      isAdministrator: true,
      sessionId: 's',
      isLocked: false,
      hasInitialPassword: false,
    };
    const expected = currentUserResponseSchema.parse(await getCurrentUser(t.ctx, session, {}));
    for (let i = 0; i < 2; i++) {
      const res = await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: admin.token });
      expect(res.raw.headers['content-type']).toContain('application/json');
      expect(res.body).toEqual({ code: 200, msg: '操作成功', data: expected });
    }
    expect(expected.menuList.length).toBeGreaterThan(5);
  });
});
