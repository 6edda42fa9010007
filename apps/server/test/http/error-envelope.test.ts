import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

/*
 * Every failure answers the envelope {code, msg, data: null} in the caller's language, the ones
 * Fastify and Node raise before a route runs included; the HTTP status stays precise.
 */

const t = useTestApp();

async function expectEnvelope(
  res: Awaited<ReturnType<typeof t.call>>,
  status: number,
  code: number,
  msg: string | RegExp,
) {
  expect(res.status).toBe(status);
  expect(res.raw.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(res.raw.json())).toEqual(['code', 'msg', 'data']);
  expect(res.body.code).toBe(code);
  expect(res.body.msg).toMatch(msg);
  expect(res.body.data).toBeNull();
}

describe('the envelope on failures outside the routes', () => {
  it('404: an unknown API path', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no/such/thing' });
    await expectEnvelope(res, 404, 404, '接口不存在：/api/no/such/thing');
  });

  it('405: a known path with a method it does not take, with Allow', async () => {
    const res = await t.call({ method: 'PATCH', url: '/api/permission/Users/abc' });
    await expectEnvelope(res, 405, 400, '接口 /api/permission/Users/abc 不支持 PATCH 请求');
    expect(String(res.raw.headers.allow).split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PUT']);
    const english = await t.call({
      method: 'DELETE',
      url: '/api/health',
      headers: { 'accept-language': 'en-US' },
    });
    await expectEnvelope(english, 405, 400, '/api/health does not accept DELETE');
  });

  it('413: a body over the limit', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: JSON.stringify({ account: 'a'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    await expectEnvelope(res, 413, 400, '请求内容过大');
  });

  it('414: a path parameter over the length limit', async () => {
    const res = await t.call({ method: 'GET', url: `/api/permission/Users/${'a'.repeat(5000)}` });
    await expectEnvelope(res, 414, 400, '请求地址过长');
  });

  it('415: a content type no route reads', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: 'packed',
      headers: { 'content-type': 'application/x-msgpack', 'accept-language': 'zh-TW' },
    });
    await expectEnvelope(res, 415, 400, '不支援的請求內容類型：application/x-msgpack');
  });

  it('400: malformed or empty JSON, in the caller language', async () => {
    const broken = await t.call({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: '{"account":',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    });
    await expectEnvelope(broken, 400, 400, 'The request body is not valid JSON');
    const empty = await t.call({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    await expectEnvelope(empty, 400, 400, '请求内容不是有效的 JSON');
  });

  it('400: a URL that does not decode', async () => {
    const res = await t.call({ method: 'GET', url: '/api/permission/Users/%zz' });
    await expectEnvelope(res, 400, 400, '请求地址无效');
  });

  it('431: a request line longer than Node accepts, answered on the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(body)).toEqual({ code: 400, msg: '请求地址或请求头过长', data: null });
  });
});
