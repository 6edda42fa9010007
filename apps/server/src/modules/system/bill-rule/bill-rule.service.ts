import {
  type BillRuleInfo,
  type BillRuleListQuery,
  billDatePart,
  billNumberExample,
  type CreateBillRuleBody,
  type UpdateBillRuleBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { billRules } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import {
  type BillRuleRow,
  countIssuedNumbers,
  findBillRule,
  findBillRulePage,
  hasBillRuleNamed,
  issueBillNumber,
} from './bill-rule.repository.ts';
import { BILL_RULE_FIELDS, billRuleGrants } from './bill-rule-grants.service.ts';

/*
 * 单据规则 (document-number rules). Business code and name are unique; the start number fits in the
 * serial digits; the example is the first number the rule issues today, worked out by the server. A
 * rule that has issued a number cannot be deleted. Dates follow the platform's time zone.
 */

export const billRuleRecords = recordKit<BillRuleRow, MenuReadAccess>({
  table: billRules,
  find: findBillRule,
  grants: billRuleGrants,
  notFound: 'billRule.notFound',
  unique: { column: billRules.enCode, field: 'enCode', message: 'billRule.codeTaken', param: 'code' },
  inUse: { count: countIssuedNumbers, message: 'billRule.inUse' },
  editable: BILL_RULE_FIELDS,
});

export function toBillRuleInfo(row: BillRuleRow): Required<BillRuleInfo> {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    prefix: row.prefix,
    dateFormat: row.dateFormat,
    digit: row.digit,
    startNumber: row.startNumber,
    example: row.example,
    thisNumber: row.thisNumber,
    outputNumber: row.outputNumber,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    creatorTime: row.createdAt.getTime(),
    lastModifyTime: row.updatedAt?.getTime() ?? null,
  };
}

type NumberFields = Pick<BillRuleRow, 'prefix' | 'dateFormat' | 'digit' | 'startNumber'>;

/** The rule's example today, once its start number is known to fit its digits. */
async function exampleOf(ctx: AppContext, rule: NumberFields): Promise<string> {
  if (rule.startNumber.length > rule.digit) throw badRequest('billRule.startTooLong', { digit: rule.digit });
  const { timeZone } = await getSysConfig(ctx);
  return billNumberExample(rule, ctx.now(), timeZone);
}

async function requireFreeName(ctx: AppContext, fullName: string | undefined, exceptId?: string) {
  if (fullName !== undefined && (await hasBillRuleNamed(ctx.db, fullName, exceptId))) {
    throw badRequest('billRule.nameTaken', { name: fullName });
  }
}

export function listBillRules(ctx: AppContext, caller: SessionUser, query: BillRuleListQuery) {
  return billRuleRecords.page(
    ctx,
    caller,
    query,
    (filter) => findBillRulePage(ctx.db, { keyword: query.keyword, category: query.categoryId, ...filter }),
    (rows) => rows.map(toBillRuleInfo),
  );
}

export function getBillRule(ctx: AppContext, caller: SessionUser, id: string): Promise<BillRuleInfo> {
  return billRuleRecords.read(ctx, caller, id, toBillRuleInfo);
}

export async function createBillRule(ctx: AppContext, caller: SessionUser, body: CreateBillRuleBody) {
  let example = '';
  return billRuleRecords.create(
    ctx,
    caller,
    body,
    () => ({
      fullName: body.fullName,
      enCode: body.enCode,
      category: body.category,
      prefix: body.prefix,
      dateFormat: body.dateFormat,
      digit: body.digit,
      startNumber: body.startNumber,
      example,
      sortCode: body.sortCode,
      enabledMark: body.enabledMark,
      description: body.description,
    }),
    {
      check: async () => {
        example = await exampleOf(ctx, body);
        await requireFreeName(ctx, body.fullName);
      },
    },
  );
}

export async function updateBillRule(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateBillRuleBody,
): Promise<void> {
  let example = '';
  await billRuleRecords.update(ctx, caller, id, body, {
    check: async (row) => {
      example = await exampleOf(ctx, {
        prefix: body.prefix ?? row.prefix,
        dateFormat: body.dateFormat ?? row.dateFormat,
        digit: body.digit ?? row.digit,
        startNumber: body.startNumber ?? row.startNumber,
      });
      await requireFreeName(ctx, body.fullName, id);
    },
    extra: () => ({ example }),
  });
}

export function removeBillRule(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return billRuleRecords.remove(ctx, caller, id);
}

export function toggleBillRuleState(ctx: AppContext, caller: SessionUser, id: string): Promise<number> {
  return billRuleRecords.toggleState(ctx, caller, id);
}

/** GET /BillRule/Selector: the template picker's enabled rules (every signed-in designer). */
export async function listBillRuleOptions(ctx: AppContext, query: BillRuleListQuery) {
  const { rows, total } = await findBillRulePage(ctx.db, {
    keyword: query.keyword,
    keywordKeys: ['fullName', 'enCode'],
    category: query.categoryId,
    isEnabledOnly: true,
    ...pageWindow(query),
  });
  const list = rows.map(({ id, fullName, enCode, category, startNumber, digit, example }) => ({
    id,
    fullName,
    enCode,
    category,
    startNumber,
    digit,
    example,
  }));
  return pageOf(list, total, query);
}

/**
 * GET /BillRule/BillNumber/{code}: the next number of the enabled rule with this code; a save that
 * issues one passes its transaction, so a refused save gives the number back.
 */
export async function issueNextBillNumber(
  ctx: AppContext,
  code: string,
  db: Db | Tx = ctx.db,
): Promise<string> {
  const { timeZone } = await getSysConfig(ctx);
  const now = ctx.now();
  const number = await issueBillNumber(db, code, {
    yyyyMMdd: billDatePart('yyyyMMdd', now, timeZone),
    yyyyMM: billDatePart('yyyyMM', now, timeZone),
    yyyy: billDatePart('yyyy', now, timeZone),
  });
  if (number === undefined) throw badRequest('billRule.unavailable', { code });
  return number;
}
