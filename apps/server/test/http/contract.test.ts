import { describe, expect, it } from 'vitest';
import { createUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();

describe('the HTTP contract', () => {
  it('answers under /api and /cloud-api/api with the envelope', async () => {
    for (const url of ['/api/health', '/cloud-api/api/health']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      expect(res.body.data.status).toBe('ok');
    }
  });

  it('accepts the timestamp query n the web adds to every call', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health?n=1700000000' });
    expect(res.body.code).toBe(200);
  });

  it('answers an unknown API path with a 404 envelope in the caller language', async () => {
    const zh = await t.call({ method: 'GET', url: '/api/nothing/here' });
    expect(zh.status).toBe(404);
    expect(zh.body).toMatchObject({ code: 404, data: null });
    expect(zh.body.msg).toContain('接口不存在');
    const en = await t.call({
      method: 'GET',
      url: '/api/nothing/here',
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.body.msg).toContain('No such endpoint');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    expect(Object.keys(doc.paths)).not.toContain('/cloud-api/api/health');
  });

  it('rejects unknown body fields by name and changes nothing', async () => {
    const user = await createUser(t);
    const res = await t.call({
      method: 'PUT',
      url: '/api/permission/Users/Current/BaseInfo',
      token: user.token,
      payload: { realName: '新名字', isAdministrator: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('不允许的字段：isAdministrator');
    const info = await t.call({
      method: 'GET',
      url: '/api/permission/Users/Current/BaseInfo',
      token: user.token,
    });
    expect(info.body.data.realName).not.toBe('新名字');
  });

  it('names the field and gives the shared pattern message in the caller language', async () => {
    const user = await createUser(t);
    const payload = { mobilePhone: '12345' };
    const url = '/api/permission/Users/Current/BaseInfo';
    const zh = await t.call({ method: 'PUT', url, token: user.token, payload });
    expect(zh.body.code).toBe(400);
    expect(zh.body.msg).toBe('字段 mobilePhone 不正确：请正确输入您的手机号');
    const en = await t.call({
      method: 'PUT',
      url,
      token: user.token,
      payload,
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.body.msg).toMatch(/^Field mobilePhone is invalid: /);
    expect(en.body.msg).not.toContain('validation.');
  });

  it('refuses a body larger than the limit with a clear message', async () => {
    const user = await createUser(t);
    const res = await t.call({
      method: 'PUT',
      url: '/api/permission/Users/Current/BaseInfo',
      token: user.token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('请求内容过大');
  });
});
