import { z } from 'zod';

/*
 * Values of form-engine widgets as the engine produces them, for contracts that store a form's fields in
 * their own columns (the modules 代码生成 writes): uploads as file lists, pickers as ids or id paths,
 * ranges as two-element arrays. The engine's own checks (packages/form-engine validation) accept the
 * same shapes.
 */

/** One uploaded file of an upload widget's list: the stored file's id and name, its size and url when known. */
export const formFile = z
  .object({
    fileId: z.string().min(1).max(200),
    name: z.string().max(500),
    fileSize: z.number().nullish(),
    url: z.string().max(2000).nullish(),
  })
  .strict();
export type FormFile = z.infer<typeof formFile>;

/** The file list of an upload widget (uploadFile, uploadImg). */
export const formFiles = z.array(formFile).max(100);

/** The id a picker or a select with a dynamic source stores (user, department, position, role, group). */
export const formId = z.string().min(1).max(200);

/** Ids of a multiple choice; also one path of ids (an organization, an area, a cascader's option path). */
export const formIds = z.array(formId).max(1000);

/** Paths of ids: a multiple organization, area or cascader choice. */
export const formIdPaths = z.array(formIds.min(1)).max(1000);

const isOrdered = ([start, end]: readonly [unknown, unknown]) =>
  typeof start !== 'number' || typeof end !== 'number' || start <= end;

/** A number range `[min, max]`; either bound may be empty, both present must be in order. */
export const formNumberRange = z
  .tuple([z.number().nullable(), z.number().nullable()])
  .refine(isOrdered, 'range out of order');

/** A date range `[start, end]` in epoch milliseconds, start not after end. */
export const formDateRange = z
  .tuple([z.number().int(), z.number().int()])
  .refine(isOrdered, 'range out of order');

const timeText = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'invalid time');

/** A time range `['HH:mm:ss', 'HH:mm:ss']` as the time-range widget stores it. */
export const formTimeRange = z.tuple([timeText, timeText]);
