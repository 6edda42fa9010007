/**
 * DOM-free allowlist sanitiser for rich text (the form editor's HTML), for the server on write and for any
 * renderer. It never passes markup through: it tokenizes the input and writes new markup made only of
 * allowlisted elements and attributes, with every attribute value decoded, checked and re-escaped, and
 * text escaped except for character references. So whatever a browser makes of odd input, the output
 * can only hold the elements and attributes listed here.
 */

/** Elements kept; any other element is unwrapped (its text stays). */
// biome-ignore format: a compact table
const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'col', 'colgroup', 'del', 'div', 'em',
  'figcaption', 'figure', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li',
  'mark', 'ol', 'p', 'pre', 's', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);

/** Allowed elements that have no content and no end tag. */
const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);

/** Elements whose content browsers read as plain text up to their end tag: dropped with it. */
// biome-ignore format: a compact table
const RAW_TEXT_TAGS = new Set([
  'script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript',
]);

/** Elements dropped together with everything inside them (SVG and MathML carry their own scripting). */
// biome-ignore format: a compact table
const DROPPED_TAGS = new Set([
  'svg', 'math', 'object', 'applet', 'template', 'head', 'form', 'select', 'button', 'frameset', 'audio',
  'video', 'picture', 'canvas', 'map',
]);

type AttributeRule = (value: string, tag: string) => string | undefined;

const matching =
  (pattern: RegExp): AttributeRule =>
  (value) =>
    pattern.test(value.trim()) ? value.trim() : undefined;

const SIZE = matching(/^\d{1,4}(\.\d{1,2})?(px|%)?$/i);
const COUNT = matching(/^\d{1,3}$/);

const GLOBAL_ATTRIBUTES: Record<string, AttributeRule> = {
  style: (value) => cleanStyle(value),
  class: (value) => cleanClass(value),
  title: (value) => value,
  align: matching(/^(left|right|center|justify)$/i),
  dir: matching(/^(ltr|rtl|auto)$/i),
  lang: matching(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i),
};

