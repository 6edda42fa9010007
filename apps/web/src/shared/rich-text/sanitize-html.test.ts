// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting, links and images', () => {
    const html =
      '<p style="color: red">Hi <strong>there</strong> <a href="https://example.com/x">link</a></p><img src="/api/file/a.png" alt="a">';
    const out = sanitizeHtml(html);
    expect(out).toContain('<strong>there</strong>');
    expect(out).toContain('href="https://example.com/x"');
    expect(out).toContain('style="color: red"');
    expect(out).toContain('<img src="/api/file/a.png" alt="a">');
  });

  it('drops scripts, styles and embedded objects with their content', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>body{}</style><object data="x.swf"></object><svg><script>1</script></svg>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('removes event handlers and unknown attributes', () => {
    const out = sanitizeHtml('<img src="x.png" onerror="alert(1)"><p onclick="x()" data-x="1">t</p>');
    expect(out).not.toMatch(/onerror|onclick|data-x/);
    expect(out).toContain('<p>t</p>');
  });

  it('removes javascript: and other unsafe URLs, even when obfuscated', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVa\tScRiPt:alert(1)">b</a><img src="data:text/html;base64,PHNjcmlwdD4=">',
    );
    expect(out).not.toMatch(/javascript|data:text/i);
    expect(out).toContain('<a>a</a>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<custom-el><b>x</b></custom-el><center>c</center>')).toBe('<b>x</b>c');
  });

  it('hardens links that open a new tab and strips dangerous CSS', () => {
    const out = sanitizeHtml(
      '<a href="https://a.b" target="_blank">x</a><span style="background:url(javascript:1)">y</span>',
    );
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('<span>y</span>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isSafeUrl', () => {
  it('accepts relative, http(s), mailto and tel; refuses other schemes', () => {
    expect(isSafeUrl('/a/b')).toBe(true);
    expect(isSafeUrl('#top')).toBe(true);
    expect(isSafeUrl('https://x.y')).toBe(true);
    expect(isSafeUrl('mailto:a@b.c')).toBe(true);
    expect(isSafeUrl('vbscript:x')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA', true)).toBe(true);
  });
});
