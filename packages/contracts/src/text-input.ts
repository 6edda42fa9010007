import type { z } from 'zod';

/*
 * The one rule for every string the API accepts: no control characters. PostgreSQL refuses NUL in
 * text (a 500 without this check), and the other controls have no business in names, codes or
 * keywords. Tab is always allowed; line feed and carriage return only in multi-line text (what a
 * person types in a text area), which a schema declares with `multiline(...)`. The server applies the
 * rule to every path parameter, query value and body field of every route before the route's own
 * validation, so no route can forget it.
 */

const multilineSchemas = new WeakSet<z.ZodType>();

/** Marks a text schema as multi-line: line breaks are allowed in it. */
export function multiline<T extends z.ZodType>(schema: T): T {
  multilineSchemas.add(schema);
  return schema;
}

export function isMultilineSchema(schema: z.ZodType): boolean {
  return multilineSchemas.has(schema);
}

/**
 * Whether the text holds a control character the rule refuses: C0 controls (U+0000–U+001F), DEL and
 * the C1 controls (U+007F–U+009F), except tab, and except line feed and carriage return when
 * `allowsLineBreaks`.
 */
export function hasForbiddenControlCharacter(text: string, allowsLineBreaks: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x20 && c < 0x7f) || c > 0x9f || c === 0x09) continue;
    if ((c === 0x0a || c === 0x0d) && allowsLineBreaks) continue;
    return true;
  }
  return false;
}
