import { describe, expect, it } from 'vitest';
import { checkSourceHost, isLinkLocalAddress } from './source-host-guard.ts';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (err: { messageKey?: string }) => err.messageKey,
  );

describe('data-source hosts', () => {
  it('knows link-local addresses in every spelling', () => {
    for (const address of [
      '169.254.169.254',
      '169.254.0.1',
      'fe80::1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
    ])
      expect(isLinkLocalAddress(address)).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '8.8.8.8', '::1'])
      expect(isLinkLocalAddress(address)).toBe(false);
  });

  it('refuses link-local hosts even when allow-listed', async () => {
    const everything = ['169.254.0.0/16', 'fe80::/10', '169.254.169.254'];
    expect(await refusal(checkSourceHost('169.254.169.254', everything))).toBe('dataSource.hostForbidden');
    expect(await refusal(checkSourceHost('[fe80::1]', everything))).toBe('dataSource.hostForbidden');
  });

  it('lets loopback and private hosts through only when listed, by name, address or range', async () => {
    expect(await refusal(checkSourceHost('127.0.0.1', []))).toBe('dataSource.hostNotAllowed');
    expect(await refusal(checkSourceHost('10.1.2.3', ['127.0.0.1']))).toBe('dataSource.hostNotAllowed');
    expect(await checkSourceHost('127.0.0.1', ['127.0.0.1'])).toBe('127.0.0.1');
    expect(await checkSourceHost('10.1.2.3', ['10.0.0.0/8'])).toBe('10.1.2.3');
    expect(await checkSourceHost('localhost', ['localhost'])).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await checkSourceHost('8.8.8.8', [])).toBe('8.8.8.8');
  });

  it('names a host that does not resolve', async () => {
    expect(await refusal(checkSourceHost('no-such-host.invalid', []))).toBe('dataSource.hostUnknown');
  });
});
