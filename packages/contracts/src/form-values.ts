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

/** Whether no file of a list that carries its size is larger than `bytes` (the upload's `fileSize`). */
export const filesWithin =
  (bytes: number) =>
  (files: readonly FormFile[]): boolean =>
    files.every((file) => (file.fileSize ?? 0) <= bytes);

/** Digits after the decimal point of a number as written (1.5 counts 1, 1e-7 counts 7). */
function decimalPlaces(value: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/** Whether a number has at most `precision` decimal places (a number input's `precision`). */
export const decimalsAtMost =
  (precision: number) =>
  (value: number): boolean =>
    decimalPlaces(value) <= precision;

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
