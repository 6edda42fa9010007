import { resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import BasePage from './base.page.tsx';
import { designRow } from './design-row-fixture.ts';

const CODES = resourceCodes('webDesign');
const BASE = '/api/visualdev/Base';
const LIST = `GET ${BASE}`;
const CATEGORIES = 'GET /api/system/DictionaryData/webDesign/Data/Selector';
const categories = envelope({
  list: [{ id: 'c-office', parentId: '0', fullName: '办公功能', enCode: 'office', hasChildren: false }],
});
const DATA_SOURCES = 'GET /api/system/DataSource/Selector';
const dataSources = envelope({ list: [] });

const FORM_DATA = JSON.stringify({
  formRef: 'elForm',
  fields: [{ __config__: { jnpfKey: 'comInput', label: '标题', required: true }, __vModel__: 'title' }],
});

const renderPage = (buttons: string[], columns: Iterable<string> = CODES.columns) =>
  renderAdminPage(<BasePage />, { modelId: 'm-web-design', buttons, columns, forms: CODES.forms });

const openNewDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
  return screen.findByTestId('visual-dev-dialog');
};

const fillBasics = async (dialog: HTMLElement) => {
  fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '请假申请' } });
  fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'leaveApply' } });
  fireEvent.mouseDown(within(dialog).getByLabelText('分类'));
  fireEvent.click(await screen.findByTitle('办公功能'));
};

