import { MenuCode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { Tx } from '../client.ts';
import {
  dictionaryData,
  moduleButtons,
  moduleColumns,
  moduleForms,
  visualDesigns,
  visualModelData,
} from '../schema/index.ts';
import {
  DEMO_DICTIONARY_DESIGN_ID,
  DEMO_DICTIONARY_RECORDS,
  demoDictionaryColumnData,
  demoDictionaryFormData,
} from './seed-demo-dictionary-design.ts';
import {
  DEMO_FORM_DESIGN_ID,
  DEMO_FORM_RECORDS,
  demoColumnData,
  demoFormData,
} from './seed-demo-form-design.ts';
import { DEMO_SAMPLE_FORM_DESIGN_ID, demoSampleFormData } from './seed-demo-sample-form-design.ts';
import {
  DEMO_TABLE_DESIGN_ID,
  DEMO_TABLE_RECORDS,
  demoTableColumnData,
  demoTableFormData,
} from './seed-demo-table-design.ts';
import type { SeededMenus } from './seed-menus.ts';

/*
 * The first-start demo of the online runtime: the designs of the 表格示例, 表单示例, 动态字典示例 and
 * 在线表单示例 menus, each released onto its menu
 * by the release itself (the step is handed in by the app, since the db layer never imports modules),
 * so the menu carries the design's buttons, columns and form fields as a release leaves them.
 */

/** Releases a design onto an existing Web menu in the seed's transaction (the release service's). */
export type ReleaseDesignToMenu = (
  tx: Tx,
  ids: { designId: string; menuId: string },
  stamp: { now: Date; userId: string },
) => Promise<void>;

/** The steps of the first-start seed that belong to modules. */
export interface SeedSteps {
  releaseDesignToMenu: ReleaseDesignToMenu;
}

/** The 业务功能 category of 功能设计, when the seeded dictionary has it. */
async function businessCategory(tx: Tx): Promise<string> {
  const [entry] = await tx
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .where(and(eq(dictionaryData.dictionaryTypeId, 'dict-web-design'), eq(dictionaryData.enCode, 'business')))
    .limit(1);
  return entry?.id ?? '';
}

/** Reads back the menu's resources, which the release replaced, for the grants seeded after it. */
async function refreshSeededResources(tx: Tx, menus: SeededMenus, code: string) {
  const menu = menus.menus.get(code);
  if (!menu) return;
  const tables = { buttons: moduleButtons, columns: moduleColumns, forms: moduleForms } as const;
  for (const [kind, table] of Object.entries(tables)) {
    const rows = await tx
      .select({ id: table.id, enCode: table.enCode })
      .from(table)
      .where(eq(table.moduleId, menu.id));
    menu[kind as keyof typeof tables] = new Map(rows.map((r) => [r.enCode, r.id]));
  }
}

interface DemoDesign {
  id: string;
  /** The seeded menu the design is released onto; the design takes its code. */
  menuCode: string;
  fullName: string;
  description: string;
  /** 1 a form only (the menu opens the form), 2 a list and its form. */
  webType: 1 | 2;
  formData: string;
  columnData: string | null;
  records: Record<string, unknown>[];
}

const DEMO_DESIGNS: DemoDesign[] = [
  {
    id: DEMO_TABLE_DESIGN_ID,
    menuCode: MenuCode.tableDemo,
    fullName: '表格示例',
    description: '合同台账：搜索、合计、导入导出的列表示例',
    webType: 2,
    formData: demoTableFormData,
    columnData: demoTableColumnData,
    records: DEMO_TABLE_RECORDS,
  },
  {
    id: DEMO_SAMPLE_FORM_DESIGN_ID,
    menuCode: MenuCode.formDemo,
    fullName: '表单示例',
    description: '费用报销单：选择器、子表、计算字段、附件的表单示例',
    webType: 1,
    formData: demoSampleFormData,
    columnData: null,
    records: [],
  },
  {
    id: DEMO_DICTIONARY_DESIGN_ID,
    menuCode: MenuCode.dynamicDictionary,
    // A release names the menu after the design: the menu keeps its seeded name.
    fullName: '动态字典示例',
    description: '动态字典：客户来源，在线表单示例的客户来源选项',
    webType: 2,
    formData: demoDictionaryFormData,
    columnData: demoDictionaryColumnData,
    records: DEMO_DICTIONARY_RECORDS,
  },
  {
    id: DEMO_FORM_DESIGN_ID,
    menuCode: MenuCode.dynamicForm,
    fullName: '在线表单示例',
    description: '客户登记：在线开发运行时的示例功能',
    webType: 2,
    formData: demoFormData,
    columnData: demoColumnData,
    records: DEMO_FORM_RECORDS,
  },
];

/** Seeds a demo design, releases it onto its menu, and adds its demo records. */
async function seedDemoDesign(
  tx: Tx,
  menus: SeededMenus,
  stamp: { now: Date; userId: string },
  steps: SeedSteps,
  demo: DemoDesign,
): Promise<void> {
  const menu = menus.menus.get(demo.menuCode);
  if (!menu) return;
  const { now, userId } = stamp;
  await tx.insert(visualDesigns).values({
    id: demo.id,
    fullName: demo.fullName,
    // The menu's own code: refreshing the menu keeps its code.
    enCode: demo.menuCode,
    category: await businessCategory(tx),
    type: 1,
    webType: demo.webType,
    dbLinkId: '0',
    tables: '[]',
    formData: demo.formData,
    columnData: demo.columnData,
    enableFlow: 0,
    description: demo.description,
    sortCode: 0,
    createdAt: now,
    createdBy: userId,
  });
  await steps.releaseDesignToMenu(tx, { designId: demo.id, menuId: menu.id }, stamp);
  await refreshSeededResources(tx, menus, demo.menuCode);
  if (demo.records.length === 0) return;
  await tx.insert(visualModelData).values(
    demo.records.map((data, index) => ({
      id: newId(),
      designId: demo.id,
      data,
      // One second apart, the first the oldest: the list shows the newest first.
      createdAt: new Date(now.getTime() - (demo.records.length - index) * 1000),
      createdBy: userId,
    })),
  );
}

/**
 * Seeds the demo designs of 扩展示例: the contract ledger of 表格示例, the expense claim of 表单示例, the
 * 客户来源 dynamic dictionary on the 动态字典示例 menu (type 4) and the 在线表单示例 customer form that
 * chooses from it.
 */
export async function seedDemoForm(
  tx: Tx,
  menus: SeededMenus,
  stamp: { now: Date; userId: string },
  steps: SeedSteps,
): Promise<void> {
  for (const demo of DEMO_DESIGNS) await seedDemoDesign(tx, menus, stamp, steps, demo);
}
