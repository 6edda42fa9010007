import { describe, expect, it } from 'vitest';
import { publicUrl, startupBanner } from './startup-banner.ts';

describe('the start-up banner', () => {
  it('shows an openable URL with the real port', () => {
    expect(publicUrl('0.0.0.0', 'http://0.0.0.0:41234')).toBe('http://localhost:41234');
    expect(publicUrl('::', 'http://[::]:3000')).toBe('http://localhost:3000');
    expect(publicUrl('127.0.0.1', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(publicUrl('::1', 'http://[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('prints the URL and the API docs, and the password only when one was generated', () => {
    const plain = startupBanner({ host: '0.0.0.0', address: 'http://0.0.0.0:3000' });
    expect(plain).toContain('Platform is running: http://localhost:3000\n');
    expect(plain).toContain('http://localhost:3000/api/docs');
    expect(plain).not.toMatch(/password/i);

    const first = startupBanner({
      host: '0.0.0.0',
      address: 'http://0.0.0.0:3000',
      generatedAdminPassword: 'Xy7#generated',
    });
    expect(first).toContain('account:  admin\n');
    expect(first).toContain('password: Xy7#generated\n');
    expect(first).toContain('must be changed at first login');
  });
});
