import type { TestApp } from '../build-test-app.ts';
import { type TestUser, uniqueCode } from '../support/profile-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call under /api/system/BillRule. */
export const billRuleCall = (t: TestApp, user: TestUser, method: Method, url: string, payload?: unknown) =>
  t.call({ method, url: `/api/system/BillRule${url}`, token: user.token, ...(payload ? { payload } : {}) });

/** A valid create body with a unique name and code (the original dialog's fields). */
export function ruleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const code = uniqueCode('BR');
  return {
    fullName: `单据${code}`,
    enCode: code,
    category: 'cat-1',
    prefix: 'CG',
    dateFormat: 'yyyyMMdd',
    digit: 4,
    startNumber: '0001',
    sortCode: 0,
    enabledMark: 1,
    description: '',
    ...overrides,
  };
}

/** Creates a rule and returns its id and code (throws on failure). */
export async function createRule(t: TestApp, user: TestUser, overrides: Record<string, unknown> = {}) {
  const body = ruleBody(overrides);
  const res = await billRuleCall(t, user, 'POST', '', body);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return { id: res.body.data.id as string, enCode: body.enCode as string, fullName: body.fullName as string };
}

/** The next number of a rule (throws on failure). */
export async function nextNumber(t: TestApp, user: TestUser, code: string): Promise<string> {
  const res = await billRuleCall(t, user, 'GET', `/BillNumber/${code}`);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data;
}
