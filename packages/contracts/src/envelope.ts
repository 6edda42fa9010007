import { z } from 'zod';
import * as record from './record-schemas.ts';

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /**
   * Ours: false when `total` is an estimate (a list past the exact-count limit); left out when exact.
   * The original's clients read `total` only.
   */
  totalExact: z.literal(false).optional(),
  /**
   * Ours, on lists that page by keyset: send one back as `cursor` with the next (or previous) page
   * number and the page is found from its place in the order rather than by counting off the rows
   * before it. Ignored when it does not lead to the page asked for.
   */
  nextCursor: z.string().optional(),
  prevCursor: z.string().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pagination: paginationSchema });
}

/** Query of every paged list: page sizes (20 default; 20/50/100/500 offered). */
export const pageQuerySchema = z.object({
  ...record.pageFields,
  keyword: z.string().max(100).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  sidx: z.string().max(50).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const emptySchema = z.null();
