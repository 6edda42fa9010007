import { describe, expect, it } from 'vitest';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createRule } from '../system/bill-rule-fixtures.ts';

/*
 * Original clients spell the system area both ways: early jnpf-web builds call /api/System/SysConfig,
 * /api/System/BillRule…, jnpf-web 3.4.7 calls /api/system/SysConfig but /api/system/Monitor. Every system
 * route answers under both spellings, through the same handler.
 */

const t = useTestApp();
const admin = useAdminUser(t);

describe('the case of the system segment', () => {
  it('serves /api/System/SysConfig as /api/system/SysConfig, reading and saving', async () => {
    try {
      const saved = await t.call({
        method: 'PUT',
        url: '/api/System/SysConfig',
        token: admin.token,
        payload: { sysName: '大写路径平台' },
      });
      expect(saved.body.code, saved.body.msg).toBe(200);
      for (const url of ['/api/system/SysConfig', '/cloud-api/api/System/SysConfig']) {
        const read = await t.call({ method: 'GET', url, token: admin.token });
        expect(read.body.data.sysName).toBe('大写路径平台');
      }
    } finally {
      await resetConfig(t);
    }
  });

  it('serves /api/system/Monitor (3.4.7) as /api/System/Monitor', async () => {
    const res = await t.call({ method: 'GET', url: '/api/system/Monitor', token: admin.token });
    expect(res.body.code).toBe(200);
    expect(res.body.data.cpu.coreNumber).toBeGreaterThan(0);
  });

  it('combines with the /Action/ alias', async () => {
    const { id } = await createRule(t, admin);
    const res = await t.call({
      method: 'PUT',
      url: `/api/System/BillRule/${id}/Action/State`,
      token: admin.token,
    });
    expect(res.body.data).toEqual({ enabledMark: 0 });
  });

  it('still refuses other spellings and anonymous callers', async () => {
    expect((await t.call({ method: 'GET', url: '/api/SYSTEM/SysConfig', token: admin.token })).status).toBe(
      404,
    );
    expect((await t.call({ method: 'GET', url: '/api/System/SysConfig' })).body.code).toBe(600);
  });
});
