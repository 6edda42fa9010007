import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { onlineDevConfig } from './online-dev-testing.ts';
import { OnlineDevView } from './online-dev-view.tsx';

const MODEL = 'design-types';
const MENU = 'menu-types';
/** The columns and form fields the signed-in user holds on the menu. */
const HELD = ['kind', 'level', 'parent', 'title'];
const BASE = `/api/visualdev/OnlineDev/${MODEL}`;
const SLOW = { timeout: 15_000 };

const LEVELS = [
  { id: 'h', fullName: '紧急' },
  { id: 'l', fullName: '普通' },
];
const FORM_DATA = {
  fields: [
    { __vModel__: 'title', __config__: { jnpfKey: 'comInput', label: '标题' } },
    { __vModel__: 'level', __config__: { jnpfKey: 'select', label: '级别' }, options: LEVELS },
    { __vModel__: 'kind', __config__: { jnpfKey: 'comInput', label: '类别' } },
    { __vModel__: 'parent', __config__: { jnpfKey: 'comInput', label: '上级' } },
  ],
};
const COLUMN_DATA = {
  columnList: [
    { prop: 'title', label: '标题' },
    { prop: 'level', label: '级别' },
  ],
  searchList: [],
  btnsList: [],
  columnBtnsList: [],
};
const config = (listType: Record<string, unknown>) =>
  onlineDevConfig({
    id: MODEL,
    fullName: '工单',
    formData: FORM_DATA,
    columnData: { ...COLUMN_DATA, ...listType },
  });
const listOf = (rows: Record<string, unknown>[]) => pageOf(rows);
const ROWS = [
  { id: 'r1', title: '网络故障', level: 'h', parent: '' },
  { id: 'r2', title: '打印机', level: 'l', parent: 'r1' },
  { id: 'r3', title: '服务器宕机', level: 'h', parent: '' },
];
const queryOf = (body: string | undefined) => JSON.parse(body ?? '{}').queryJson as string | undefined;
const open = () =>
  renderAdminPage(<OnlineDevView modelId={MODEL} menuId={MENU} />, {
    modelId: MENU,
    columns: HELD,
    forms: HELD,
    buttons: [],
  });

