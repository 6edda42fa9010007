/**
 * Allowlist HTML sanitiser for rich text shown in the app (message bodies, notices).
 * The server sanitises on write too; this is the render-side half, so stored markup from
 * older data or another writer can never run script in the page.
 */

/** Elements removed together with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
  'title',
  'head',
]);

/** Elements kept as they are; any other element is unwrapped (its children stay). */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'del',
  'div',
  'em',
  'figcaption',
  'figure',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

const GLOBAL_ATTRIBUTES = new Set(['class', 'style', 'title', 'align', 'dir', 'lang']);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel', 'name']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan', 'width', 'valign']),
  th: new Set(['colspan', 'rowspan', 'width', 'valign']),
  col: new Set(['span', 'width']),
  table: new Set(['border', 'cellpadding', 'cellspacing', 'width']),
  font: new Set(['color', 'size', 'face']),
  ol: new Set(['start', 'type']),
};
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** Schemes a link may use; relative and fragment URLs have no scheme and pass. */
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;
/** Inline images pasted into an editor arrive as data URLs; only raster types are allowed. */
const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;
/** Browsers ignore these characters inside a scheme ("java\tscript:"), so the check must too. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

export function isSafeUrl(value: string, isImage = false): boolean {
  const compact = value.replace(IGNORED_IN_SCHEME, '');
  if (isImage && SAFE_IMAGE_DATA.test(value.trim())) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return SAFE_LINK.test(compact);
}

/** CSS that can load or run something (old IE expressions, url() fetches, behaviors). */
const UNSAFE_STYLE = /expression\s*\(|url\s*\(|javascript:|behavior\s*:|-moz-binding|@import/i;

function cleanAttributes(element: Element): void {
  const tag = element.tagName.toLowerCase();
  const allowed = TAG_ATTRIBUTES[tag];
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase();
    const isAllowed = GLOBAL_ATTRIBUTES.has(name) || allowed?.has(name);
    const isUnsafeUrl = URL_ATTRIBUTES.has(name) && !isSafeUrl(attribute.value, tag === 'img');
    const isUnsafeStyle = name === 'style' && UNSAFE_STYLE.test(attribute.value);
    if (!isAllowed || isUnsafeUrl || isUnsafeStyle) element.removeAttribute(attribute.name);
  }
  if (tag === 'a' && element.getAttribute('target') === '_blank') {
    // A new tab opened from user content must not get a handle on this window.
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

function cleanChildren(parent: Node): void {
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      // Comments, processing instructions and CDATA carry nothing worth showing.
      child.parentNode?.removeChild(child);
      continue;
    }
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (ALLOWED_TAGS.has(tag)) {
      cleanAttributes(element);
    } else {
      element.replaceWith(...element.childNodes);
    }
  }
}

/** Returns markup that keeps formatting, links and images but nothing that can run script. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}
