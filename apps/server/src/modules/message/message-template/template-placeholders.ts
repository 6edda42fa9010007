import { TEMPLATE_PLACEHOLDER } from '@platform/contracts';

/*
 * `{field}` placeholders of a template's title and content: custom ones must be declared on the
 * template, system ones (`{@Title}`) are the platform's. A test send fills each with the value typed.
 */

/** The fields a text names, in order of first use. */
export function placeholdersOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set([...text.matchAll(TEMPLATE_PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

/** The text with each known field's value in place of its placeholder; unknown ones stay as written. */
export function fillPlaceholders(
  text: string | null | undefined,
  values: ReadonlyMap<string, string>,
  asText: (value: string) => string = (value) => value,
): string {
  if (!text) return '';
  return text.replace(TEMPLATE_PLACEHOLDER, (whole, field: string) => {
    const value = values.get(field);
    return value === undefined ? whole : asText(value);
  });
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** A value placed into rich text is text, never markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
