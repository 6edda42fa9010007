import { z } from 'zod';
import * as record from '../record-schemas.ts';

/*
 * The `.vdd` file of a design (the original's export format): one JSON object with the design's
 * fields under the original's names, every value as the original writes it (numbers may be text),
 * and `modelType: "design"`, which marks a design of 功能设计; a file without it (a portal, an app
 * design, another product's file) is refused. Extra fields of the original are accepted and ignored.
 */

/** The `modelType` of a 功能设计 file. */
export const VDD_MODEL_TYPE = 'design';

/** The largest `.vdd` file accepted, in bytes. */
export const VDD_MAX_BYTES = 8 * 1024 * 1024;

const text = (max: number) => z.preprocess(record.blankToNull, z.string().max(max).nullish());
/** A number the original may have written as text. */
const numberLike = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
  z.number().int().nullish(),
);

/** What tells a design file from other JSON: read first, so a foreign file gets its own message. */
export const vddKindSchema = z.looseObject({ modelType: z.unknown().optional() });

export const vddDesignSchema = z.looseObject({
  modelType: z.literal(VDD_MODEL_TYPE),
  id: z.string().min(1).max(64),
  fullName: z.string().trim().min(1).max(100),
  enCode: z.string().trim().min(1).max(50),
  category: text(64),
  type: numberLike,
  webType: numberLike,
  dbLinkId: text(64),
  tables: text(2_000_000),
  formData: text(2_000_000),
  columnData: text(2_000_000),
  appColumnData: text(2_000_000),
  flowTemplateJson: text(2_000_000),
  enableFlow: numberLike,
  interfaceId: text(64),
  interfaceParam: text(2_000_000),
  sortCode: numberLike,
  description: text(500),
});
export type VddDesign = z.infer<typeof vddDesignSchema>;

/**
 * POST /OnlineDev/Model/Actions/ImportData (the original client) and /OnlineDev/Actions/Import (the
 * original server), multipart: the `.vdd` file and `type`: 0 (default) refuses a design whose id,
 * code or name is taken; 1 imports it as a copy (name `X.副本nnnnn`, code `Xnnnnn`, a new id).
 */
export const visualDevImportFieldsSchema = z.object({
  type: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export const visualDevImportResultSchema = z.object({ id: z.string() });
