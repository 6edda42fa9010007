import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * Grade management (分级管理, issue 3): a user administers organizations. thisLayer* covers the
 * organization itself, subLayer* every organization below it; add/edit/delete imply select.
 */

/** The rights on an administered organization, each a 0/1 flag, in the form's order. */
export const GRADE_FLAGS = [
  'thisLayerSelect',
  'thisLayerAdd',
  'thisLayerEdit',
  'thisLayerDelete',
  'subLayerSelect',
  'subLayerAdd',
  'subLayerEdit',
  'subLayerDelete',
] as const;
export type GradeFlag = (typeof GRADE_FLAGS)[number];

export const gradeOrganizationSchema = z
  .object({
    organizeId: z.string().min(1).max(64),
    ...(Object.fromEntries(GRADE_FLAGS.map((flag) => [flag, record.flag])) as Record<
      GradeFlag,
      typeof record.flag
    >),
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

export const gradeQuerySchema = record.pagedKeywordQuery;
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
