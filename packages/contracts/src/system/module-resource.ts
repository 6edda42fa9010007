import { z } from 'zod';
import * as record from '../record-schemas.ts';
import { multiline } from '../text-input.ts';
import { MATCH_LOGICS } from './data-scheme.ts';
import { iconSchema } from './system.ts';

/*
 * Page resources (issue 3): buttons, list columns, form fields and data schemes of one menu, under
 * /api/system/ModuleButton, ModuleColumn, ModuleForm and ModuleDataAuthorizeScheme. enCode is unique
 * per menu; button codes gate the UI, column and form codes name the page's fields.
 */

/** Letters first, then letters, digits, '_', '.', '-' ('btn_add', 'fullName', 'tableField1-amount'). */
export const RESOURCE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;

export const moduleIdParamsSchema = z.object({ moduleId: z.string().min(1).max(64) });

export const resourceListQuerySchema = record.keywordQuery;
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

const resourceBase = {
  moduleId: z.string().min(1).max(64),
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50),
  description: record.optionalMultilineText(500),
  sortCode: record.sortCode.default(0),
  enabledMark: record.flag.default(1),
};

export const moduleButtonBodySchema = z.object({ ...resourceBase, icon: iconSchema });
export type ModuleButtonBody = z.infer<typeof moduleButtonBodySchema>;

/** Columns and form fields: the bound table, and for a child-table field (fieldRule 1) its list key. */
export const moduleFieldBodySchema = z.object({
  ...resourceBase,
  bindTable: record.optionalText(100),
  fieldRule: record.flag.default(0),
  childTableKey: record.optionalText(100),
});
export type ModuleFieldBody = z.infer<typeof moduleFieldBodySchema>;

export const moduleSchemeBodySchema = z.object({
  ...resourceBase,
  /** JSON text [{field, op, value}] (see data-scheme.ts); '[]' with allData 1. May be pretty-printed. */
  conditionJson: multiline(z.string().max(20000)).default('[]'),
  matchLogic: z.enum(MATCH_LOGICS).default('and'),
  /** 1 = every row (no filter). */
  allData: record.flag.default(0),
});
export type ModuleSchemeBody = z.infer<typeof moduleSchemeBodySchema>;

const resourceInfoBase = {
  id: z.string(),
  moduleId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  /** Epoch ms. */
  creatorTime: z.number(),
};

export const moduleButtonInfoSchema = z.object({ ...resourceInfoBase, icon: z.string().nullable() });
export type ModuleButtonInfo = z.infer<typeof moduleButtonInfoSchema>;
export const moduleFieldInfoSchema = z.object({
  ...resourceInfoBase,
  bindTable: z.string().nullable(),
  fieldRule: z.number().int(),
  childTableKey: z.string().nullable(),
});
export type ModuleFieldInfo = z.infer<typeof moduleFieldInfoSchema>;
export const moduleSchemeInfoSchema = z.object({
  ...resourceInfoBase,
  conditionJson: z.string(),
  matchLogic: z.string(),
  allData: z.number().int(),
});
export type ModuleSchemeInfo = z.infer<typeof moduleSchemeInfoSchema>;

export const moduleButtonListSchema = record.listOf(moduleButtonInfoSchema);
export type ModuleButtonList = z.infer<typeof moduleButtonListSchema>;
export const moduleFieldListSchema = record.listOf(moduleFieldInfoSchema);
export type ModuleFieldList = z.infer<typeof moduleFieldListSchema>;
export const moduleSchemeListSchema = record.listOf(moduleSchemeInfoSchema);
export type ModuleSchemeList = z.infer<typeof moduleSchemeListSchema>;
