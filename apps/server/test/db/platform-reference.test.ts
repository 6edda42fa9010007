import { DEFAULT_SYS_CONFIG, MenuCode } from '@platform/contracts';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { applyPlatformReferenceData, platformReferenceKeys } from '../../src/db/seed/platform-reference.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();

const DATA_APP_CODES = [
  MenuCode.dataApp,
  MenuCode.dataSource,
  MenuCode.dataModel,
  MenuCode.dataSync,
  MenuCode.dataBackup,
  MenuCode.dataInterface,
  MenuCode.interfaceAuth,
  MenuCode.dictionary,
  MenuCode.dataMap,
];

async function menusByCode(codes: readonly string[]) {
  return t.ctx.db
    .select()
    .from(schema.modules)
    .where(inArray(schema.modules.enCode, [...codes]));
}

/** Removes menus with their resources, as a database of a version without them would be. */
async function removeMenus(codes: readonly string[]): Promise<void> {
  const ids = (await menusByCode(codes)).map((m) => m.id);
  if (ids.length === 0) return;
  for (const table of [schema.moduleButtons, schema.moduleColumns, schema.moduleForms]) {
    await t.ctx.db.delete(table).where(inArray(table.moduleId, ids));
  }
  await t.ctx.db.delete(schema.authorizations).where(inArray(schema.authorizations.itemId, ids));
  await t.ctx.db.delete(schema.modules).where(inArray(schema.modules.id, ids));
}

async function removeDictionary(enCode: string): Promise<void> {
  const [type] = await t.ctx.db
    .select()
    .from(schema.dictionaryTypes)
    .where(eq(schema.dictionaryTypes.enCode, enCode));
  if (!type) return;
  await t.ctx.db.delete(schema.dictionaryData).where(eq(schema.dictionaryData.dictionaryTypeId, type.id));
  await t.ctx.db.delete(schema.dictionaryTypes).where(eq(schema.dictionaryTypes.id, type.id));
}

/** A database made before the keys were kept: no key recorded. */
const forgetAllKeys = () => t.ctx.db.delete(schema.platformSeedKeys);

async function tableCounts(): Promise<Record<string, number>> {
  const tables = {
    systems: schema.systems,
    modules: schema.modules,
    buttons: schema.moduleButtons,
    columns: schema.moduleColumns,
    forms: schema.moduleForms,
    dictionaryTypes: schema.dictionaryTypes,
    dictionaryData: schema.dictionaryData,
    sysConfig: schema.sysConfig,
    translations: schema.translations,
    keys: schema.platformSeedKeys,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    out[name] = (await t.ctx.db.select({ n: count() }).from(table))[0].n;
  }
  return out;
}

