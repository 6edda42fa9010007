import { describe, expect, it } from 'vitest';
import { createUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * On the embedded database at most EMBEDDED_MAX_REQUESTS API requests are held at once; the next one
 * is answered 503 (busy) in the envelope at once instead of queueing for the single connection. The
 * health check is never refused. PostgreSQL deployments have a pool and no such limit.
 */

const t = useTestApp({ overrides: { embeddedMaxRequests: 2 } });
const UNREAD = '/api/message/getUnreadCount';

/** Holds the database's only connection (PGlite) until the returned function is called. */
function holdDatabase(): { release: () => void; done: Promise<void> } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done = t.ctx.db.transaction(async () => {
    await gate;
  });
  return { release, done };
}

describe('requests held at once', () => {
  it('past the limit on the embedded database, answers 503 busy at once; the others finish', async () => {
    const user = await createUser(t);
    if (t.ctx.dbKind !== 'pglite') {
      // No limit with a pool: more requests than the embedded limit all succeed together.
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => t.call({ method: 'GET', url: UNREAD, token: user.token })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      return;
    }
    const held = holdDatabase();
    const first = t.call({ method: 'GET', url: UNREAD, token: user.token });
    const second = t.call({ method: 'GET', url: UNREAD, token: user.token });
    const refused = await t.call({
      method: 'GET',
      url: UNREAD,
      token: user.token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(refused.status).toBe(503);
    expect(refused.raw.headers['retry-after']).toBe('1');
    expect(refused.body).toEqual({
      code: 500,
      msg: 'The server is busy, please try again in a moment',
      data: null,
    });
    // The health check still answers (it waits for the database like everyone, but is not refused).
    const health = t.call({ method: 'GET', url: '/api/health' });
    held.release();
    await held.done;
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await health).status).toBe(200);
    // Their turns are over: the next request is served.
    expect((await t.call({ method: 'GET', url: UNREAD, token: user.token })).status).toBe(200);
  });
});
