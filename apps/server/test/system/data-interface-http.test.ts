import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatMessage } from '@platform/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { injectDataInterfaceExecutors } from '../../src/modules/system/data-interface/data-interface-executors.ts';
import { createHttpExecutor, httpExecutor } from '../../src/modules/system/data-interface/http-executor.ts';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  staticBody,
} from './data-interface-fixtures.ts';

/*
 * HTTP interfaces through the routes with the app's executor and the outbound guard: a local server
 * the administrator allow-lists (系统配置 出站白名单, here 127.0.0.2) answers GET with its query and POST
 * with its JSON body in the platform envelope; loopback (127.0.0.1), the metadata address, a redirect
 * to them, a 100 MB answer and a hanging server are refused with clear messages, and the server keeps
 * answering.
 */

const t = useTestApp();
const admin = useAdminUser(t);
afterEach(async () => {
  await resetConfig(t);
  injectDataInterfaceExecutors(t.ctx, { http: httpExecutor });
});

let allowed: Server;
let loopback: Server;
let base = '';
let loopbackBase = '';

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const json = (value: unknown) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify(value));
  if (url.pathname === '/redirect') {
    res.statusCode = 302;
    return res.setHeader('location', url.searchParams.get('to') ?? '/').end();
  }
  if (url.pathname === '/huge') {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < 100 && !res.destroyed) {
        sent += 1;
        if (!res.write(chunk)) return res.once('drain', pump);
      }
      res.end();
    };
    return pump();
  }
  if (url.pathname === '/hang') return;
  if (url.pathname === '/plain') return res.end('not json');
  let body = '';
  req.on('data', (part) => {
    body += part;
  });
  req.on('end', () =>
    json({
      code: 200,
      msg: 'ok',
      data: {
        list: [{ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body }],
      },
    }),
  );
}

const listen = async (host: string) => {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, base: `http://${host}:${(server.address() as AddressInfo).port}` };
};

beforeAll(async () => {
  ({ server: allowed, base } = await listen('127.0.0.2'));
  ({ server: loopback, base: loopbackBase } = await listen('127.0.0.1'));
});
afterAll(async () => {
  allowed.closeAllConnections();
  loopback.closeAllConnections();
  await Promise.all([allowed, loopback].map((s) => new Promise((resolve) => s.close(resolve))));
});

const kindParam = {
  field: 'kind',
  fieldName: '类别',
  dataType: 'varchar',
  required: 0,
  defaultValue: 'a b/c',
};
const qParam = { field: 'q', fieldName: '关键字', dataType: 'varchar', required: 0, defaultValue: '' };

async function preview(
  path: string,
  method = '6',
  paramList: { field: string; defaultValue: string }[] = [],
) {
  const [category] = await interfaceCategories(t);
  const iface = await createInterface(
    t,
    admin,
    staticBody(category ?? '', {
      dataType: 3,
      requestMethod: method,
      query: '',
      path,
      requestParameters: JSON.stringify([kindParam, qParam]),
      requestHeaders: JSON.stringify([{ field: 'x-app', defaultValue: 'jnpf' }]),
    }),
  );
  return (await dataInterfaceCall(t, admin, 'POST', `/${iface.id}/Actions/Preview`, { paramList })).body;
}

const allowHost = () =>
  t.call({
    method: 'PUT',
    url: '/api/system/SysConfig',
    token: admin.token,
    payload: { outboundAllowHosts: '127.0.0.2' },
  });

async function expectStillAnswering() {
  const res = await dataInterfaceCall(t, admin, 'GET', '?currentPage=1&pageSize=1');
  expect(res.body.code).toBe(200);
}

describe('HTTP interfaces', () => {
  it('GETs an allow-listed server with {field} in the path and the other values in the query', async () => {
    expect((await allowHost()).body.code).toBe(200);
    const body = await preview(`${base}/items/{kind}`, '6', [{ field: 'q', defaultValue: "x'&y=1" }]);
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toEqual({
      list: [{ method: 'GET', path: '/items/a%20b%2Fc', query: { q: "x'&y=1" }, body: '' }],
    });
  });

  it('POSTs the values as a JSON body', async () => {
    await allowHost();
    const body = await preview(`${base}/submit`, '7', [{ field: 'q', defaultValue: 'v' }]);
    expect(body.code, body.msg).toBe(200);
    const [answer] = body.data.list;
    expect(answer).toMatchObject({ method: 'POST', path: '/submit' });
    expect(JSON.parse(answer.body)).toEqual({ kind: 'a b/c', q: 'v' });
  });

  it.each([
    ['loopback', () => `${loopbackBase}/items`, '127.0.0.1'],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    [
      'a redirect to loopback',
      () => `${base}/redirect?to=${encodeURIComponent(`${loopbackBase}/x`)}`,
      '127.0.0.1',
    ],
    ['a redirect to metadata', () => `${base}/redirect?to=http://169.254.169.254/`, '169.254.169.254'],
  ])('refuses %s', async (_name, url, host) => {
    await allowHost();
    const body = await preview(url());
    expect(body.code).toBe(400);
    expect(body.msg).toBe(formatMessage('outbound.addressNotAllowed', undefined, { host }));
    await expectStillAnswering();
  });

  it('stops a 100 MB answer at the size cap', async () => {
    await allowHost();
    const body = await preview(`${base}/huge`);
    expect(body.code).toBe(400);
    expect(body.msg).toBe(formatMessage('outbound.tooLarge', undefined, { limit: 10 * 1024 * 1024 }));
    await expectStillAnswering();
  });

  it('times out a server that never answers, refuses non-JSON and a parameter in the host', async () => {
    await allowHost();
    injectDataInterfaceExecutors(t.ctx, { http: createHttpExecutor({ timeoutMs: 300 }) });
    const hung = await preview(`${base}/hang`);
    expect(hung).toMatchObject({
      code: 400,
      msg: formatMessage('outbound.timedOut', undefined, { seconds: 0.3 }),
    });
    expect((await preview(`${base}/plain`)).msg).toBe(formatMessage('dataInterface.httpNotJson'));
    expect((await preview('http://{kind}.example.com/x')).msg).toBe(
      formatMessage('dataInterface.httpPathInvalid'),
    );
    await expectStillAnswering();
  });
});
