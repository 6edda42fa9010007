import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/** A write under /api that must succeed; its `data`. */
export async function adminWrite(
  t: TestApp,
  user: TestUser,
  method: WriteMethod,
  url: string,
  payload?: unknown,
) {
  const res = await t.call({
    method,
    url: `/api/${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

export interface OperationEntry {
  moduleName: string;
  action: string;
  recordId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The operation entries whose record id contains `recordId`, newest first, with before/after parsed. */
export async function operationEntriesOf(
  t: TestApp,
  reader: TestUser,
  recordId: string,
): Promise<OperationEntry[]> {
  await t.ctx.systemLog?.flush?.();
  const res = await t.call({
    method: 'GET',
    url: `/api/system/Log?category=3&keyword=${encodeURIComponent(recordId)}`,
    token: reader.token,
  });
  expect(res.body.code, res.body.msg).toBe(200);
  const entries: OperationEntry[] = [];
  for (const item of res.body.data.list as { id: string }[]) {
    const info = (await t.call({ method: 'GET', url: `/api/system/Log/${item.id}`, token: reader.token }))
      .body.data;
    entries.push({
      moduleName: info.moduleName,
      action: info.action,
      recordId: info.recordId,
      before: info.beforeJson ? JSON.parse(info.beforeJson) : null,
      after: info.afterJson ? JSON.parse(info.afterJson) : null,
    });
  }
  return entries;
}
