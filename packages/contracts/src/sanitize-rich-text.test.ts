import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeRichText } from './sanitize-rich-text.ts';

/** Nothing in the output may run script, whatever a browser makes of it. */
function expectInert(html: string) {
  const out = sanitizeRichText(html);
  // Quoted attribute values are escaped text, so only what stands outside them could act.
  const markup = out.replace(/"[^"]*"/g, '""');
  expect(markup).not.toMatch(/<\s*(script|style|iframe|svg|math|object|embed|base|meta|link|form|template)/i);
  expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
  expect(out).not.toMatch(/javascript:|vbscript:|data:text|srcdoc|expression\s*\(|url\s*\(/i);
  return out;
}

describe('sanitizeRichText', () => {
  it('keeps ordinary formatting, links, images, tables and text', () => {
    const html =
      '<h2>标题</h2><p style="color: red; text-align: center">Hi <strong>there</strong> &amp; <em>you</em> <a href="https://example.com/x?a=1&amp;b=2">link</a></p>' +
      '<img src="/api/file/a.png" alt="a" width="120"><ul><li>one</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>标题</h2><p style="color: red; text-align: center">Hi <strong>there</strong> &amp; <em>you</em> <a href="https://example.com/x?a=1&amp;b=2">link</a></p>' +
        '<img src="/api/file/a.png" alt="a" width="120"><ul><li>one</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
    );
  });

  it('drops script, style and raw-text elements with their content', () => {
    expect(
      expectInert(
        '<p>a</p><script>alert(1)</script><STYLE>body{}</STYLE><textarea><img src=x onerror=1></textarea><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>b',
      ),
      // As in a browser, the noscript text ends at its first end tag and the img after it is markup.
    ).toBe('<p>a</p><img src="x">"&gt;b');
    expect(expectInert('<script>var s = "</scr" + "ipt>";</script>ok')).toBe('ok');
  });

  it('drops svg and math with everything inside, including their scripts and handlers', () => {
    expect(
      expectInert(
        'x<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>y',
      ),
    ).toBe('xy');
    expect(expectInert('<svg onload=alert(1)>')).toBe('');
    expect(expectInert('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
    expect(expectInert('<svg><svg></svg><img src=x onerror=alert(1)></svg>after')).toBe('after');
  });

  it('removes every event handler and unknown attribute', () => {
    const out = expectInert(
      '<img src="x.png" onerror="alert(1)"><p onclick="x()" data-x="1" id="clobber" ONMOUSEOVER=y>t</p><img src=x onerror=alert(1)//>',
    );
    expect(out).toBe('<img src="x.png"><p>t</p><img src="x">');
  });

  it('refuses javascript:, vbscript: and data URLs in links, however they are disguised', () => {
    const links = [
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'javascript&#58;alert(1)',
      'javascript&colon;alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
    ];
    for (const href of links) {
      expect(expectInert(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(expectInert('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
  });

  it('keeps raster data images and safe link schemes', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.c">m</a><a href="#top">t</a>')).toBe(
      '<a href="mailto:a@b.c">m</a><a href="#top">t</a>',
    );
  });

  it('keeps only plain CSS declarations: no url(), expression(), escapes or positioning', () => {
    expect(
      expectInert(
        '<span style="background:url(javascript:alert(1)); color: blue">a</span>' +
          '<span style="width: expression(alert(1))">b</span>' +
          '<span style="color: \\65 xpression(alert(1))">c</span>' +
          '<span style="position: fixed; top: 0; font-size: 14px">d</span>' +
          '<span style="background-image: u&#114;l(x.png)">e</span>' +
          '<span style="-moz-binding: url(x.xml#y)">f</span>',
      ),
    ).toBe(
      '<span style="color: blue">a</span><span>b</span><span>c</span><span style="font-size: 14px">d</span><span>e</span><span>f</span>',
    );
  });

  it('does not let quotes, brackets or entities in values break out of the attribute', () => {
    const out = expectInert('<a title="&quot;><img src=x onerror=alert(1)>" href="/a">x</a>');
    expect(out).toBe('<a title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" href="/a">x</a>');
    expect(expectInert('<img alt=\'x" onerror="alert(1)\' src=a.png>')).toBe(
      '<img alt="x&quot; onerror=&quot;alert(1)" src="a.png">',
    );
  });

  it('escapes stray brackets and drops comments, doctypes and unfinished tags', () => {
    expect(expectInert('1 < 2 > 0 <!-- <script>x</script> --> & done')).toBe('1 &lt; 2 &gt; 0  &amp; done');
    expect(expectInert('<!DOCTYPE html><?xml x?>a<!-->b</3>c')).toBe('abc');
    expect(expectInert('ok<img src=x onerror=alert(1)')).toBe('ok');
    // The tag name runs to the first space or '>': "scr<script" is an unknown element, the rest text.
    expect(expectInert('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
  });

  it('unwraps unknown elements and drops embedding ones', () => {
    expect(
      expectInert(
        '<custom-el><b>x</b></custom-el><center>c</center><iframe srcdoc="<script>1</script>"></iframe><object data="x.swf"></object><embed src="x"><base href="//evil"><form action="/x"><input name=a></form>',
      ),
    ).toBe('<b>x</b>c');
  });

  it('balances the markup so it cannot close its container', () => {
    expect(sanitizeRichText('</div></div><b><i>x</b>y')).toBe('<b><i>x</i></b>y');
    expect(sanitizeRichText('<p><span>open')).toBe('<p><span>open</span></p>');
  });

  it('adds rel to links that open a new tab and keeps only the editor classes', () => {
    expect(sanitizeRichText('<a href="/a" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<p class="ql-align-center ant-modal-mask">x</p>')).toBe(
      '<p class="ql-align-center">x</p>',
    );
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('safeUrl', () => {
  it('accepts relative, http(s), mailto and tel and refuses other schemes', () => {
    expect(safeUrl('/a/b', false)).toBe('/a/b');
    expect(safeUrl('https://x.y', false)).toBe('https://x.y');
    expect(safeUrl('tel:123', false)).toBe('tel:123');
    expect(safeUrl('file:///etc/passwd', false)).toBeUndefined();
    expect(safeUrl('data:image/png;base64,AAAA', false)).toBeUndefined();
    expect(safeUrl('data:image/png;base64,AAAA', true)).toBe('data:image/png;base64,AAAA');
  });
});