// biome-ignore format: a compact table
const TAG_ATTRIBUTES: Record<string, Record<string, AttributeRule>> = {
  a: { href: (value) => safeUrl(value, false), target: matching(/^_(blank|self)$/) },
  img: { src: (value) => safeUrl(value, true), alt: (value) => value, width: SIZE, height: SIZE },
  td: { colspan: COUNT, rowspan: COUNT, width: SIZE, valign: matching(/^(top|middle|bottom|baseline)$/i) },
  th: { colspan: COUNT, rowspan: COUNT, width: SIZE, valign: matching(/^(top|middle|bottom|baseline)$/i) },
  col: { span: COUNT, width: SIZE },
  table: { border: COUNT, cellpadding: COUNT, cellspacing: COUNT, width: SIZE },
  font: { color: matching(/^#?[a-z0-9]{1,20}$/i), size: matching(/^[+-]?[1-7]$/), face: matching(/^[\p{L}\p{N} ,'-]{1,60}$/u) },
  ol: { start: COUNT, type: matching(/^[1aAiI]$/) },
};

/** Link schemes allowed; a URL without a scheme (relative, fragment) passes. */
const SAFE_LINK_SCHEME = /^(https?|mailto|tel)$/i;
/** Pasted images arrive as data URLs: only raster types, base64. */
const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;
/** Browsers skip these inside a URL's scheme ("java\tscript:"), so the check does too. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

/** The URL when it is relative or uses an allowed scheme (images also raster data URLs), else undefined. */
export function safeUrl(value: string, isImage: boolean): string | undefined {
  const trimmed = value.trim();
  if (isImage && SAFE_IMAGE_DATA.test(trimmed)) return trimmed;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed.replace(IGNORED_IN_URL, ''));
  if (scheme && !SAFE_LINK_SCHEME.test(scheme[1] ?? '')) return undefined;
  return trimmed;
}

/** CSS properties kept in `style`; position, display and anything that loads a resource are not. */
// biome-ignore format: a compact table
const STYLE_PROPERTIES = new Set([
  'color', 'background-color', 'font-size', 'font-family', 'font-weight', 'font-style', 'text-align',
  'text-decoration', 'text-indent', 'line-height', 'letter-spacing', 'vertical-align', 'white-space',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding', 'padding-top',
  'padding-right', 'padding-bottom', 'padding-left', 'border', 'border-top', 'border-right',
  'border-bottom', 'border-left', 'border-color', 'border-style', 'border-width', 'border-collapse',
  'width', 'height', 'max-width', 'list-style-type',
]);
/** A declaration value of plain words, numbers, colours and functions like rgb(): no escapes, no url(). */
const SAFE_STYLE_VALUE = /^[\p{L}\p{N}\s#%(),.'"!+-]*$/u;
const UNSAFE_STYLE_VALUE = /(url|expression|image-set|element|paint)\s*\(/i;

function cleanStyle(style: string): string | undefined {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!STYLE_PROPERTIES.has(property) || value === '') continue;
    if (!SAFE_STYLE_VALUE.test(value) || UNSAFE_STYLE_VALUE.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** Only the editor's own formatting classes (`ql-align-center`...), so content cannot borrow app styles. */
function cleanClass(value: string): string | undefined {
  const kept = value.split(/\s+/).filter((name) => /^ql-[a-z0-9-]{1,40}$/.test(name));
  return kept.length > 0 ? kept.join(' ') : undefined;
}

// biome-ignore format: a compact table
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t',
  newline: '\n', lpar: '(', rpar: ')', sol: '/', bsol: '\\', semi: ';', comma: ',', period: '.',
  excl: '!', num: '#', equals: '=',
};

/** Decodes the character references of an attribute value (numeric ones, and the common names). */
function decodeReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      const isValid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return isValid ? String.fromCodePoint(code) : '\ufffd';
    }
    const named = NAMED_REFERENCES[body.toLowerCase()];
    return named !== undefined && whole.endsWith(';') ? named : whole;
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text keeps its character references (they only ever make text); other `&`, `<` and `>` are escaped. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

interface Tag {
  name: string;
  isEnd: boolean;
  attributes: Array<[string, string]>;
  /** Index just past the tag's `>`. */
  end: number;
}

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
const isLetter = (char: string | undefined) => char !== undefined && /[a-z]/i.test(char);

/** Reads a start or end tag at `start` (its `<`) the way the HTML tokenizer does; undefined at end of input. */
function readTag(html: string, start: number): Tag | undefined {
  const isEnd = html[start + 1] === '/';
  let i = start + (isEnd ? 2 : 1);
  let name = '';
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') name += html[i++];
  const attributes: Array<[string, string]> = [];
  for (;;) {
    while (isSpace(html[i]) || html[i] === '/') i++;
    if (i >= html.length) return undefined;
    if (html[i] === '>') break;
    let attribute = html[i++] ?? '';
    while (i < html.length && !isSpace(html[i]) && !'/>='.includes(html[i] ?? '')) attribute += html[i++];
    while (isSpace(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return undefined;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        while (i < html.length && !isSpace(html[i]) && html[i] !== '>') value += html[i++];
      }
    }
    attributes.push([attribute.toLowerCase(), value]);
  }
  return { name: name.toLowerCase(), isEnd, attributes, end: i + 1 };
}

function writeStartTag(tag: Tag): string {
  const rules = { ...GLOBAL_ATTRIBUTES, ...TAG_ATTRIBUTES[tag.name] };
  const seen = new Set<string>();
  let out = `<${tag.name}`;
  for (const [name, raw] of tag.attributes) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule || seen.has(name)) continue;
    seen.add(name);
    const value = rule(decodeReferences(raw), tag.name);
    if (value !== undefined) out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (
    tag.name === 'a' &&
    tag.attributes.some(([name, value]) => name === 'target' && value.trim() === '_blank')
  ) {
    // A new tab opened from user content must get no handle on the page that opened it.
    out += ' rel="noopener noreferrer"';
  }
  return `${out}>`;
}

/** Index just past the end tag `</name ...>` from `from`, or the end of the input. */
function skipPast(html: string, from: number, name: string): number {
  const closing = new RegExp(`</${name}`, 'ig');
  closing.lastIndex = from;
  const close = closing.exec(html);
  if (!close) return html.length;
  const gt = html.indexOf('>', close.index);
  return gt < 0 ? html.length : gt + 1;
}

/** Returns HTML that keeps formatting, links and images but nothing that can run script or load CSS. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  const open: string[] = [];
  /** Depth inside a dropped element (svg...) and its name; nothing is written while inside. */
  let dropped: { name: string; depth: number } | undefined;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (!dropped && textEnd > i) out += escapeText(html.slice(i, textEnd));
    if (lt < 0) break;
    i = lt;
    const next = html[i + 1];
    if (html.startsWith('<!--', i)) {
      // `<!-->` and `<!--->` are complete comments; others end at `-->`.
      const short = /^<!---?>/.exec(html.slice(i, i + 6));
      const close = html.indexOf('-->', i + 4);
      i = short ? i + short[0].length : close < 0 ? html.length : close + 3;
      continue;
    }
    const isTag = isLetter(next) || (next === '/' && isLetter(html[i + 2]));
    if (!isTag) {
      if (next === '!' || next === '?' || next === '/') {
        // Bogus comments (<!DOCTYPE>, <?xml?>, </3>) end at the next '>'.
        const gt = html.indexOf('>', i);
        i = gt < 0 ? html.length : gt + 1;
      } else {
        if (!dropped) out += '&lt;';
        i++;
      }
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) break; // An unfinished tag at the end of input is dropped, as browsers do.
    i = tag.end;
    if (tag.name === 'plaintext' && !tag.isEnd) break;
    if (!tag.isEnd && RAW_TEXT_TAGS.has(tag.name)) {
      i = skipPast(html, i, tag.name);
      continue;
    }
    if (dropped) {
      if (tag.name === dropped.name) dropped.depth += tag.isEnd ? -1 : 1;
      if (dropped.depth === 0) dropped = undefined;
      continue;
    }
    if (DROPPED_TAGS.has(tag.name)) {
      if (!tag.isEnd) dropped = { name: tag.name, depth: 1 };
      continue;
    }
    if (!ALLOWED_TAGS.has(tag.name)) continue;
    if (!tag.isEnd) {
      out += writeStartTag(tag);
      if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
    } else if (open.includes(tag.name)) {
      // Close what is still open inside it, so the markup stays balanced within its container.
      for (let name = open.pop(); name !== undefined; name = open.pop()) {
        out += `</${name}>`;
        if (name === tag.name) break;
      }
    }
  }
  for (let name = open.pop(); name !== undefined; name = open.pop()) out += `</${name}>`;
  return out;
}
