import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/shared/password-hash.ts';
import { captchaKey, md5, solveCaptcha } from '../oauth/oauth-helpers.ts';
import { captureLog } from '../support/capture-log.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';

/*
 * Logs never carry secrets: a failing statement is named without its bound values, fields named like
 * secrets are redacted on every line, and a line break in logged input stays inside its JSON line.
 */

const t = useTestApp();
const OLD_PASSWORD = 'Old#2026pass';
const NEW_PASSWORD = 'New#2026pass';

const lines = useFixtures(async () => {
  // The app is built silent (no seed noise); from here on every line at info and above is kept.
  t.app.log.level = 'info';
  return { captured: captureLog(t.app.log) };
});
const user = useFixtures(async () => {
  const created = await createUser(t, { passwordHash: await hashPassword(md5(OLD_PASSWORD)) });
  // The database refuses this user's password change, so the update fails with the new hash bound.
  await t.ctx.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION log_safety_refuse() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'password change refused by the test'; END $$ LANGUAGE plpgsql`),
  );
  await t.ctx.db.execute(
    sql.raw(`CREATE TRIGGER log_safety_refuse BEFORE UPDATE ON users FOR EACH ROW
      WHEN (NEW.account = '${created.account}' AND NEW.password_hash IS DISTINCT FROM OLD.password_hash)
      EXECUTE FUNCTION log_safety_refuse()`),
  );
  return created;
});

interface LogEntry {
  level: number;
  reqId?: string;
  msg?: string;
  [key: string]: unknown;
}
const entries = () => lines.captured.map((line) => JSON.parse(line) as LogEntry);

describe('the log of a 500 with a password in the body', () => {
  it('names the failing statement without its values, and the body holds only the envelope', async () => {
    const timestamp = captchaKey();
    const code = await solveCaptcha(t, timestamp);
    const res = await t.call({
      method: 'POST',
      url: '/api/permission/Users/Current/Actions/ModifyPassword',
      token: user.token,
      payload: { oldPassword: md5(OLD_PASSWORD), password: md5(NEW_PASSWORD), code, timestamp },
    });
    expect(res.status).toBe(500);
    expect(Object.keys(res.raw.json())).toEqual(['code', 'msg', 'data']);
    const requestId = /请求编号 ([\w-]+)/.exec(res.body.msg)?.[1];
    expect(requestId).toBeTruthy();

    const failure = entries().find((e) => e.reqId === requestId && e.level >= 50);
    const err = failure?.err as { message: string; query: string; stack: string; cause: { message: string } };
    expect(err.message).toMatch(
      /^Failed query: update "users" set .*: password change refused by the test$/s,
    );
    expect(err.query).toMatch(/^update "users" set/);
    expect(JSON.stringify(err.cause)).toContain('password change refused by the test');
    expect(err.stack).toMatch(/\n\s+at /);

    const log = lines.captured.join('');
    for (const secret of [md5(OLD_PASSWORD), md5(NEW_PASSWORD), '$argon2', user.token.slice(7), 'params:']) {
      expect(log).not.toContain(secret);
    }
    expect(res.raw.body).not.toMatch(/update|users|argon2|refused/i);
  });
});

describe('every log line', () => {
  it('has the fields named like secrets redacted, at any depth and in logged URLs', () => {
    t.app.log.info(
      {
        probe: 'redaction',
        user: { account: 'kept', password: 'p1', passwordHash: 'h1', smsCode: '123456', code: '9876' },
        headers: { authorization: 'Bearer t1', cookie: 'c1' },
        list: [{ accessToken: 't2', clientSecret: 's1', signature: 'sig1' }],
        url: '/api/oauth/x?keyword=kept2&token=t3',
      },
      'probe',
    );
    const line = lines.captured.find((l) => l.includes('"probe":"redaction"'))!;
    for (const secret of ['p1', 'h1', '123456', '9876', 't1', 'c1', 't2', 's1', 'sig1', 't3']) {
      expect(line).not.toContain(`"${secret}`);
      expect(line).not.toContain(`=${secret}`);
    }
    expect(line).toContain('"account":"kept"');
    expect(line).toContain('keyword=kept2');
    expect(line).toContain('token=[Redacted]');
  });

  it('stays one line when the input holds a line break', () => {
    const before = lines.captured.length;
    const forged = 'x\n{"level":60,"msg":"forged"}\r\n';
    t.app.log.warn({ account: forged }, 'login failed');
    const written = lines.captured.slice(before);
    expect(written).toHaveLength(1);
    expect(written[0].trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(written[0]).account).toBe(forged);
  });
});
