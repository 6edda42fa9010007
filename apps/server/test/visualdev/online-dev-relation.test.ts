import { describe, expect, it } from 'vitest';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, runtimeDesign, runtimeUser, saveBody } from './online-dev-fixtures.ts';
import { designCall, formData, widget } from './visual-dev-fixtures.ts';

/*
 * A released design read by other designs' widgets: the relation-form picker's page of records
 * (FieldDataSelect, under the design's own menu and column grants) and the designer's field list
 * (FormDataFields).
 */

const t = useTestApp();
const admin = useAdminUser(t);

const pickQuery = (query: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

async function designWithRecords() {
  const design = await runtimeDesign(t, admin);
  for (const [title, price] of [
    ['苹果', 5],
    ['香蕉', 3],
    ['苹果干', 9],
  ] as const) {
    const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ title, price, secret: 'x' }));
    expect(res.body.code, res.body.msg).toBe(200);
  }
  return design;
}

describe('FieldDataSelect', () => {
  it('pages records with the relation field and the asked columns, matching the keyword', async () => {
    const design = await designWithRecords();
    const res = await designCall(
      t,
      admin,
      'GET',
      `/${design.id}/FieldDataSelect${pickQuery({ keyword: '苹果', currentPage: 1, pageSize: 1, relationField: 'title', columnOptions: 'price' })}`,
    );
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.pagination.total).toBe(2);
    expect(res.body.data.list).toHaveLength(1);
    const [row] = res.body.data.list;
    expect(Object.keys(row).sort()).toEqual(['id', 'price', 'title']);
    expect(String(row.title)).toContain('苹果');

    const all = await designCall(
      t,
      admin,
      'GET',
      `/${design.id}/FieldDataSelect${pickQuery({ currentPage: 1, pageSize: 10000, relationField: 'title' })}`,
    );
    expect(all.body.data.list.map((r: { title: string }) => r.title).sort()).toEqual([
      '苹果',
      '苹果干',
      '香蕉',
    ]);
  });

  it('refuses unknown fields, hidden columns and callers without the menu', async () => {
    const design = await designWithRecords();
    const unknown = await designCall(
      t,
      admin,
      'GET',
      `/${design.id}/FieldDataSelect${pickQuery({ relationField: 'title', columnOptions: 'nope' })}`,
    );
    expect(unknown.body.code).toBe(400);
    expect(unknown.body.msg).toContain('nope');

    const stranger = await createUser(t);
    const refused = await designCall(
      t,
      stranger,
      'GET',
      `/${design.id}/FieldDataSelect${pickQuery({ relationField: 'title' })}`,
    );
    expect(refused.body.code).toBe(401);

    const restricted = await runtimeUser(t, design.menuId, [], ['secret']);
    const ok = await designCall(
      t,
      restricted,
      'GET',
      `/${design.id}/FieldDataSelect${pickQuery({ relationField: 'title', columnOptions: 'price' })}`,
    );
    expect(ok.body.code, ok.body.msg).toBe(200);
    expect(ok.body.data.pagination.total).toBe(3);
    const hidden = await designCall(
      t,
      restricted,
      'GET',
      `/${design.id}/FieldDataSelect${pickQuery({ relationField: 'title', columnOptions: 'secret' })}`,
    );
    expect(hidden.body.code).toBe(400);
    expect(hidden.body.msg).toContain('secret');
  });
});

describe('FormDataFields', () => {
  it('lists the released form value fields; filterType 1 adds the sub-table columns', async () => {
    const design = await runtimeDesign(t, admin, {
      formData: formData([
        widget('comInput', 'title', '标题'),
        widget('divider', '', '分割线'),
        widget(
          'table',
          'items',
          '明细',
          {},
          {
            children: [widget('comInput', 'name', '品名'), widget('numInput', 'qty', '数量')],
          },
        ),
      ]),
    });
    const main = await designCall(t, admin, 'GET', `/${design.id}/FormDataFields`);
    expect(main.body.code, main.body.msg).toBe(200);
    expect(main.body.data.list).toEqual([{ vmodel: 'title', label: '标题', jnpfKey: 'comInput' }]);

    const withTables = await designCall(t, admin, 'GET', `/${design.id}/FormDataFields?filterType=1`);
    expect(withTables.body.data.list.map((f: { vmodel: string }) => f.vmodel)).toEqual([
      'title',
      'items-name',
      'items-qty',
    ]);
    expect(withTables.body.data.list[1].label).toBe('明细-品名');
  });
});
