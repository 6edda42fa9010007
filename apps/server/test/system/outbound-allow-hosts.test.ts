import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboundAllowHosts } from '../../src/modules/system/sys-config/outbound-allow-hosts.ts';
import { outboundFetch } from '../../src/shared/outbound/outbound-fetch.ts';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The outbound allow-list as an administrator sets it in 安全设置 (outboundAllowHosts) and a deployment
 * in OUTBOUND_ALLOW_HOSTS: outbound HTTP reaches a local server only once one of them lists it.
 */

const t = useTestApp({ overrides: { outboundAllowHosts: ['erp.corp.local'] } });
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((_req, res) => res.end('internal'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const save = async (payload: Record<string, unknown>) =>
  (await t.call({ method: 'PUT', url: '/api/system/SysConfig', token: admin.token, payload })).body;

describe('outbound allow-list (outboundAllowHosts)', () => {
  it('is empty by default, so a local address is refused with a message naming it', async () => {
    const res = await t.call({ method: 'GET', url: '/api/system/SysConfig', token: admin.token });
    expect(res.body.data.outboundAllowHosts).toBe('');
    expect(await outboundAllowHosts(t.ctx)).toEqual(['erp.corp.local']);
    const error = await outboundFetch(`${origin}/`, { allowHosts: await outboundAllowHosts(t.ctx) }).catch(
      (e) => e,
    );
    expect(error.messageKey).toBe('outbound.addressNotAllowed');
    expect(error.params).toEqual({ host: '127.0.0.1' });
  });

  it('saves host names, addresses and ranges, and then lets the listed range through', async () => {
    expect((await save({ outboundAllowHosts: '*.corp.local\n127.0.0.0/8; fd00::/8' })).code).toBe(200);
    const res = await t.call({ method: 'GET', url: '/api/system/SysConfig', token: admin.token });
    expect(res.body.data.outboundAllowHosts).toBe('*.corp.local\n127.0.0.0/8; fd00::/8');
    const allowHosts = await outboundAllowHosts(t.ctx);
    expect(allowHosts).toEqual(['erp.corp.local', '*.corp.local', '127.0.0.0/8', 'fd00::/8']);
    expect((await outboundFetch(`${origin}/`, { allowHosts })).text()).toBe('internal');
  });

  it('refuses an entry that is neither a host name, an address nor a range, saving nothing', async () => {
    const body = await save({ outboundAllowHosts: 'erp.corp.local, http://x/y' });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('outboundAllowHosts');
    const res = await t.call({ method: 'GET', url: '/api/system/SysConfig', token: admin.token });
    expect(res.body.data.outboundAllowHosts).toBe('');
  });
});
