import type { Language } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { captureLog } from '../support/capture-log.ts';

/*
 * An unexpected failure (here: the database goes away under a running app) must answer 500 with a
 * generic message and a request id, and put the detail in the log under that same id, so support
 * can find the cause from what the user reports without the client ever seeing internals.
 */
let t: TestApp;
let database: Database;
let logLines: string[];

interface LogEntry {
  level: number;
  reqId?: string;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
}

beforeAll(async () => {
  // A database of our own, so it can be closed under the app (the app leaves a given database alone).
  database = await openDatabase({ pgliteDir: 'memory://' });
  t = await buildTestApp({ logLevel: 'error' }, { database });
  logLines = captureLog(t.app.log);
  await database.close();
});
afterAll(async () => {
  await t.close();
});

const MESSAGES: Record<Language, RegExp> = {
  'zh-CN': /^系统异常，请稍后再试（请求编号 ([\w-]+)）$/,
  'zh-TW': /^系統異常，請稍後再試（請求編號 ([\w-]+)）$/,
  'en-US': /^Internal error, please try again later \(request id ([\w-]+)\)$/,
};

describe('an unexpected error', () => {
  for (const [lang, pattern] of Object.entries(MESSAGES) as [Language, RegExp][]) {
    it(`answers 500 with a generic ${lang} message and a request id; the log has the detail`, async () => {
      const res = await t.call({
        method: 'GET',
        url: '/api/oauth/getConfig/admin',
        headers: { 'accept-language': lang },
      });
      expect(res.status).toBe(500);
      expect(res.body.code).toBe(500);
      expect(res.body.data).toBeNull();
      expect(res.body.msg).toMatch(pattern);
      const requestId = pattern.exec(res.body.msg)![1];
      expect(requestId.length).toBeGreaterThanOrEqual(8);

      const logged = logLines
        .map((line) => JSON.parse(line) as LogEntry)
        .filter((entry) => entry.reqId === requestId && entry.level >= 50);
      expect(logged).toHaveLength(1);
      const { err } = logged[0];
      expect(err?.message).toContain('PGlite is closed');
      expect(err?.stack).toMatch(/\n\s+at /);

      // Nothing of the failure reaches the client: no message, no stack, no driver or SQL text.
      expect(Object.keys(res.raw.json())).toEqual(['code', 'msg', 'data']);
      expect(res.raw.body).not.toContain(err!.message!);
      expect(res.raw.body).not.toMatch(/\bat |stack|pglite|select|sys_config/i);
    });
  }
});
