import { LogCategoryCode } from '@platform/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, systemLogs } from '../../src/db/schema/index.ts';
import { IMPORT_LOG_MAX_CODES, logImport } from '../../src/shared/import-log.ts';
import { multipart, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { billRuleCall, createRule } from './bill-rule-fixtures.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  staticBody,
} from './data-interface-fixtures.ts';

/*
 * Translation edits log the record's texts before and after; every bulk import logs one entry with
 * its counts and the ids or codes it touched (bounded), secrets masked by the log writer.
 */

const t = useTestApp();
const admin = useAdminUser(t);

/** The newest operation entry of a module (and action), with before/after as stored. */
async function latestEntry(moduleName: string, action?: string) {
  await t.ctx.systemLog?.flush?.();
  const [row] = await t.ctx.db
    .select()
    .from(systemLogs)
    .where(
      and(
        eq(systemLogs.category, Number(LogCategoryCode.operation)),
        eq(systemLogs.moduleName, moduleName),
        action ? eq(systemLogs.action, action) : undefined,
      ),
    )
    .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
    .limit(1);
  return row;
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await t.call({
    method,
    url: `/api/${url}`,
    token: admin.token,
    ...(payload ? { payload } : {}),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

async function uploadTo(url: string, name: string, content: Buffer) {
  const res = await t.call({
    method: 'POST',
    url: `/api/${url}`,
    token: admin.token,
    ...multipart(name, content, 'application/octet-stream'),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

async function exportedFile(url: string): Promise<Buffer> {
  const exported = await call('GET', url);
  const file = await t.call({ method: 'GET', url: exported.url, token: admin.token });
  return Buffer.from(file.raw.rawPayload);
}

describe('operation log of translations', () => {
  it('keeps a record’s texts before and after an edit, a first text and a removal', async () => {
    const url = 'system/Translation/dictionaryType/dict-rank';
    await call('PUT', url, { 'zh-TW': '職等', 'en-US': 'Grade' });
    const edit = await latestEntry('translations');
    expect(edit).toMatchObject({ action: 'update', recordId: 'dictionaryType:dict-rank' });
    expect(edit?.beforeJson).toEqual({ 'zh-TW': '職級', 'en-US': 'Job Rank' });
    expect(edit?.afterJson).toEqual({ 'zh-TW': '職等', 'en-US': 'Grade' });

    await call('PUT', url, { 'zh-TW': '', 'en-US': '' });
    const removal = await latestEntry('translations');
    expect(removal?.beforeJson).toEqual({ 'zh-TW': '職等', 'en-US': 'Grade' });
    expect(removal?.afterJson).toBeNull();

    await call('PUT', url, { 'en-US': 'Rank' });
    const creation = await latestEntry('translations');
    expect(creation?.beforeJson).toBeNull();
    expect(creation?.afterJson).toEqual({ 'en-US': 'Rank' });
  });

  it('logs an import with what it created, changed, removed and left', async () => {
    const file = {
      version: 1,
      entries: [
        {
          entity: 'dictionaryType',
          entityId: 'dict-urgent',
          values: { 'zh-TW': '緊急程度', 'en-US': 'Priority' },
        },
        { entity: 'dictionaryType', entityId: 'dict-education', values: { 'en-US': '' } },
      ],
    };
    await uploadTo('system/Translation/Actions/Import', 't.json', Buffer.from(JSON.stringify(file)));
    const entry = await latestEntry('translations', 'import');
    expect(entry?.beforeJson).toBeNull();
    expect(entry?.afterJson).toEqual({
      created: 0,
      updated: 1,
      removed: 1,
      skipped: 1,
      codes: ['dictionaryType:dict-urgent', 'dictionaryType:dict-education'],
    });
  });
});

describe('operation log of bulk imports', () => {
  it('logs a .bdd import with the categories it created', async () => {
    const file = await exportedFile('system/DictionaryData/dict-urgent/Action/Export');
    await uploadTo('system/DictionaryData/Actions/Import?type=1', 'urgent.bdd', file);
    const entry = await latestEntry('dictionary_types', 'import');
    const after = entry?.afterJson as { created: number; skipped: number; codes: string[] };
    expect(after).toMatchObject({ created: 4, updated: 0, skipped: 0 });
    expect(after.codes).toHaveLength(1);
    expect(after.codes[0]).toMatch(/^Urgent\d+/);
  });

  it('logs a .bb import with the rule it created', async () => {
    const rule = await createRule(t, admin);
    const file = await exportedFile(`system/BillRule/${rule.id}/Actions/Export`);
    const imported = await uploadTo('system/BillRule/Actions/Import?type=1', 'rule.bb', file);
    const entry = await latestEntry('bill_rules', 'import');
    expect(entry).toMatchObject({ recordId: imported.id });
    expect(entry?.afterJson).toEqual({ created: 1, updated: 0, skipped: 0, codes: [imported.id] });
    expect((await billRuleCall(t, admin, 'GET', `/${imported.id}`)).body.code).toBe(200);
  });

  it('logs a .bd import with the interface it created', async () => {
    const [category] = await interfaceCategories(t);
    const iface = await createInterface(t, admin, staticBody(category ?? ''));
    const file = await exportedFile(`system/DataInterface/${iface.id}/Action/Export`);
    const imported = await uploadTo('system/DataInterface/Actions/Import?type=1', 'x.bd', file);
    const entry = await latestEntry('data_interfaces', 'import');
    expect(entry).toMatchObject({ recordId: imported.id });
    expect(entry?.afterJson).toEqual({ created: 1, updated: 0, skipped: 0, codes: [imported.id] });
    expect((await dataInterfaceCall(t, admin, 'GET', `/${imported.id}`)).body.code).toBe(200);
  });

  it('logs a users import with the accounts created and the rows skipped, never a password', async () => {
    const [org] = await t.ctx.db.select({ enCode: organizations.enCode }).from(organizations).limit(1);
    const organizeCode = org?.enCode ?? '';
    const account = uniqueCode('imp').toLowerCase();
    const row = (name: string) => ({ account, realName: name, organizeCode });
    const result = await call('POST', 'permission/Users/ImportData', {
      list: [row('甲'), row('乙'), row('丙')],
    });
    expect(result).toMatchObject({ snum: 0, fnum: 3 });
    const good = { ...row('丁'), account: `${account}x` };
    await call('POST', 'permission/Users/ImportData', { list: [good, { ...good, account: '' }] });
    const entry = await latestEntry('users', 'import');
    expect(entry?.afterJson).toEqual({ created: 1, updated: 0, skipped: 1, codes: [`${account}x`] });
    expect(JSON.stringify(entry?.afterJson)).not.toMatch(/argon2|password/i);
  });

  it('keeps at most a bounded number of codes and counts the rest', async () => {
    const codes = Array.from({ length: IMPORT_LOG_MAX_CODES + 5 }, (_, i) => `c${i}`);
    logImport(t.ctx, { userId: 'u', account: 'bulk-test' }, 'bulk_test', {
      created: codes.length,
      updated: 0,
      skipped: 0,
      codes,
    });
    const entry = await latestEntry('bulk_test', 'import');
    const after = entry?.afterJson as { codes: string[]; moreCodes: number };
    expect(after.codes).toHaveLength(IMPORT_LOG_MAX_CODES);
    expect(after.moreCodes).toBe(5);
  });
});
