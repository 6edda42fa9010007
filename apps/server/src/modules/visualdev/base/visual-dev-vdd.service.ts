import { Readable } from 'node:stream';
import {
  type ExportedFile,
  formatDate,
  type Language,
  VDD_MAX_BYTES,
  VDD_MODEL_TYPE,
  type VddDesign,
  vddDesignSchema,
  vddKindSchema,
  visualDevType,
  visualDevWebType,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { parseJsonFile } from '../../../shared/parse-json-file.ts';
import { copyNames } from '../../../shared/record-kit/copy-names.ts';
import { findNamedClashes } from '../../../shared/record-kit/named-clashes.ts';
import { saveGeneratedFile } from '../../file/file.service.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { VISUAL_DESIGN_NAMES } from './visual-dev.repository.ts';
import { designValues, toVisualDevInfo, visualDesignRecords } from './visual-dev.service.ts';
import { checkDesign } from './visual-dev-design-check.ts';

/*
 * The `.vdd` file: one design as JSON with the original's field names, its numbers written as text as
 * the original writes them, and `modelType: "design"`. Import refuses any other file. As in the
 * original, an imported design gets a new id, the platform's own database and "not released"; `type`
 * 0 refuses a design whose id, code or name is taken, 1 imports it as a copy (`X.副本nnnnn`, `Xnnnnn`).
 */

/** The characters a file name may not hold (the original drops the same ones). */
const UNSAFE_NAME = /[<>/\\:|*?"]/g;
const text = (value: number | null) => (value === null ? null : String(value));

export async function exportVisualDesign(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
): Promise<ExportedFile> {
  const { row } = await visualDesignRecords.require(ctx, caller, id);
  const info = toVisualDevInfo(row);
  const file = {
    ...info,
    type: text(info.type),
    webType: text(info.webType),
    state: text(info.state),
    enableFlow: text(info.enableFlow),
    sortCode: text(info.sortCode),
    enabledMark: text(info.enabledMark),
    creatorTime: text(info.creatorTime),
    creatorUser: info.creatorUserId,
    lastModifyTime: text(info.lastModifyTime),
    lastModifyUser: info.lastModifyUserId,
    modelType: VDD_MODEL_TYPE,
  };
  const { timeZone } = await getSysConfig(ctx);
  const stamp = formatDate(ctx.now(), 'YYYYMMDDHHmmss', { timeZone });
  return saveGeneratedFile(ctx, {
    ownerId: caller.userId,
    name: `${row.fullName.replace(UNSAFE_NAME, '')}_${stamp}.vdd`,
    content: Readable.from([JSON.stringify(file)]),
    mimeType: 'application/json',
  });
}

/** The design of a `.vdd` file, or a clear refusal (a file of another kind or product included). */
function parseVdd(filename: string, data: Buffer): VddDesign {
  if (!/\.vdd$/i.test(filename) || data.length > VDD_MAX_BYTES) throw badRequest('visualDev.importFile');
  const json = parseJsonFile(data, vddKindSchema, 'visualDev.importInvalid');
  if (json.modelType !== VDD_MODEL_TYPE) throw badRequest('visualDev.importForeign');
  return parseJsonFile(data, vddDesignSchema, 'visualDev.importInvalid');
}

/** A code of the file within its range, or the original's default. */
function codeOf(schema: typeof visualDevType, value: number | null | undefined, fallback: number) {
  const parsed = schema.safeParse(value ?? fallback);
  if (!parsed.success) throw badRequest('visualDev.importInvalid', { detail: String(value) });
  return parsed.data;
}

/** POST /OnlineDev/Model/Actions/ImportData: the new design's id. */
export async function importVisualDesign(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  file: { filename: string; data: Buffer },
  type: number,
): Promise<string> {
  const design = parseVdd(file.filename, file.data);
  const clashes = await findNamedClashes(ctx.db, VISUAL_DESIGN_NAMES, design);
  const taken = [clashes.id && 'ID', clashes.enCode && '编码', clashes.fullName && '名称'].filter(Boolean);
  if (type === 0 && taken.length > 0)
    throw badRequest('visualDev.importDuplicate', { fields: taken.join('、') });
  const copy = copyNames(design, { fullName: 100, enCode: 50 });
  const values = designValues({
    fullName: clashes.fullName ? copy.fullName : design.fullName,
    enCode: clashes.enCode ? copy.enCode : design.enCode,
    category: design.category ?? '',
    type: codeOf(visualDevType, design.type, 1),
    webType: codeOf(visualDevWebType, design.webType, 2),
    dbLinkId: '0',
    tables: design.tables,
    formData: design.formData,
    columnData: design.columnData,
    appColumnData: design.appColumnData,
    flowTemplateJson: design.flowTemplateJson,
    enableFlow: design.enableFlow === 1 ? 1 : 0,
    interfaceId: design.interfaceId,
    interfaceParam: design.interfaceParam,
    sortCode: design.sortCode ?? 0,
    description: design.description,
  });
  await checkDesign(ctx, lang, values, true);
  // The record kit logs the new design like any other create.
  return visualDesignRecords.create(ctx, caller, {}, { ...values, state: 0 });
}
