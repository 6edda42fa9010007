import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { dataInterfaces, dictionaryData } from '../schema/index.ts';

/*
 * The demo data interface the web's function preview (/previewModel) picks from: a static interface
 * (示例供应商) whose fixed id the preview's sample design, its widget gallery and the e2e design
 * name. Static interfaces answer their JSON as it is (parameters are checked, not applied), so it has
 * no parameters: Actions/List filters its rows by keyword and pages them in memory.
 */

/** The seeded interface's id; the web's sample design refers to it by this id. */
export const DEMO_SUPPLIERS_INTERFACE_ID = 'demo-suppliers';

const CITIES = ['杭州', '宁波', '温州'];

/** 36 suppliers `supplier-1` … `supplier-36`, the cities in turn. */
export const DEMO_SUPPLIERS = Array.from({ length: 36 }, (_, index) => ({
  id: `supplier-${index + 1}`,
  fullName: `示例供应商${String(index + 1).padStart(2, '0')}`,
  city: CITIES[index % CITIES.length],
  contact: `联系人${index + 1}`,
}));

/**
 * Seeds the demo interface under the 业务数据 category of the interface categories (seeded before);
 * nothing when that category is gone or the interface (its id or its code) already exists.
 */
export async function seedDemoInterfaces(tx: Tx): Promise<void> {
  const [category] = await tx
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .where(
      and(
        eq(dictionaryData.dictionaryTypeId, 'dict-data-interface-type'),
        eq(dictionaryData.enCode, 'business'),
      ),
    )
    .limit(1);
  if (!category) return;
  await tx
    .insert(dataInterfaces)
    .values({
      id: DEMO_SUPPLIERS_INTERFACE_ID,
      fullName: '示例供应商',
      enCode: 'demoSuppliers',
      categoryId: category.id,
      dataType: 2,
      responseType: 'json',
      query: JSON.stringify(DEMO_SUPPLIERS),
      requestHeaders: '[]',
      requestParameters: '[]',
      description: '功能预览的弹窗选择示例数据',
      sortCode: 0,
      enabledMark: 1,
    })
    .onConflictDoNothing();
}
