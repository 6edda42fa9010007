import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../app-context.ts';
import { createSystemLogWriter, withoutSecrets } from './log-writer.ts';

/** A context whose database records the rows inserted and whose retention is off. */
function fakeContext() {
  const inserted: unknown[][] = [];
  const warn = vi.fn();
  const ctx = {
    db: { insert: () => ({ values: async (rows: unknown[]) => void inserted.push(rows) }) },
    log: { warn, info: vi.fn() },
    now: () => new Date(0),
    access: { sysConfig: async () => ({ logRetentionDays: 0 }) },
  } as unknown as AppContext;
  return { ctx, inserted, warn };
}

const request = { category: 5, requestMethod: 'GET', requestUrl: '/api/x' };

describe('the system log writer', () => {
  it('writes queued entries in batches on flush', async () => {
    const { ctx, inserted } = fakeContext();
    const writer = createSystemLogWriter(ctx, { batchSize: 2 });
    for (let i = 0; i < 5; i++) writer.push(request);
    await writer.close();
    expect(inserted.map((rows) => rows.length)).toEqual([2, 2, 1]);
  });

  it('drops entries beyond the buffer bound and reports how many', async () => {
    const { ctx, inserted, warn } = fakeContext();
    const writer = createSystemLogWriter(ctx, { maxBuffered: 3 });
    for (let i = 0; i < 5; i++) writer.push(request);
    await writer.close();
    expect(inserted.flat()).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith({ dropped: 2 }, expect.any(String));
  });

  it('takes nothing after close', async () => {
    const { ctx, inserted } = fakeContext();
    const writer = createSystemLogWriter(ctx);
    await writer.close();
    writer.push(request);
    await writer.flush();
    expect(inserted).toHaveLength(0);
  });
});

describe('withoutSecrets', () => {
  it('masks secret fields at any depth and keeps the rest', () => {
    expect(
      withoutSecrets({
        account: 'a',
        passwordHash: 'x',
        nested: [{ tokenHash: 'y', name: 'n' }],
        secretKey: null,
      }),
    ).toEqual({
      account: 'a',
      passwordHash: '***',
      nested: [{ tokenHash: '***', name: 'n' }],
      secretKey: null,
    });
  });
});
