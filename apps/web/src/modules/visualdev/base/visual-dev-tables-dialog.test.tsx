import type { VisualDevRow, VisualDevTablesPlan } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { VisualDevTablesDialog } from './visual-dev-tables-dialog.tsx';

const PATH = '/api/visualdev/Base/d1/Actions/CreateTables';
const design = { id: 'd1', fullName: '请假申请' } as VisualDevRow;
const plan: VisualDevTablesPlan = {
  tables: [
    {
      typeId: '1',
      table: 'vd_leave',
      tableName: '请假申请',
      columns: [
        { field: 'id', fieldName: null, dataType: 'varchar', dataLength: '50', primaryKey: true },
        { field: 'title', fieldName: '标题', dataType: 'varchar', dataLength: '255', primaryKey: false },
      ],
      indexes: ['title'],
      searchIndexes: ['title'],
    },
    {
      typeId: '0',
      table: 'vd_leave_items',
      tableName: '明细',
      columns: [
        { field: 'item_name', fieldName: '品名', dataType: 'text', dataLength: '', primaryKey: false },
      ],
      indexes: ['parent_id'],
      searchIndexes: [],
    },
  ],
};

describe('创建数据表 dialog', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the tables and columns to be made and makes them on confirm', async () => {
    const { calls } = stubFetch({
      [`GET ${PATH}`]: envelope(plan),
      [`POST ${PATH}`]: envelope(plan, '数据表创建成功'),
    });
    const onCreated = vi.fn();
    const onClose = vi.fn();
    renderWithApp(<VisualDevTablesDialog row={design} onClose={onClose} onCreated={onCreated} />);
    const dialog = await screen.findByTestId('visual-dev-tables', {}, { timeout: 15_000 });
    expect(await within(dialog).findByText('主表: vd_leave (请假申请)')).toBeInTheDocument();
    expect(within(dialog).getByText('子表: vd_leave_items (明细)')).toBeInTheDocument();
    expect(within(dialog).getByText('varchar(255)')).toBeInTheDocument();
    expect(within(dialog).getByText('索引：title')).toBeInTheDocument();
    expect(within(dialog).getByText('模糊查询索引：title')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${PATH}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s?建/ }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, `POST ${PATH}`)).toHaveLength(1);
    expect(await screen.findByText('数据表创建成功')).toBeInTheDocument();
  });

  it("shows the server's refusal and offers nothing to create", async () => {
    const { calls } = stubFetch({
      [`GET ${PATH}`]: envelope(null, '该功能已关联数据表，不能再创建数据表', 400),
    });
    renderWithApp(<VisualDevTablesDialog row={design} onClose={() => {}} onCreated={() => {}} />);
    const dialog = await screen.findByTestId('visual-dev-tables', {}, { timeout: 15_000 });
    expect(await within(dialog).findByText('该功能已关联数据表，不能再创建数据表')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /创\s?建/ })).toBeDisabled();
    expect(callsTo(calls, `POST ${PATH}`)).toHaveLength(0);
  });
});
