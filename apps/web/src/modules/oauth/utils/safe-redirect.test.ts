// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/profile?tab=log#top')).toBe('/profile?tab=log#top');
  });

  it('refuses other origins, protocol-relative and backslash tricks, and login loops', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/portal?x=1',
    ]) {
      expect(safeRedirect(bad)).toBe('/home');
    }
    expect(safeRedirect(null)).toBe('/home');
  });
});
