import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * 代码生成: a TypeScript module in this repository's layout generated from a 功能设计 design. The
 * original's output dialog sends module, className, description, subClassName (comma-joined) and
 * modulePackageName; all are declared. Names must be identifiers: letters, digits and underscores, not
 * starting with a digit (the original also allowed dots, which no file or type name of ours can hold).
 */

const identifier = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/);

export const codeGeneratorBodySchema = z.object({
  /** The area folder the module goes into (模块命名); `system` when left out. */
  module: z.preprocess(record.blankToUndefined, identifier.optional()),
  /** The module's name (功能类名): files, types and the table are named after it. */
  className: identifier,
  /** 功能描述: the module's title in comments and the page heading. */
  description: z.preprocess(record.blankToUndefined, z.string().trim().max(100).optional()),
  /** Sub-table class names, comma-joined; echoed, sub-tables are not generated. */
  subClassName: z.string().max(500).optional(),
  /** The original's Java package name; accepted, meaningless for a TypeScript module. */
  modulePackageName: z.string().max(100).optional(),
});
export type CodeGeneratorBody = z.infer<typeof codeGeneratorBodySchema>;

/** A generated file: its path relative to the repository root, name, language and text. */
export const generatedFileNodeSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileContent: z.string(),
});
export type GeneratedFileNode = z.infer<typeof generatedFileNodeSchema>;

/** A folder of the preview tree: the directory path and its files. */
export const generatedFolderNodeSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  children: z.array(generatedFileNodeSchema),
});
export type GeneratedFolderNode = z.infer<typeof generatedFolderNodeSchema>;

/** POST …/Actions/CodePreview: `{ list: [folder → files] }`, as the original's tree reads it. */
export const codePreviewSchema = record.listOf(generatedFolderNodeSchema);
export type CodePreview = z.infer<typeof codePreviewSchema>;

/** GET /visualdev/Generater (ours): the designs code can be generated from, paged. */
export const codeGeneratorListQuerySchema = record.pagedKeywordQuery;
export type CodeGeneratorListQuery = z.infer<typeof codeGeneratorListQuerySchema>;

export const codeGeneratorDesignSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string(),
  webType: z.number().int(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type CodeGeneratorDesign = z.infer<typeof codeGeneratorDesignSchema>;
export const codeGeneratorListSchema = pagedSchema(codeGeneratorDesignSchema);

/** GET /visualdev/Generater/AreasName: the area folders a module may be generated into. */
export const codeGeneratorAreasSchema = z.array(z.string());
