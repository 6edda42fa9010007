const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Turns user text into a LIKE/ILIKE "contains" pattern: `%`, `_` and the escape character itself are
 * escaped, so a keyword is always matched literally (PostgreSQL's default LIKE escape is backslash).
 */
export function containsPattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}

/** A LIKE "starts with" pattern, matched literally like containsPattern; a btree prefix index can serve it. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