describe('the platform reference data applied at start', () => {
  it('records every platform key on a fresh database without writing a row', async () => {
    const keys = await t.ctx.db.select().from(schema.platformSeedKeys);
    expect(keys).toHaveLength(platformReferenceKeys().length);
    expect(keys.map((k) => k.key)).toContain(`menu:${MenuCode.dataInterface}`);
    expect(keys.map((k) => k.key)).toContain('dictionary:DataInterfaceType:basic');
    expect(await applyPlatformReferenceData(t.ctx.db)).toEqual([]);
  });

  it('brings an older database the menus, buttons, dictionaries and settings it lacks', async () => {
    await removeMenus(DATA_APP_CODES);
    await removeDictionary('DataInterfaceType');
    await t.ctx.db.delete(schema.sysConfig).where(eq(schema.sysConfig.key, 'copyright'));
    const [menuPage] = await menusByCode([MenuCode.menu]);
    await t.ctx.db
      .delete(schema.moduleButtons)
      .where(
        and(eq(schema.moduleButtons.moduleId, menuPage.id), eq(schema.moduleButtons.enCode, 'btn_copy')),
      );
    await forgetAllKeys();

    const written = await applyPlatformReferenceData(t.ctx.db);
    expect(written).toEqual(
      expect.arrayContaining([
        `menu:${MenuCode.dataApp}`,
        `menu:${MenuCode.dataInterface}`,
        `menu:${MenuCode.dataInterface}:buttons:btn_preview`,
        `menu:${MenuCode.menu}:buttons:btn_copy`,
        'dictionary:DataInterfaceType',
        'dictionary:DataInterfaceType:report',
        'sysConfig:copyright',
      ]),
    );
    const menus = await menusByCode(DATA_APP_CODES);
    expect(menus).toHaveLength(DATA_APP_CODES.length);
    const dir = menus.find((m) => m.enCode === MenuCode.dataApp)!;
    const page = menus.find((m) => m.enCode === MenuCode.dataInterface)!;
    expect(page.parentId).toBe(dir.id);
    expect(page.urlAddress).toBe('system/dataInterface');
    const buttons = await t.ctx.db
      .select()
      .from(schema.moduleButtons)
      .where(eq(schema.moduleButtons.moduleId, page.id));
    expect(buttons.map((b) => b.enCode)).toContain('btn_import');
    const [english] = await t.ctx.db
      .select()
      .from(schema.translations)
      .where(and(eq(schema.translations.entityId, page.id), eq(schema.translations.language, 'en-US')));
    expect(english.text).toBe('Data Interfaces');
    const entries = await t.ctx.db
      .select()
      .from(schema.dictionaryData)
      .where(eq(schema.dictionaryData.dictionaryTypeId, 'dict-data-interface-type'));
    expect(entries.map((e) => e.enCode).sort()).toEqual(['basic', 'business', 'report']);
    const [copyright] = await t.ctx.db
      .select()
      .from(schema.sysConfig)
      .where(eq(schema.sysConfig.key, 'copyright'));
    expect(copyright.value).toEqual(DEFAULT_SYS_CONFIG.copyright);
    expect(await t.ctx.db.select().from(schema.platformSeedKeys)).toHaveLength(
      platformReferenceKeys().length,
    );
  });

  it('changes nothing when it runs again', async () => {
    const before = await tableCounts();
    expect(await applyPlatformReferenceData(t.ctx.db)).toEqual([]);
    expect(await applyPlatformReferenceData(t.ctx.db)).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it('keeps what an administrator changed: names, order, state', async () => {
    await t.ctx.db
      .update(schema.dictionaryTypes)
      .set({ fullName: '接口类别（本单位）', sortCode: 99, enabledMark: 0 })
      .where(eq(schema.dictionaryTypes.enCode, 'DataInterfaceType'));
    await t.ctx.db
      .update(schema.modules)
      .set({ fullName: '数据中心', sortCode: 5 })
      .where(eq(schema.modules.enCode, MenuCode.dataApp));
    await forgetAllKeys();
    expect(await applyPlatformReferenceData(t.ctx.db)).toEqual([]);
    const [type] = await t.ctx.db
      .select()
      .from(schema.dictionaryTypes)
      .where(eq(schema.dictionaryTypes.enCode, 'DataInterfaceType'));
    expect(type).toMatchObject({ fullName: '接口类别（本单位）', sortCode: 99, enabledMark: 0 });
    const [dir] = await menusByCode([MenuCode.dataApp]);
    expect(dir).toMatchObject({ fullName: '数据中心', sortCode: 5 });
  });

  it('does not bring back what an administrator removed', async () => {
    await removeMenus([MenuCode.dataMap]);
    await t.ctx.db.delete(schema.dictionaryData).where(eq(schema.dictionaryData.enCode, 'report'));
    expect(await applyPlatformReferenceData(t.ctx.db)).toEqual([]);
    expect(await menusByCode([MenuCode.dataMap])).toEqual([]);
    const reports = await t.ctx.db
      .select()
      .from(schema.dictionaryData)
      .where(
        and(
          eq(schema.dictionaryData.dictionaryTypeId, 'dict-data-interface-type'),
          eq(schema.dictionaryData.enCode, 'report'),
        ),
      );
    expect(reports).toEqual([]);
  });

  it('never adds demo data: sample menus and dictionaries stay away', async () => {
    await removeMenus([MenuCode.extend, MenuCode.tableDemo]);
    await removeDictionary('SupplierGrade');
    await forgetAllKeys();
    const written = await applyPlatformReferenceData(t.ctx.db);
    expect(written.filter((key) => key.includes('extend') || key.includes('SupplierGrade'))).toEqual([]);
    expect(await menusByCode([MenuCode.extend, MenuCode.tableDemo])).toEqual([]);
    const samples = await t.ctx.db
      .select()
      .from(schema.dictionaryTypes)
      .where(eq(schema.dictionaryTypes.enCode, 'SupplierGrade'));
    expect(samples).toEqual([]);
  });

  it('two starts at once add each row once', async () => {
    await removeMenus(DATA_APP_CODES);
    await removeDictionary('DataInterfaceType');
    await forgetAllKeys();
    const [first, second] = await Promise.all([
      applyPlatformReferenceData(t.ctx.db),
      applyPlatformReferenceData(t.ctx.db),
    ]);
    // One of them did the work; the other found nothing left.
    expect([first.length > 0, second.length > 0].sort()).toEqual([false, true]);
    const menus = await menusByCode(DATA_APP_CODES);
    expect(menus).toHaveLength(DATA_APP_CODES.length);
    const entries = await t.ctx.db
      .select({ n: count() })
      .from(schema.dictionaryData)
      .where(eq(schema.dictionaryData.dictionaryTypeId, 'dict-data-interface-type'));
    expect(entries[0].n).toBe(3);
    const keys = await t.ctx.db
      .select({ n: count() })
      .from(schema.platformSeedKeys)
      .where(like(schema.platformSeedKeys.key, 'menu:%'));
    expect(keys[0].n).toBe(platformReferenceKeys().filter((k) => k.startsWith('menu:')).length);
  });
});
