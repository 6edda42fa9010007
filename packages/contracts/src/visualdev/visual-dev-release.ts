import { z } from 'zod';
import * as record from '../record-schemas.ts';

/*
 * Release of a design (发布 / 同步菜单): the design's online copy and the type-3 menus that open it,
 * and the category → designs tree of the pickers (GET /Base/Selector).
 */

const optionalId = z.preprocess(record.blankToUndefined, z.string().trim().max(64).optional());

/**
 * POST /Base/{id}/Actions/Release, the original's dialog body: `pc` / `app` 1 to make or refresh the
 * Web / App menu; the parent is a menu (a directory or folder) of `pcSystemId`, or the system itself
 * when the dialog names no system (the parent then is the system's top level).
 */
export const visualDevReleaseBodySchema = z.object({
  pc: record.flag.optional(),
  app: record.flag.optional(),
  pcModuleParentId: optionalId,
  appModuleParentId: optionalId,
  pcSystemId: optionalId,
  appSystemId: optionalId,
});
export type VisualDevReleaseBody = z.infer<typeof visualDevReleaseBodySchema>;

/** What a release made or refreshed: the menu ids of each side (null when the side was not asked). */
export const visualDevReleaseResultSchema = z.object({
  pcModuleId: z.string().nullable(),
  appModuleId: z.string().nullable(),
});
export type VisualDevReleaseResult = z.infer<typeof visualDevReleaseResultSchema>;

/**
 * GET /Base/Selector: `type` (1-5), `isRelease` (given: the released copies), `webType` ("1,2"),
 * `enableFlow` (0/1, with webType).
 */
export const visualDevSelectorQuerySchema = z.object({
  type: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(1).max(5).optional()),
  isRelease: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
  webType: z.preprocess(
    record.splitCommaText,
    z.array(z.coerce.number().int().min(1).max(4)).max(4).optional(),
  ),
  enableFlow: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export type VisualDevSelectorQuery = z.infer<typeof visualDevSelectorQuerySchema>;

const visualDevSelectorDesignSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string(),
  type: z.number().int(),
  webType: z.number().int(),
  enableFlow: z.number().int(),
});
/** A category of the design-category dictionary with its designs (categories without designs are left out). */
const visualDevSelectorCategorySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  hasChildren: z.boolean(),
  children: z.array(visualDevSelectorDesignSchema),
});
export const visualDevSelectorSchema = z.object({ list: z.array(visualDevSelectorCategorySchema) });
export type VisualDevSelector = z.infer<typeof visualDevSelectorSchema>;
export type VisualDevSelectorCategory = z.infer<typeof visualDevSelectorCategorySchema>;