describe('功能设计 page', { timeout: 60_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the web designs with their category, kind and release state', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      [LIST]: pageOf([
        designRow('d1', '请假申请', { state: 1 }),
        designRow('d2', '出差申请', { enableFlow: 1, state: 2 }),
        designRow('d3', '销售看板', { webType: 4 }),
      ]),
    });
    renderPage([]);
    expect(await screen.findByText('请假申请')).toBeInTheDocument();
    const table = screen.getByTestId('visual-dev-table');
    expect(within(table).getAllByText('办公功能')).toHaveLength(3);
    expect(within(table).getByText('普通表单')).toBeInTheDocument();
    expect(within(table).getByText('流程表单')).toBeInTheDocument();
    expect(within(table).getByText('数据视图')).toBeInTheDocument();
    expect(within(table).getByText('已发布')).toBeInTheDocument();
    expect(within(table).getByText('已修改')).toBeInTheDocument();
    expect(within(table).getByText('未发布')).toBeInTheDocument();
    expect(callsTo(calls, LIST)[0]?.url.searchParams.get('type')).toBe('1');
  });

  it('sends the basic information and the design JSON as text on create', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      [DATA_SOURCES]: dataSources,
      [LIST]: pageOf([]),
      [`POST ${BASE}`]: envelope({ id: 'd9' }, '新建成功'),
    });
    renderPage(['btn_add']);
    const dialog = await openNewDialog();
    // The server's limit (a copy of a long name adds .副本 and five digits), not the usual 50.
    expect(within(dialog).getByLabelText('名称')).toHaveAttribute('maxlength', '100');
    await fillBasics(dialog);
    fireEvent.change(within(dialog).getByLabelText('表单设计'), { target: { value: FORM_DATA } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, `POST ${BASE}`)[0]?.body ?? '{}')).toEqual({
      fullName: '请假申请',
      enCode: 'leaveApply',
      category: 'c-office',
      type: 1,
      webType: 2,
      enableFlow: 0,
      dbLinkId: '0',
      tables: '[]',
      formData: FORM_DATA,
      columnData: null,
      sortCode: 0,
      description: '',
    });
  });

  it('refuses JSON that does not parse without calling the server', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      [DATA_SOURCES]: dataSources,
      [LIST]: pageOf([]),
    });
    renderPage(['btn_add']);
    const dialog = await openNewDialog();
    await fillBasics(dialog);
    fireEvent.change(within(dialog).getByLabelText('列表设计'), { target: { value: '{"columnList": [' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('列表设计不是有效的 JSON')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(0);
  });

  it("keeps the server's design check in the dialog, with the values as typed", async () => {
    const refusal = '表单设计有误（fields[0]）：未知的控件类型：fancyInput';
    stubFetch({
      [CATEGORIES]: categories,
      [DATA_SOURCES]: dataSources,
      [LIST]: pageOf([]),
      [`POST ${BASE}`]: envelope(null, refusal, 400),
    });
    renderPage(['btn_add']);
    const dialog = await openNewDialog();
    await fillBasics(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const alert = await within(dialog).findByTestId('visual-dev-refusal');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.getByTestId('visual-dev-dialog')).toBeInTheDocument();
    expect((within(dialog).getByLabelText('名称') as HTMLInputElement).value).toBe('请假申请');
  });

  it('previews the form JSON with the form engine', async () => {
    stubFetch({ [CATEGORIES]: categories, [DATA_SOURCES]: dataSources, [LIST]: pageOf([]) });
    renderPage(['btn_add']);
    const dialog = await openNewDialog();
    fireEvent.change(within(dialog).getByLabelText('表单设计'), { target: { value: FORM_DATA } });
    fireEvent.click(within(dialog).getByTestId('visual-dev-preview-button'));
    const preview = await screen.findByTestId('visual-dev-preview');
    expect(await within(preview).findByText('标题')).toBeInTheDocument();
  });

  it('designs the form visually from the JSON in the dialog and writes the result back', async () => {
    stubFetch({ [CATEGORIES]: categories, [DATA_SOURCES]: dataSources, [LIST]: pageOf([]) });
    renderPage(['btn_add']);
    const dialog = await openNewDialog();
    const source = within(dialog).getByLabelText('表单设计');
    fireEvent.change(source, { target: { value: '{not json' } });
    fireEvent.click(within(dialog).getByTestId('visual-dev-design-button'));
    expect(await screen.findByText('表单设计不是有效的 JSON，无法打开设计器')).toBeInTheDocument();

    fireEvent.change(source, { target: { value: FORM_DATA } });
    fireEvent.click(within(dialog).getByTestId('visual-dev-design-button'));
    const designer = await screen.findByTestId('form-designer', {}, { timeout: 15_000 });
    expect(await within(designer).findByText('标题')).toBeInTheDocument();
    fireEvent.click(within(designer).getByTestId('palette-switch'));
    fireEvent.click(within(designer).getByTestId('designer-apply'));
    await waitFor(() =>
      expect((source as HTMLTextAreaElement).value).toContain('"__vModel__": "switchField101"'),
    );
    expect((source as HTMLTextAreaElement).value).toContain('"__vModel__": "title"');
  });

  it('releases to a Web parent menu and the top level of an App system', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      [LIST]: pageOf([designRow('d1', '请假申请')]),
      'GET /api/system/System': envelope({
        list: [
          {
            id: 's-main',
            fullName: '主系统',
            enCode: 'main',
            icon: null,
            isMain: 1,
            description: null,
            sortCode: 0,
            enabledMark: 1,
            creatorTime: 0,
          },
        ],
      }),
      'GET /api/system/Menu/Selector/0': envelope({
        list: [
          {
            id: 'm-office',
            parentId: '-1',
            fullName: '办公中心',
            enCode: 'office',
            icon: null,
            type: 0,
            hasChildren: false,
            children: [],
          },
        ],
      }),
      [`POST ${BASE}/d1/Actions/Release`]: envelope({ pcModuleId: 'pm', appModuleId: 'am' }, '同步成功'),
    });
    renderPage(['btn_release']);
    fireEvent.click(await screen.findByTestId('visual-dev-row-more'));
    fireEvent.click(await screen.findByText('发布'));
    const dialog = await screen.findByTestId('visual-dev-release');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByTestId('visual-dev-release-problem')).toHaveTextContent(
      '上级菜单不能为空',
    );
    expect(callsTo(calls, `POST ${BASE}/d1/Actions/Release`)).toHaveLength(0);

    // Opens the select once and picks the option from the newest drop-down (a parent tree fills once
    // its system's menus arrive), then waits until the select shows the choice.
    const choose = async (testId: string, title: string) => {
      const select = within(dialog).getByTestId(testId);
      fireEvent.mouseDown(select.querySelector('input') ?? select);
      const option = await waitFor(
        () => {
          const options = screen.getAllByTitle(title).filter((e) => e.closest('.ant-select-dropdown'));
          expect(options.length).toBeGreaterThan(0);
          return options[options.length - 1] as HTMLElement;
        },
        { timeout: 8000 },
      );
      fireEvent.click(option);
      await waitFor(() => expect(within(select).getByTitle(title)).toBeInTheDocument());
    };
    await choose('visual-dev-release-pc-system', '主系统');
    await choose('visual-dev-release-pc-parent', '办公中心');
    await choose('visual-dev-release-app-system', '主系统');
    await choose('visual-dev-release-app-parent', '顶级节点');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(
      await screen.findByText('发布模板会覆盖当前线上版本且进行菜单同步，是否继续？'),
    ).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}/d1/Actions/Release`)).toHaveLength(0);
    const confirmButtons = screen.getAllByRole('button', { name: /确\s*定/ });
    fireEvent.click(confirmButtons[confirmButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}/d1/Actions/Release`)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, `POST ${BASE}/d1/Actions/Release`)[0]?.body ?? '{}')).toEqual({
      pc: 1,
      app: 1,
      pcModuleParentId: 'm-office',
      pcSystemId: 's-main',
      appModuleParentId: 's-main',
    });
    expect(
      callsTo(calls, 'GET /api/system/Menu/Selector/0').map((c) => c.url.searchParams.get('category')),
    ).toEqual(expect.arrayContaining(['Web', 'App']));
  });

  it('shows each action only with its button', async () => {
    stubFetch({ [CATEGORIES]: categories, [LIST]: pageOf([designRow('d1', '请假申请', { state: 1 })]) });
    const { unmount } = renderPage([]);
    expect(await screen.findByText('请假申请')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s?入/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '禁用' })).not.toBeInTheDocument();
    // 外链设置 is the menu's (no button), so 更多 holds it alone.
    fireEvent.click(screen.getByTestId('visual-dev-row-more'));
    expect(await screen.findByText('外链设置')).toBeInTheDocument();
    expect(screen.queryByText('复制')).not.toBeInTheDocument();
    unmount();

    renderPage(['btn_import', 'btn_state', 'btn_copy']);
    expect(await screen.findByText('请假申请')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s?入/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '禁用' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('visual-dev-row-more'));
    expect(await screen.findByText('复制')).toBeInTheDocument();
    expect(screen.queryByText('发布')).not.toBeInTheDocument();
    expect(screen.queryByText('回滚')).not.toBeInTheDocument();
    expect(screen.queryByText('导出')).not.toBeInTheDocument();
  });

  it('opens 创建数据表 from the row with the edit button and refreshes the list after making them', async () => {
    const tables = {
      tables: [
        {
          typeId: '1',
          table: 'vd_coded1',
          tableName: '请假申请',
          columns: [],
          indexes: [],
          searchIndexes: [],
        },
      ],
    };
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      [LIST]: pageOf([designRow('d1', '请假申请')]),
      [`GET ${BASE}/d1/Actions/CreateTables`]: envelope(tables),
      [`POST ${BASE}/d1/Actions/CreateTables`]: envelope(tables, '数据表创建成功'),
    });
    renderPage(['btn_edit']);
    fireEvent.click(await screen.findByTestId('visual-dev-row-more'));
    fireEvent.click(await screen.findByText('创建数据表'));
    const dialog = await screen.findByTestId('visual-dev-tables', {}, { timeout: 15_000 });
    expect(await within(dialog).findByText('主表: vd_coded1 (请假申请)')).toBeInTheDocument();
    const listCalls = callsTo(calls, LIST).length;
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s?建/ }));
    await waitFor(() => expect(callsTo(calls, LIST).length).toBeGreaterThan(listCalls));
    expect(callsTo(calls, `POST ${BASE}/d1/Actions/CreateTables`)).toHaveLength(1);
  });

  it('rolls back a released design after asking', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      [LIST]: pageOf([designRow('d1', '请假申请', { state: 2 })]),
      [`GET ${BASE}/d1/Actions/RollbackTemplate`]: envelope(null, '回滚成功'),
    });
    renderPage(['btn_release']);
    fireEvent.click(await screen.findByTestId('visual-dev-row-more'));
    fireEvent.click(await screen.findByText('回滚'));
    expect(await screen.findByText('此操作将线上版本回滚到设计中, 是否继续?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `GET ${BASE}/d1/Actions/RollbackTemplate`)).toHaveLength(1));
  });

  it('shows 暂无数据 for an empty list and a retry when the list fails', async () => {
    stubFetch({ [CATEGORIES]: categories, [LIST]: pageOf([]) });
    const { unmount } = renderPage([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    unmount();
    stubFetch({ [CATEGORIES]: categories, [LIST]: envelope(null, '服务器繁忙', 500) });
    renderPage([]);
    expect(await screen.findByRole('button', { name: /重\s?试/ })).toBeInTheDocument();
  });
});
