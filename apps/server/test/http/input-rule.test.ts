import { formatMessage, pathParamNames } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteDefinition } from '../../src/http/route.ts';
import { nextIp } from '../oauth/oauth-helpers.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The input rule, generated over the route table: a NUL in any string a route takes (each path
 * parameter, query field and body field) answers 400 naming the field, never a 500 from the database.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const NUL_TEXT = 'a\u0000b';
const label = (r: RouteDefinition) => `${r.method} ${r.path}`;
const refusal = (field: string) => formatMessage('common.controlCharacter', 'zh-CN', { field });

/** The field names of an object schema, through optional/default/pipe wrappers. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  const inner = (def.innerType ?? def.out) as z.ZodType | undefined;
  return fieldsOf(inner);
}

/** One request per string input of the route, each with a NUL in that input only. */
function nulRequests(route: RouteDefinition) {
  const params = pathParamNames(route.endpoint.path);
  const path = (nulIn?: string) =>
    `/api${route.endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => (name === nulIn ? 'a%00b' : 'x1'))}`;
  const requests = [
    ...params.map((field) => ({ field, url: path(field) })),
    ...fieldsOf(route.schema.querystring).map((field) => ({ field, url: `${path()}?${field}=a%00b` })),
  ].map((r) => ({
    ...r,
    payload: undefined as string | undefined,
    contentType: undefined as string | undefined,
  }));
  if (route.endpoint.bodyEncoding !== 'multipart') {
    const isForm = route.endpoint.bodyEncoding === 'form';
    for (const field of fieldsOf(route.schema.body)) {
      requests.push({
        field,
        url: path(),
        payload: isForm ? `${field}=a%00b` : JSON.stringify({ [field]: NUL_TEXT }),
        contentType: isForm ? 'application/x-www-form-urlencoded' : 'application/json',
      });
    }
  }
  return requests;
}

describe('a NUL in any string input', () => {
  it('answers 400 naming the field on every route, for every path parameter, query and body field', async () => {
    let count = 0;
    for (const route of t.routes) {
      for (const request of nulRequests(route)) {
        const res = await t.call({
          method: route.method,
          url: request.url,
          token: admin.token,
          remoteAddress: nextIp(),
          ...(request.payload === undefined
            ? {}
            : { payload: request.payload, headers: { 'content-type': request.contentType! } }),
        });
        expect({ route: label(route), field: request.field, status: res.status, msg: res.body.msg }).toEqual({
          route: label(route),
          field: request.field,
          status: 400,
          msg: refusal(request.field),
        });
        count += 1;
      }
    }
    // The walk reached the inputs the attack catalogue names.
    expect(count).toBeGreaterThan(100);
  });

  it('answers 400 to an anonymous login whose account holds %00', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: 'grant_type=password&account=ad%00min&password=e10adc3949ba59abbe56e057f20f883e',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
    });
    expect([res.status, res.body.msg]).toEqual([400, refusal('account')]);
  });

  it('names a nested field and refuses the other control characters too', async () => {
    for (const c of ['\u0001', '\u001b', '\u007f', '\u0085']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/permission/Users?keyword=${encodeURIComponent(`a${c}b`)}`,
        token: admin.token,
      });
      expect([res.status, res.body.msg]).toEqual([400, refusal('keyword')]);
    }
  });
});

describe('line breaks', () => {
  it('pass in multi-line text (说明) and tab passes everywhere', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/permission/Users/Current/BaseInfo',
      token: admin.token,
      payload: { realName: 'Tab\tName', description: 'line one\r\nline two' },
    });
    expect([res.status, res.body.code]).toEqual([200, 200]);
    const read = await t.call({
      method: 'GET',
      url: '/api/permission/Users/Current/BaseInfo',
      token: admin.token,
    });
    expect(read.body.data.description).toBe('line one\r\nline two');
  });

  it('are refused in single-line text, query values and path parameters', async () => {
    const name = await t.call({
      method: 'PUT',
      url: '/api/permission/Users/Current/BaseInfo',
      token: admin.token,
      payload: { realName: 'forged\n{"level":60}' },
    });
    expect([name.status, name.body.msg]).toEqual([400, refusal('realName')]);
    const keyword = await t.call({
      method: 'GET',
      url: '/api/permission/Users?keyword=a%0Ab',
      token: admin.token,
    });
    expect([keyword.status, keyword.body.msg]).toEqual([400, refusal('keyword')]);
    const param = await t.call({ method: 'GET', url: '/api/permission/Users/a%0Db', token: admin.token });
    expect([param.status, param.body.msg]).toEqual([400, refusal('id')]);
  });
});
