import { describe, expect, it } from 'vitest';
import { connectionFailure } from './source-connection-test.ts';
import type { SourceTarget } from './source-target.ts';

const target: SourceTarget = {
  dialect: 'postgres',
  host: 'db.example',
  address: '203.0.113.5',
  port: 5432,
  user: 'u',
  password: 'p',
  database: 'erp',
};
const keyOf = (code: string) =>
  connectionFailure(target, Object.assign(new Error('driver text'), { code })).messageKey;

describe('connection failures', () => {
  it('names a wrong password, a missing database, an unreachable host and a timeout', () => {
    expect(keyOf('28P01')).toBe('dataSource.authFailed');
    expect(keyOf('ER_ACCESS_DENIED_ERROR')).toBe('dataSource.authFailed');
    expect(keyOf('3D000')).toBe('dataSource.databaseMissing');
    expect(keyOf('ER_BAD_DB_ERROR')).toBe('dataSource.databaseMissing');
    expect(keyOf('ECONNREFUSED')).toBe('dataSource.unreachable');
    expect(keyOf('ETIMEDOUT')).toBe('dataSource.timedOut');
    expect(keyOf('XX000')).toBe('dataSource.connectFailed');
  });

  it('never passes the driver text on', () => {
    const error = connectionFailure(
      target,
      Object.assign(new Error('password "p" for host'), { code: 'XX000' }),
    );
    expect(JSON.stringify(error.params)).not.toContain('password');
  });
});
