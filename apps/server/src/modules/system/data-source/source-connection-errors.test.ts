import { describe, expect, it } from 'vitest';
import { connectionFailureKind } from './source-connection-errors.ts';

const driverError = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe('connectionFailureKind', () => {
  it('reads a refused login from the code, the error number, the SQLSTATE or the server text', () => {
    expect(connectionFailureKind(driverError('x', { code: '28P01' }))).toBe('auth');
    expect(connectionFailureKind(driverError('x', { code: 'ER_ACCESS_DENIED_ERROR', errno: 1045 }))).toBe(
      'auth',
    );
    expect(connectionFailureKind(driverError('x', { errno: 1045 }))).toBe('auth');
    expect(connectionFailureKind(driverError('x', { sqlState: '28000' }))).toBe('auth');
    expect(
      connectionFailureKind(
        driverError("Access denied for user 'nobody'@'127.0.0.1' (using password: YES)", {}),
      ),
    ).toBe('auth');
  });

  it('tells a missing database, an unreachable server and a timeout apart, and ignores statement errors', () => {
    expect(connectionFailureKind(driverError('x', { code: 'ER_BAD_DB_ERROR' }))).toBe('databaseMissing');
    expect(connectionFailureKind(driverError('x', { code: 'ECONNREFUSED' }))).toBe('unreachable');
    expect(connectionFailureKind(driverError('x', { code: 'ETIMEDOUT' }))).toBe('timedOut');
    expect(connectionFailureKind(driverError('syntax error', { code: '42601' }))).toBeUndefined();
    expect(connectionFailureKind(driverError("Table 'x' doesn't exist", { errno: 1146 }))).toBeUndefined();
  });
});
