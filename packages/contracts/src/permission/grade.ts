import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';

/*
 * Grade management (分级管理, issue 3): a user administers organizations. thisLayer* covers the
 * organization itself, subLayer* every organization below it; add/edit/delete imply select.
 */

const flag = z.union([z.literal(0), z.literal(1)]);

export const gradeOrganizationSchema = z
  .object({
    organizeId: z.string().min(1).max(64),
    thisLayerSelect: flag,
    thisLayerAdd: flag,
    thisLayerEdit: flag,
    thisLayerDelete: flag,
    subLayerSelect: flag,
    subLayerAdd: flag,
    subLayerEdit: flag,
    subLayerDelete: flag,
  })
  .strict();
export type GradeOrganization = z.infer<typeof gradeOrganizationSchema>;

/** A granted organization as read back, with its name and path for display. */
export const gradeOrganizationViewSchema = gradeOrganizationSchema.extend({
  fullName: z.string(),
  /** "company/department" names from the top. */
  organizeName: z.string(),
});
export type GradeOrganizationView = z.infer<typeof gradeOrganizationViewSchema>;

export const gradeQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(100).optional(),
  ),
});
export type GradeQuery = z.infer<typeof gradeQuerySchema>;

export const gradeUserParamsSchema = z.object({ userId: z.string().min(1).max(64) });

export const gradeAdministratorSchema = z.object({
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  enabledMark: z.number().int(),
  organizations: z.array(gradeOrganizationViewSchema),
});
export type GradeAdministrator = z.infer<typeof gradeAdministratorSchema>;

export const gradeListSchema = pagedSchema(gradeAdministratorSchema);
export type GradeList = z.infer<typeof gradeListSchema>;

/** PUT /permission/Grade/{userId}: replaces the user's administered organizations ([] removes all). */
export const saveGradeBodySchema = z.object({
  organizations: z.array(gradeOrganizationSchema).max(1000),
});
export type SaveGradeBody = z.infer<typeof saveGradeBodySchema>;
