import { eq } from 'drizzle-orm';
import { systems } from '../../src/db/schema/index.ts';
import type { TestApp } from '../build-test-app.ts';

/** Helpers shared by the menu-management suites. */

export async function systemIdByCode(t: TestApp, code: string): Promise<string> {
  const [row] = await t.ctx.db.select({ id: systems.id }).from(systems).where(eq(systems.enCode, code));
  if (!row) throw new Error(`no seeded system ${code}`);
  return row.id;
}

export function caller(t: TestApp, token: string) {
  return {
    get: (url: string, query: Record<string, string> = {}) => t.call({ method: 'GET', url, token, query }),
    post: (url: string, payload: object) => t.call({ method: 'POST', url, token, payload }),
    put: (url: string, payload?: object) =>
      t.call({ method: 'PUT', url, token, ...(payload ? { payload } : {}) }),
    del: (url: string) => t.call({ method: 'DELETE', url, token }),
  };
}

/** A menu body at the top of the given system. */
function topMenu<F extends object>(systemId: string, fields: F) {
  return { systemId, parentId: '-1', ...fields };
}

/** A valid page menu body (type 2) in the given system; override what a test is about. */
export function pageMenu(systemId: string, code: string, overrides: Record<string, unknown> = {}) {
  const page = {
    type: 2,
    fullName: `页面${code}`,
    enCode: code,
    icon: 'FileTextOutlined',
    urlAddress: `test/${code}`,
  };
  return topMenu(systemId, { ...page, sortCode: 10, ...overrides });
}

export function directory(systemId: string, code: string, overrides: Record<string, unknown> = {}) {
  return topMenu(systemId, {
    type: 0,
    fullName: `目录${code}`,
    enCode: code,
    icon: 'AppstoreOutlined',
    ...overrides,
  });
}
