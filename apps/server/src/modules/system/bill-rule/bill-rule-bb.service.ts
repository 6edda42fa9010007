import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  BB_MAX_BYTES,
  type BbRule,
  BILL_DATE_FORMATS,
  type BillDateFormat,
  bbRuleSchema,
  billNumberExample,
  type ExportedFile,
  formatDate,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { logImport } from '../../../shared/import-log.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { saveGeneratedFile } from '../../file/file.service.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import { findBillRuleClashes, insertBillRule } from './bill-rule.repository.ts';
import { billRuleRecords, toBillRuleInfo } from './bill-rule.service.ts';

/*
 * The `.bb` file: one rule as JSON with the original's field names. Export writes the rule as it is
 * (with its counters); import starts the rule disabled with no number issued. On import, `type` 0
 * refuses a rule whose id, code or name is taken; 1 imports it as a copy: a new id, the name with
 * `.副本` and five characters, the code with the same five characters.
 */

/** The characters a file name may not hold (the original drops the same ones). */
const UNSAFE_NAME = /[<>/\\:|*?"]/g;

export async function exportBillRule(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
): Promise<ExportedFile> {
  const { row } = await billRuleRecords.require(ctx, caller, id);
  const { createdAt, createdBy, updatedAt, updatedBy, numberDate: _numberDate, ...rest } = row;
  const info = toBillRuleInfo(row);
  const file = {
    ...rest,
    creatorTime: info.creatorTime,
    creatorUserId: createdBy,
    lastModifyTime: info.lastModifyTime,
    lastModifyUserId: updatedBy,
  };
  const { timeZone } = await getSysConfig(ctx);
  const stamp = formatDate(ctx.now(), 'YYYYMMDDHHmmss', { timeZone });
  return saveGeneratedFile(ctx, {
    ownerId: caller.userId,
    name: `${row.fullName.replace(UNSAFE_NAME, '')}_${stamp}.bb`,
    content: Readable.from([JSON.stringify(file)]),
    mimeType: 'application/json',
  });
}

/** The rule of a `.bb` file, or a clear refusal. */
function parseBb(filename: string, data: Buffer): BbRule {
  if (!/\.bb$/i.test(filename) || data.length > BB_MAX_BYTES) throw badRequest('billRule.importFile');
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    throw badRequest('billRule.importInvalid', { detail: 'JSON' });
  }
  const parsed = bbRuleSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest('billRule.importInvalid', { detail: issue?.path.join('.') || 'rule' });
  }
  return parsed.data;
}

/** The original's newer upper-case date formats, read as ours. */
function dateFormatOf(value: string | null | undefined): BillDateFormat {
  const known = BILL_DATE_FORMATS.find((f) => f.toLowerCase() === (value ?? 'no').toLowerCase());
  if (!known) throw badRequest('billRule.importInvalid', { detail: 'dateFormat' });
  return known;
}

/** POST /BillRule/Actions/Import: the new rule's id. */
export async function importBillRule(
  ctx: AppContext,
  caller: SessionUser,
  file: { filename: string; data: Buffer },
  type: number,
): Promise<string> {
  const rule = parseBb(file.filename, file.data);
  const dateFormat = dateFormatOf(rule.dateFormat);
  if (rule.startNumber.length > rule.digit) throw badRequest('billRule.startTooLong', { digit: rule.digit });
  const clashes = await findBillRuleClashes(ctx.db, rule);
  const taken = [clashes.id && 'ID', clashes.enCode && '编码', clashes.fullName && '名称'].filter(Boolean);
  if (type === 0 && taken.length > 0)
    throw badRequest('billRule.importDuplicate', { fields: taken.join('、') });
  const copy = taken.length > 0 ? randomBytes(3).toString('hex').slice(0, 5) : '';
  const { timeZone } = await getSysConfig(ctx);
  const prefix = rule.prefix ?? '';
  const id = clashes.id ? newId() : rule.id;
  try {
    await insertBillRule(ctx.db, {
      id,
      fullName: copy ? `${rule.fullName.slice(0, 42)}.副本${copy}` : rule.fullName,
      enCode: copy ? `${rule.enCode.slice(0, 45)}${copy}` : rule.enCode,
      category: rule.category ?? '',
      prefix,
      dateFormat,
      digit: rule.digit,
      startNumber: rule.startNumber,
      example: billNumberExample({ ...rule, prefix, dateFormat }, ctx.now(), timeZone),
      sortCode: rule.sortCode ?? 0,
      enabledMark: 0,
      description: rule.description ?? null,
      createdAt: ctx.now(),
      createdBy: caller.userId,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('billRule.importDuplicate', { fields: '编码、名称' });
    throw err;
  }
  logImport(ctx, caller, 'bill_rules', { created: 1, updated: 0, skipped: 0, codes: [id] });
  return id;
}
