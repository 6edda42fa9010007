import { MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moduleButtons, modules } from '../../src/db/schema/index.ts';
import { menuId } from '../permission/authorize-fixtures.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, saveBody } from './online-dev-fixtures.ts';

/*
 * The first-start seed's 扩展示例 › 表格示例 and 表单示例: each menu opens a released demo design — a
 * contract ledger list with a dozen records, and an expense claim form that takes a submission with its
 * expense lines and works out their amounts.
 */

const t = useTestApp();
const admin = useAdminUser(t);
type Json = Record<string, unknown>;

const menuOf = async (code: string) => {
  const [row] = await t.ctx.db
    .select()
    .from(modules)
    .where(eq(modules.id, await menuId(t, code)));
  return row;
};

describe('the seeded 表格示例', () => {
  const list = async (extra: Json = {}) => {
    const body = { currentPage: 1, pageSize: 10, menuId: await menuId(t, MenuCode.tableDemo), ...extra };
    const res = await onlineCall(t, admin, 'POST', '/demo-table/List', body);
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data as { list: Json[]; pagination: { total: number } };
  };

  it('is a type-3 menu released with the ledger design, its import and export buttons', async () => {
    const menu = await menuOf(MenuCode.tableDemo);
    expect(menu).toMatchObject({ type: 3, fullName: '表格示例' });
    expect(JSON.parse(menu?.propertyJson ?? '{}')).toMatchObject({ moduleId: 'demo-table' });
    const buttons = await t.ctx.db
      .select()
      .from(moduleButtons)
      .where(eq(moduleButtons.moduleId, menu?.id ?? ''));
    expect(buttons.map((b) => b.enCode).sort()).toEqual(
      [
        'btn_add',
        'btn_batchRemove',
        'btn_detail',
        'btn_download',
        'btn_edit',
        'btn_remove',
        'btn_upload',
      ].sort(),
    );
  });

  it('lists its twelve contracts newest signed first, ten a page, searchable by name and type', async () => {
    const first = await list();
    expect(first.pagination.total).toBe(12);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({ contractNo: 'HT-2026-012', contractType: 'purchase' });
    expect(first.list[0]?.contractType_name).toBe('采购合同');
    const services = await list({ queryJson: JSON.stringify({ contractType: 'service' }) });
    expect(services.list.map((row) => row.contractNo).sort()).toEqual([
      'HT-2026-002',
      'HT-2026-005',
      'HT-2026-007',
      'HT-2026-009',
      'HT-2026-011',
    ]);
    const named = await list({ queryJson: JSON.stringify({ contractName: '采购' }) });
    expect(named.pagination.total).toBe(4);
  });
});

describe('the seeded 表单示例', () => {
  it('opens a form-only design on a type-3 menu', async () => {
    const menu = await menuOf(MenuCode.formDemo);
    // Its fields are grantable; it has no buttons or columns, so the menu offers none.
    expect(menu).toMatchObject({
      type: 3,
      fullName: '表单示例',
      isButtonAuthorize: 0,
      isColumnAuthorize: 0,
      isFormAuthorize: 1,
    });
    const config = await onlineCall(t, admin, 'GET', '/demo-sample-form/Config');
    expect(config.body.code, config.body.msg).toBe(200);
    expect(config.body.data).toMatchObject({ fullName: '表单示例', webType: 1 });
    const keys = JSON.parse(config.body.data.formData).fields.map(
      (f: Json) => (f.__config__ as Json).jnpfKey,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'userSelect',
        'depSelect',
        'table',
        'calculate',
        'address',
        'rate',
        'uploadFz',
      ]),
    );
  });

  it('takes a claim with its lines, works out the amounts, and refuses one without a claimant', async () => {
    const claim = {
      title: '十一月出差',
      claimant: admin.id,
      claimDate: Date.parse('2026-11-20T00:00:00+08:00'),
      payment: 'transfer',
      lines: [
        { kind: 'travel', note: '高铁', quantity: 2, price: 153.5 },
        { kind: 'meal', note: '', quantity: 1, price: 80 },
      ],
    };
    const created = await onlineCall(t, admin, 'POST', '/demo-sample-form', saveBody(claim));
    expect(created.body.code, created.body.msg).toBe(200);
    const id = String(created.body.data?.id ?? created.body.data);
    const read = await onlineCall(t, admin, 'GET', `/demo-sample-form/${id}`);
    expect(read.body.code, read.body.msg).toBe(200);
    const saved = JSON.parse(read.body.data.data) as Json;
    expect((saved.lines as Json[]).map((line) => line.lineAmount)).toEqual([307, 80]);
    expect(saved.total).toBe(387);

    const refused = await onlineCall(
      t,
      admin,
      'POST',
      '/demo-sample-form',
      saveBody({ ...claim, claimant: '' }),
    );
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('报销人');
  });
});
