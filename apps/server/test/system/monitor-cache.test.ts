import { MenuCode } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { readPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { getSysConfig, sysConfigCacheState } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/* 系统监控 (host, process, disk, database figures) and 系统缓存 (list, clear one, clear all). */

const t = useTestApp();
const admin = useAdminUser(t);

describe('server monitor', () => {
  it('answers CPU, memory, disk, database size and connections and uptime', async () => {
    const res = await t.call({ method: 'GET', url: '/api/System/Monitor', token: admin.token });
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data.cpu.coreNumber).toBeGreaterThan(0);
    expect(data.cpu.used).toBeGreaterThanOrEqual(0);
    expect(data.cpu.used).toBeLessThanOrEqual(100);
    expect(data.memory.total).toBeGreaterThan(data.memory.available);
    expect(data.disk.total).toBeGreaterThan(0);
    expect(data.database.kind).toBe(t.ctx.dbKind);
    expect(data.database.size).toBeGreaterThan(0);
    expect(data.database.connections).toBeGreaterThanOrEqual(1);
    expect(data.system.processUptime).toBeGreaterThanOrEqual(0);
    expect(Math.abs(data.time - t.clock.now().getTime())).toBeLessThan(60_000);
  });

  it('is refused without the menu', async () => {
    const other = await userWithMenu(t, MenuCode.cache);
    expect((await t.call({ method: 'GET', url: '/api/System/Monitor', token: other.token })).body.code).toBe(
      401,
    );
  });
});

describe('system caches', () => {
  const url = '/api/PlatForm/CacheManage';

  it('lists the caches and clears the configuration cache of this process', async () => {
    await getSysConfig(t.ctx);
    const list = (await t.call({ method: 'GET', url, token: admin.token })).body.data.list;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['permission', 'sysConfig', 'dictionary']);
    expect(list[1]).toMatchObject({ name: 'sysConfig', entries: 1 });
    const cleared = await t.call({ method: 'DELETE', url: `${url}/sysConfig`, token: admin.token });
    expect(cleared.body).toMatchObject({ code: 200, msg: '缓存已清空' });
    // Any later request reads the configuration again, so the state is read right after the clear.
    expect(sysConfigCacheState(t.ctx)).toEqual({ entries: 0, expiresAt: null });
  });

  it('clears the permission cache in every process by bumping its version; clear all answers', async () => {
    const before = await readPermissionVersion(t.ctx.db);
    await t.call({ method: 'DELETE', url: `${url}/permission`, token: admin.token });
    const info = (await t.call({ method: 'GET', url: `${url}/permission`, token: admin.token })).body.data;
    expect(info.version).toBeGreaterThan(before);
    const all = await t.call({ method: 'POST', url: `${url}/Actions/ClearAll`, token: admin.token });
    expect(all.body).toMatchObject({ code: 200, msg: '缓存已清空' });
    const unknown = await t.call({ method: 'DELETE', url: `${url}/nothing`, token: admin.token });
    expect(unknown.body.code).toBe(400);
  });
});
