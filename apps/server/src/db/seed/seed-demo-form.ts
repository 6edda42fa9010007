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
  DEMO_FORM_DESIGN_ID,
  DEMO_FORM_RECORDS,
  demoColumnData,
  demoFormData,
} from './seed-demo-form-design.ts';
import type { SeededMenus } from './seed-menus.ts';

/*
 * The first-start demo of the online runtime: the 在线表单示例 menu's design, released onto that menu
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

/** Seeds the demo design, releases it onto the 在线表单示例 menu, and adds its demo records. */
export async function seedDemoForm(
  tx: Tx,
  menus: SeededMenus,
  stamp: { now: Date; userId: string },
  steps: SeedSteps,
): Promise<void> {
  const menu = menus.menus.get(MenuCode.dynamicForm);
  if (!menu) return;
  const { now, userId } = stamp;
  await tx.insert(visualDesigns).values({
    id: DEMO_FORM_DESIGN_ID,
    fullName: '在线表单示例',
    // The menu's own code: refreshing the menu keeps its code.
    enCode: MenuCode.dynamicForm,
    category: await businessCategory(tx),
    type: 1,
    webType: 2,
    dbLinkId: '0',
    tables: '[]',
    formData: demoFormData,
    columnData: demoColumnData,
    enableFlow: 0,
    description: '客户登记：在线开发运行时的示例功能',
    sortCode: 0,
    createdAt: now,
    createdBy: userId,
  });
  await steps.releaseDesignToMenu(tx, { designId: DEMO_FORM_DESIGN_ID, menuId: menu.id }, stamp);
  await refreshSeededResources(tx, menus, MenuCode.dynamicForm);
  await tx.insert(visualModelData).values(
    DEMO_FORM_RECORDS.map((data, index) => ({
      id: newId(),
      designId: DEMO_FORM_DESIGN_ID,
      data,
      // One second apart, the first the oldest: the list shows the newest first.
      createdAt: new Date(now.getTime() - (DEMO_FORM_RECORDS.length - index) * 1000),
      createdBy: userId,
    })),
  );
}
