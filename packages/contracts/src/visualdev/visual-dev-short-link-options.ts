import { z } from 'zod';

/*
 * The options a field of a link's released form needs (ours: the original's public form has no such
 * calls). The caller names the field by its ref (`__vModel__`, or `table.column` for a sub-table column),
 * never a dictionary, interface or area of its own choosing: the server reads what the field names in
 * the released form and refuses a field that is not there or not of the kind asked.
 */

const designId = z.string().min(1).max(64);
/** A field's ref as the form engine names it: `name`, or `table.name` for a sub-table column. */
const fieldRef = z.string().min(1).max(200);

export const shortLinkFieldParamsSchema = z.object({ modelId: designId, field: fieldRef });
export type ShortLinkFieldParams = z.infer<typeof shortLinkFieldParamsSchema>;

/** An area field's level below `parentId` ('-1': the provinces). */
export const shortLinkAreaParamsSchema = z.object({
  modelId: designId,
  field: fieldRef,
  parentId: z.string().min(1).max(64),
});
export type ShortLinkAreaParams = z.infer<typeof shortLinkAreaParamsSchema>;

/**
 * The values of an interface field's parameters that take a form field's value (`relationField` in the
 * field's `templateJson`), by parameter name; the other parameters keep the design's value. A name the
 * field does not take from the form is refused.
 */
export const shortLinkInterfaceBodySchema = z.object({
  paramList: z
    .array(
      z.object({
        field: z.string().min(1).max(50),
        defaultValue: z.union([z.string().max(2000), z.number(), z.boolean()]).nullish(),
      }),
    )
    .max(100)
    .default([]),
});
export type ShortLinkInterfaceBody = z.infer<typeof shortLinkInterfaceBodySchema>;

/** The interface's rows (its answer when it is a list of rows; anything else answers none). */
export const shortLinkInterfaceRowsSchema = z.array(z.record(z.string(), z.unknown()));
