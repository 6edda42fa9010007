import { z } from 'zod';
import { multiline } from './text-input.ts';

/*
 * Schema pieces the record contracts (groups, positions, roles, organizations, users, systems, menus,
 * common words, ...) are built from, so a rule that is the same everywhere is written once. Imported
 * as a namespace: `record.flag`, `record.keyword`, `record.grantedInfo(fields)`.
 */

/** A 0/1 switch: enabledMark, globalMark, isHidden, the config's on/off settings. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** Filters of a query or a body: '' and null both mean "not given". */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Forms send '' for an empty input; the server stores null. */
export const blankToNull = (value: unknown) => (value === '' ? null : value);

/** The original's comma-joined id lists ("a,b"): text becomes its trimmed, non-empty parts; anything else stays. */
export const splitCommaText = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : value;

/** An optional trimmed text of a form; '' means "not set" (null). */
export const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullish());

/** An optional multi-line text of a form (a text area: 说明, 签名); line breaks are allowed in it. */
export const optionalMultilineText = (max: number) => multiline(optionalText(max));

/** The search text of a list or a picker; '' (or null) means "all". */
export const keyword = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());

/** Ours: a page's nextCursor or prevCursor sent back with the next or previous page (keyset paging). */
export const cursor = z.preprocess(blankToUndefined, z.string().max(1024).optional());

/** An id filter of a query string; '' means "all". */
export const queryId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().max(64).optional(),
);

/** The page of a list query (query strings, so the numbers are coerced): 20 a page by default, 500 at most. */
export const pageFields = {
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
};

/** A paged list's query: the page and a keyword. */
export const pagedKeywordQuery = z.object({ ...pageFields, keyword });

/** A list's query of a keyword only. */
export const keywordQuery = z.object({ keyword });
export type KeywordQuery = z.infer<typeof keywordQuery>;

/** The sort code of a form. */
export const sortCode = z.number().int().min(0).max(999999);

/** A list of record ids. */
export const idList = (max: number) => z.array(z.string().min(1).max(64)).max(max);

/** What a create answers: the new record's id. */
export const createdId = z.object({ id: z.string() });
export type CreatedId = z.infer<typeof createdId>;

/** What a state toggle answers: the new state. */
export const enabledState = z.object({ enabledMark: z.number().int() });

/** A list row or a detail: every field but the id may be left out by the column grants (ADR 0009). */
export function grantedInfo<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  return fields.partial().extend({ id: z.string() });
}

/** An unpaged list answer: `{ list: [...] }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}
