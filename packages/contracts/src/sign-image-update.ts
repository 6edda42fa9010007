import { z } from 'zod';

/**
 * Body of PUT /api/permission/Users/Current/{id}/SignImg. Without a body (or with {}) the signature
 * becomes the default, as before. With `fileId` (another image the caller uploaded as `signature`) the
 * signature's image is replaced in place: same id, same default flag, one statement, so a failure
 * leaves the old image and never a half-done add-then-delete. `isDefault: 1` alongside also makes it
 * the default in the same transaction.
 */
export const updateSignImageBodySchema = z
  .object({
    fileId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id')
      .optional(),
    isDefault: z.literal(1).optional(),
  })
  .strict();
export type UpdateSignImageBody = z.infer<typeof updateSignImageBodySchema>;

/** The body as the route takes it: the original call sends no body at all, which reaches validation as null. */
export const updateSignImageOptionalBodySchema = updateSignImageBodySchema.nullish();
