import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataInterfaces } from '../../src/db/schema/index.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { DEMO_SUPPLIERS_INTERFACE_ID } from '../../src/db/seed/seed-demo-interfaces.ts';
import { releaseDesignToMenu } from '../../src/modules/visualdev/base/visual-dev-release.service.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import { dataInterfaceCall } from './data-interface-fixtures.ts';

/*
 * The demo static interface 示例供应商 the first start seeds for the function preview's popup
 * selects: a signed-in user without any grant lists it with keyword and paging and names picked rows
 * through InfoByIds, in the shapes the form widgets read; seeding again adds nothing.
 */

const t = useTestApp();
const plain = useFixtures(() => createUser(t));
const ID = 'demo-suppliers';

const supplier = (n: number) => ({
  id: `supplier-${n}`,
  fullName: `示例供应商${String(n).padStart(2, '0')}`,
  city: ['杭州', '宁波', '温州'][(n - 1) % 3],
  contact: `联系人${n}`,
});

/** The body the popup select sends (the form engine's interfaceList through the web's source). */
const listBody = (overrides: Record<string, unknown>) => ({
  interfaceId: ID,
  propsValue: 'id',
  relationField: 'fullName',
  columnOptions: 'fullName,city,contact',
  keyword: '',
  currentPage: 1,
  pageSize: 10,
  paramList: [],
  ...overrides,
});

describe('the seeded demo data interface', () => {
  it('has the fixed id the preview refers to, seeded once', async () => {
    expect(DEMO_SUPPLIERS_INTERFACE_ID).toBe(ID);
    const rows = () => t.ctx.db.select({ n: count() }).from(dataInterfaces).where(eq(dataInterfaces.id, ID));
    expect((await rows())[0].n).toBe(1);
    await seedDatabase(t.ctx, { releaseDesignToMenu });
    expect((await rows())[0].n).toBe(1);
  });

  it('lists its 36 suppliers to any signed-in user, paged, and searches the keyword', async () => {
    const all = await dataInterfaceCall(
      t,
      plain,
      'POST',
      `/${ID}/Actions/List`,
      listBody({ currentPage: 4 }),
    );
    expect(all.body).toMatchObject({ code: 200 });
    expect(all.body.data).toEqual({
      list: [supplier(31), supplier(32), supplier(33), supplier(34), supplier(35), supplier(36)],
      pagination: { currentPage: 4, pageSize: 10, total: 36 },
    });

    const searched = await dataInterfaceCall(
      t,
      plain,
      'POST',
      `/${ID}/Action/List`,
      listBody({ keyword: '供应商0', currentPage: 2, pageSize: 5 }),
    );
    expect(searched.body.data).toEqual({
      list: [supplier(6), supplier(7), supplier(8), supplier(9)],
      pagination: { currentPage: 2, pageSize: 5, total: 9 },
    });
  });

  it("answers the original pickers' page of 10,000 (no paging) with every row, and refuses more", async () => {
    const whole = await dataInterfaceCall(
      t,
      plain,
      'POST',
      `/${ID}/Actions/List`,
      listBody({ pageSize: 10_000 }),
    );
    expect(whole.body.data.list).toHaveLength(36);
    expect(whole.body.data.pagination).toEqual({ currentPage: 1, pageSize: 10_000, total: 36 });
    const tooMany = await dataInterfaceCall(
      t,
      plain,
      'POST',
      `/${ID}/Actions/List`,
      listBody({ pageSize: 10_001 }),
    );
    expect(tooMany.body.code).toBe(400);
  });

  it('names picked suppliers through InfoByIds', async () => {
    const res = await dataInterfaceCall(t, plain, 'POST', `/${ID}/Actions/InfoByIds`, {
      interfaceId: ID,
      ids: ['supplier-5', 'supplier-2', 'nope'],
      propsValue: 'id',
      relationField: 'fullName',
      paramList: [],
    });
    expect(res.body).toMatchObject({ code: 200, data: [supplier(2), supplier(5)] });
  });

  it('is an enabled static interface of the 业务数据 category, listed in the pickers', async () => {
    const res = await dataInterfaceCall(
      t,
      plain,
      'GET',
      '/getList?keyword=demoSuppliers&currentPage=1&pageSize=20',
    );
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ id: ID, fullName: '示例供应商', dataType: 2, type: '静态数据' }),
    ]);
  });
});