describe('the runtime list shows the designed list type', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('filters the list by the left dictionary tree and clears the filter on a second click', async () => {
    const tree = {
      type: 2,
      treeTitle: '工单类别',
      treeDataSource: 'dictionary',
      treeDictionary: 'TicketKind',
      treeRelation: 'kind',
    };
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config(tree),
      [`POST ${BASE}/List`]: listOf(ROWS),
      'GET /api/system/DictionaryData/TicketKind/Data/Selector': envelope({
        list: [
          { id: 'k1', parentId: '0', fullName: '硬件', enCode: 'hw', hasChildren: false },
          { id: 'k2', parentId: '0', fullName: '软件', enCode: 'sw', hasChildren: false },
        ],
      }),
    });
    open();
    const panel = await screen.findByTestId('online-dev-tree', {}, SLOW);
    expect(within(panel).getByText('工单类别')).toBeInTheDocument();
    fireEvent.click(await within(panel).findByText('软件', {}, SLOW));
    await waitFor(() =>
      expect(queryOf(callsTo(calls, `POST ${BASE}/List`).at(-1)?.body)).toBe(JSON.stringify({ kind: 'k2' })),
    );
    fireEvent.click(within(panel).getByText('软件'));
    await waitFor(() => expect(queryOf(callsTo(calls, `POST ${BASE}/List`).at(-1)?.body)).toBeUndefined());
  });

  it('filters by the organization path in an organize tree', async () => {
    const tree = { type: 2, treeDataSource: 'organize', treeRelation: 'kind' };
    const node = (id: string, fullName: string, organizeIds: string[], children: unknown[] = []) => ({
      id,
      parentId: '',
      fullName,
      enCode: id,
      category: 'department',
      type: 'department',
      icon: '',
      organize: fullName,
      organizeIds,
      disabled: false,
      hasChildren: children.length > 0,
      children,
    });
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config(tree),
      [`POST ${BASE}/List`]: listOf(ROWS),
      'GET /api/permission/Organize/Tree': envelope({
        list: [node('c1', '总公司', ['c1'], [node('d1', '研发部', ['c1', 'd1'])])],
      }),
    });
    open();
    fireEvent.click(await screen.findByText('研发部', {}, SLOW));
    await waitFor(() =>
      expect(queryOf(callsTo(calls, `POST ${BASE}/List`).at(-1)?.body)).toBe(
        JSON.stringify({ kind: ['c1', 'd1'] }),
      ),
    );
  });

  it('shows the error of a tree that cannot be loaded beside the list', async () => {
    const tree = { type: 2, treeDataSource: 'department', treeRelation: 'kind' };
    stubFetch({ [`GET ${BASE}/Config`]: config(tree), [`POST ${BASE}/List`]: listOf(ROWS) });
    open();
    const panel = await screen.findByTestId('online-dev-tree', {}, SLOW);
    expect(await within(panel).findByTestId('load-error', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('网络故障', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the groups the server made, named in the first column, without the group column', async () => {
    const grouped = { type: 3, groupField: 'level' };
    const groups = [
      { id: 'top:"h"', top: true, title: '紧急', children: [ROWS[0], ROWS[2]] },
      { id: 'top:null', top: true, title: '', children: [{ id: 'r4', title: '无级别', level: null }] },
    ];
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config(grouped),
      [`POST ${BASE}/List`]: listOf(groups),
    });
    open();
    const header = await screen.findByText('紧急', { selector: 'strong' }, SLOW);
    expect(screen.getByText('（空）', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '级别' })).toBeNull();
    const headerRow = header.closest('tr') as HTMLElement;
    expect(headerRow).toHaveClass('ant-table-row-level-0');
    expect(screen.getByText('服务器宕机').closest('tr')).toHaveClass('ant-table-row-level-1');
    expect(screen.getByText('无级别').closest('tr')).toHaveClass('ant-table-row-level-1');
    // The rows are not regrouped on the page: 普通 (r2) is not among the server's groups.
    expect(screen.queryByText('普通', { selector: 'strong' })).toBeNull();
    expect(callsTo(calls, `POST ${BASE}/List`)).toHaveLength(1);
  });

  it('reads a tree row’s rows from the server when it is opened, by the list’s search', async () => {
    const treeTable = { type: 5, parentField: 'parent' };
    const { calls } = stubFetch({
      [`GET ${BASE}/Config`]: config(treeTable),
      [`POST ${BASE}/List`]: listOf([
        { ...ROWS[0], hasChildren: true },
        { ...ROWS[2], hasChildren: false },
      ]),
      [`POST ${BASE}/List/r1`]: listOf([{ ...ROWS[1], hasChildren: false }]),
    });
    open();
    const parent = await screen.findByText('网络故障', {}, SLOW);
    expect(screen.queryByText('打印机')).toBeNull();
    expect(callsTo(calls, `POST ${BASE}/List/r1`)).toHaveLength(0);
    const parentRow = parent.closest('tr') as HTMLElement;
    fireEvent.click(within(parentRow).getByRole('button', { name: /expand|展开/i }));
    const child = await screen.findByText('打印机', {}, SLOW);
    expect(child.closest('tr')).toHaveClass('ant-table-row-level-1');
    expect(screen.getByText('服务器宕机').closest('tr')).toHaveClass('ant-table-row-level-0');
    const body = JSON.parse(callsTo(calls, `POST ${BASE}/List/r1`)[0]?.body ?? '{}');
    expect(body).toMatchObject({ menuId: MENU });
    expect(body.currentPage).toBeUndefined();
    // A row without children offers nothing to open.
    const leaf = screen.getByText('服务器宕机').closest('tr') as HTMLElement;
    expect(within(leaf).queryByRole('button', { name: /expand|展开/i })).toBeNull();
  });
});
