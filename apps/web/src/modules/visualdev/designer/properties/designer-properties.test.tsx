import { parseFormDesign } from '@platform/form-engine';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneInterfaceRoutes } from '../../../../testing/data-interface-stub.ts';
import { envelope, stubFetch } from '../../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../../testing/render-with-app.tsx';
import { FormDesignerDialog } from '../form-designer-dialog.tsx';
import { stateFromText } from '../use-form-design.ts';

const conf = (jnpfKey: string, formId: number, label: string, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, formId, ...extra },
});

/** 单价, a sub-table 明细 with 数量 and 备注, a calculated 合计, a choice 类型, a date and a text. */
const DESIGN = {
  fields: [
    { ...conf('numInput', 101, '单价'), __vModel__: 'price' },
    {
      ...conf('table', 102, '明细', {
        children: [
          { ...conf('numInput', 103, '数量', { parentVModel: 'items' }), __vModel__: 'qty' },
          { ...conf('comInput', 104, '备注', { parentVModel: 'items' }), __vModel__: 'memo' },
        ],
      }),
      __vModel__: 'items',
      'show-summary': false,
      summaryField: [],
      addType: 0,
    },
    {
      ...conf('calculate', 105, '合计'),
      __vModel__: 'total',
      expression: [{ __vModel__: 'price', label: '单价' }],
      precision: 2,
    },
    {
      ...conf('select', 106, '类型', { dataType: 'static' }),
      __vModel__: 'kind',
      options: [{ fullName: '甲', id: '1' }],
      props: { props: { label: 'fullName', value: 'id' } },
    },
    { ...conf('date', 107, '日期'), __vModel__: 'day', format: 'yyyy-MM-dd', type: 'date' },
    { ...conf('comInput', 108, '名称', { regList: [] }), __vModel__: 'name' },
    { ...conf('billRule', 109, '单号', { rule: '' }), __vModel__: 'code' },
    { ...conf('relationForm', 110, '客户'), __vModel__: 'customer', modelId: '', columnOptions: [] },
    { ...conf('address', 111, '地址'), __vModel__: 'addr', multiple: false, selectType: 'all', level: 2 },
    {
      ...conf('depSelect', 112, '部门'),
      __vModel__: 'dept',
      multiple: false,
      selectType: 'all',
      ableDepIds: [],
    },
    {
      ...conf('uploadFz', 113, '附件'),
      __vModel__: 'files',
      accept: '.zip',
      fileSize: 10,
      sizeUnit: 'MB',
      limit: 9,
      buttonText: '',
    },
    { ...conf('JNPFText', 114, '文本', { defaultValue: '说明' }) },
    { ...conf('link', 115, '链接'), content: '链接', href: '', target: '_self' },
    { ...conf('alert', 116, '提示'), title: '提示', type: 'success', 'show-icon': false },
    { ...conf('divider', 117, '分割线'), __slot__: { default: '分割线' }, 'content-position': 'center' },
    { ...conf('switch', 118, '开关'), __vModel__: 'on' },
    { ...conf('rate', 119, '评分'), __vModel__: 'stars', max: 5 },
    { ...conf('slider', 120, '滑块'), __vModel__: 'level' },
    { ...conf('textarea', 121, '备注'), __vModel__: 'memo2' },
    {
      ...conf('tab', 122, '标签页', {
        active: 1,
        children: ['甲', '乙'].map((title, i) => ({
          title,
          name: String(i + 1),
          __config__: { jnpfKey: 'tabItem', children: [] },
        })),
      }),
    },
    { ...conf('card', 123, '卡片', { children: [] }), header: '卡片' },
    {
      ...conf('collapse', 124, '折叠面板', {
        active: ['1'],
        children: [{ title: '面板1', name: '1', __config__: { jnpfKey: 'collapseItem', children: [] } }],
      }),
    },
  ],
};

function openDesigner() {
  const onApply = vi.fn();
  renderWithApp(
    <FormDesignerDialog
      initial={stateFromText(JSON.stringify(DESIGN))}
      onClose={() => undefined}
      onApply={onApply}
    />,
  );
  const applied = () => JSON.parse(onApply.mock.calls.at(-1)?.[0] as string);
  const saved = (formId: number) => {
    fireEvent.click(screen.getByTestId('designer-apply'));
    const found: Record<string, unknown>[] = [];
    const walk = (list: { __config__: { formId: number; children?: unknown[] } }[]) =>
      list.forEach((f) => {
        if (f.__config__.formId === formId) found.push(f as never);
        walk((f.__config__.children ?? []) as never);
      });
    walk(applied().fields);
    return found[0] as Record<string, unknown> & { __config__: Record<string, unknown> };
  };
  return { onApply, applied, saved };
}

const select = async (formId: number) =>
  fireEvent.click(await screen.findByTestId(`designer-widget-${formId}`));

async function pick(testId: string, label: string) {
  fireEvent.mouseDown(
    within(await screen.findByTestId(testId, {}, { timeout: 5_000 })).getByRole('combobox'),
  );
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option, .ant-select-tree-treenode')]
      .filter((o) => o.textContent === label)
      .at(-1);
    if (!found) throw new Error(`option ${label} not open`);
    return found;
  });
  fireEvent.click(option.querySelector('.ant-select-tree-node-content-wrapper') ?? option);
}

afterEach(() => vi.unstubAllGlobals());

describe('form designer properties', { timeout: 30_000 }, () => {
  it("checks a formula with the engine's parser, refuses to save a wrong one, stores the original's tokens", async () => {
    const { onApply, applied } = openDesigner();
    await select(105);
    const input = await screen.findByTestId('prop-expression');
    fireEvent.click(screen.getByTestId('prop-insert-price'));
    fireEvent.change(input, { target: { value: '{price} ×' } });
    expect(await screen.findByText(/计算公式/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('designer-apply'));
    expect((await screen.findByTestId('designer-blocked')).textContent).toContain('计算公式有误，不能保存');
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '{price} × {nope}' } });
    expect(await screen.findByText(/nope/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    fireEvent.change(input, { target: { value: '{price} × ' } });
    fireEvent.click(screen.getByTestId('prop-insert-items.qty'));
    fireEvent.click(screen.getByTestId('prop-thousands'));
    fireEvent.click(screen.getByTestId('designer-apply'));
    expect(onApply).toHaveBeenCalledTimes(1);
    const total = applied().fields[2];
    expect(total.expression).toEqual([
      { __vModel__: 'price', label: '单价' },
      '×',
      { __vModel__: 'items.qty', label: '数量' },
    ]);
    expect(total.thousands).toBe(true);
    expect(parseFormDesign(applied()).success).toBe(true);
  });

  it('sets number bounds, a date format and a text rule checked by the engine', async () => {
    const { saved } = openDesigner();
    await select(101);
    fireEvent.change(await screen.findByTestId('prop-max'), { target: { value: '99' } });
    fireEvent.change(screen.getByTestId('prop-precision'), { target: { value: '2' } });
    await select(107);
    await pick('prop-format', 'yyyy-MM');
    await select(108);
    fireEvent.click(await screen.findByTestId('prop-add-reg'));
    fireEvent.change(screen.getByTestId('prop-reg-pattern-0'), { target: { value: '(a+)+' } });
    const explain = { selector: '.ant-form-item-explain-error' };
    expect(await screen.findByText(/嵌套的无限重复/, explain)).toBeTruthy();
    fireEvent.change(screen.getByTestId('prop-reg-pattern-0'), { target: { value: '^\\d+$' } });
    fireEvent.change(screen.getByTestId('prop-reg-message-0'), { target: { value: '只能是数字' } });
    await waitFor(() => expect(screen.queryByText(/嵌套的无限重复/, explain)).toBeNull());

    expect(saved(101)).toMatchObject({ max: 99, precision: 2 });
    expect(saved(107)).toMatchObject({ format: 'yyyy-MM', type: 'month' });
    expect(saved(108).__config__.regList).toEqual([{ pattern: '^\\d+$', message: '只能是数字' }]);
  });

  it('sets 默认为当前系统时间 on a date and 默认为当前登录部门 on a department picker, clearing a fixed default', async () => {
    const { saved } = openDesigner();
    await select(107);
    expect(await screen.findByText('默认为当前系统时间')).toBeTruthy();
    fireEvent.click(screen.getByTestId('prop-defaultCurrent'));
    await select(112);
    expect(await screen.findByText('默认为当前登录部门')).toBeTruthy();
    fireEvent.click(screen.getByTestId('prop-defaultCurrent'));
    expect(saved(107).__config__).toMatchObject({ defaultCurrent: true, defaultValue: null });
    expect(saved(112).__config__).toMatchObject({ defaultCurrent: true, defaultValue: null });
    // Not offered where nothing current applies.
    await select(108);
    await screen.findByTestId('prop-add-reg');
    expect(screen.queryByTestId('prop-defaultCurrent')).toBeNull();
  });

  it("sets an attachment field's button text, file types, size and count", async () => {
    const { saved } = openDesigner();
    await select(113);
    fireEvent.change(await screen.findByTestId('prop-buttonText'), { target: { value: '上传合同' } });
    await pick('prop-accept', 'Word');
    await pick('prop-accept', 'PDF');
    fireEvent.change(screen.getByTestId('prop-fileSize'), { target: { value: '500' } });
    await pick('prop-sizeUnit', 'KB');
    fireEvent.change(screen.getByTestId('prop-limit'), { target: { value: '3' } });
    // A type the list does not name (written in the JSON) stays.
    expect(saved(113)).toMatchObject({
      buttonText: '上传合同',
      accept: '.zip,.doc,.docx,.pdf',
      fileSize: 500,
      sizeUnit: 'KB',
      limit: 3,
    });
  });

  it('sets the texts of display widgets and refuses a link address of another scheme', async () => {
    const { saved } = openDesigner();
    await select(114);
    fireEvent.change(await screen.findByTestId('prop-text'), { target: { value: '请如实填写' } });
    await select(115);
    fireEvent.change(await screen.findByTestId('prop-content'), { target: { value: '填写说明' } });
    fireEvent.change(screen.getByTestId('prop-href'), { target: { value: 'javascript:alert(1)' } });
    expect(await screen.findByText(/链接地址只能是/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('prop-href'), { target: { value: 'https://example.com/help' } });
    await waitFor(() => expect(screen.queryByText(/链接地址只能是/)).toBeNull());
    await pick('prop-target', '新窗口');
    await select(116);
    await pick('prop-type', '警告');
    fireEvent.click(screen.getByTestId('prop-show-icon'));
    await select(117);
    fireEvent.change(await screen.findByTestId('prop-dividerText'), { target: { value: '审批信息' } });
    await pick('prop-content-position', '左');

    expect(saved(114).__config__.defaultValue).toBe('请如实填写');
    expect(saved(115)).toMatchObject({
      content: '填写说明',
      href: 'https://example.com/help',
      target: '_blank',
    });
    expect(saved(116)).toMatchObject({ type: 'warning', 'show-icon': true });
    expect(saved(117)).toMatchObject({ __slot__: { default: '审批信息' }, 'content-position': 'left' });
  });

  it('sets the label tip, disabled, and the switch, rate, slider and text area settings', async () => {
    const { saved } = openDesigner();
    await select(118);
    fireEvent.change(await screen.findByTestId('prop-tipLabel'), { target: { value: '打开表示同意' } });
    fireEvent.change(screen.getByTestId('prop-activeTxt'), { target: { value: '同意' } });
    fireEvent.change(screen.getByTestId('prop-inactiveTxt'), { target: { value: '不同意' } });
    fireEvent.click(screen.getByTestId('prop-disabled'));
    await select(119);
    fireEvent.change(await screen.findByTestId('prop-max'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('prop-allow-half'));
    await select(120);
    fireEvent.change(await screen.findByTestId('prop-min'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('prop-step'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('prop-range'));
    expect(screen.queryByTestId('prop-precision')).toBeNull();
    await select(121);
    fireEvent.change(await screen.findByTestId('prop-minRows'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('prop-maxRows'), { target: { value: '8' } });

    expect(saved(118)).toMatchObject({ activeTxt: '同意', inactiveTxt: '不同意', disabled: true });
    expect(saved(118).__config__.tipLabel).toBe('打开表示同意');
    expect(saved(119)).toMatchObject({ max: 10, 'allow-half': true });
    expect(saved(120)).toMatchObject({ min: 10, step: 5, range: true });
    expect(saved(121)).toMatchObject({ autosize: { minRows: 3, maxRows: 8 } });
  });

  it("edits a tab's panes (the open one removed, the first opens), a collapse's and a card's title", async () => {
    const { saved } = openDesigner();
    await select(122);
    fireEvent.change(await screen.findByTestId('prop-pane-0'), { target: { value: '基本信息' } });
    fireEvent.click(screen.getByTestId('prop-pane-add'));
    fireEvent.click(screen.getByTestId('prop-pane-remove-1'));
    const confirm = await waitFor(() => {
      const button = document.querySelector('.ant-popconfirm .ant-btn-primary');
      if (!button) throw new Error('no confirmation open');
      return button;
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId('prop-pane-2')).toBeNull());
    const tab = saved(122).__config__;
    expect((tab.children as { title: string }[]).map((pane) => pane.title)).toEqual(['基本信息', '面板 3']);
    expect(tab.active).toBe(0);

    await select(124);
    // The last pane stays.
    expect(await screen.findByText('最后一项不能删除')).toBeTruthy();
    expect(screen.getByTestId('prop-pane-remove-0')).toBeDisabled();
    fireEvent.click(screen.getByTestId('prop-accordion'));
    await select(123);
    fireEvent.change(await screen.findByTestId('prop-header'), { target: { value: '采购信息' } });
    expect(saved(124)).toMatchObject({ accordion: true });
    expect(saved(123)).toMatchObject({ header: '采购信息' });
  });

  it("sets a sub-table's totals among its number columns and which columns are required", async () => {
    const { saved } = openDesigner();
    await select(102);
    fireEvent.click(await screen.findByTestId('prop-showSummary'));
    await pick('prop-summaryField', '数量');
    fireEvent.click(screen.getByTestId('prop-column-required-qty'));
    const table = saved(102);
    expect(table).toMatchObject({ 'show-summary': true, summaryField: ['qty'] });
    expect(
      (table.__config__.children as { __config__: { required?: boolean } }[])[0]?.__config__.required,
    ).toBe(true);
  });

  it('writes a visibility rule the engine accepts and shows its refusal of a wrong one', async () => {
    const { saved } = openDesigner();
    await select(108);
    fireEvent.click(await screen.findByTestId('prop-showWhen-add'));
    expect(await screen.findByTestId('prop-showWhen-errors')).toBeTruthy();
    await pick('prop-showWhen-field-0', '类型');
    await pick('prop-showWhen-operator-0', '属于');
    fireEvent.change(screen.getByTestId('prop-showWhen-value-0'), { target: { value: '1,2' } });
    await waitFor(() => expect(screen.queryByTestId('prop-showWhen-errors')).toBeNull());
    expect(saved(108).__config__.showWhen).toEqual({
      match: 'all',
      conditions: [{ field: 'kind', operator: 'in', value: ['1', '2'] }],
    });
  });

  it('takes options from a real data interface with its parameters', async () => {
    const { calls } = stubFetch(
      oneInterfaceRoutes('客户列表', [
        { field: 'area', fieldName: '地区', dataType: 'varchar', required: 1, defaultValue: '' },
      ]),
    );
    const { saved } = openDesigner();
    await select(106);
    await pick('prop-dataType', '远端数据');
    await pick('prop-propsUrl', '客户列表');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/system/DataInterface/GetParam/if1'));
    await pick('prop-param-area', '名称');
    fireEvent.change(screen.getByTestId('prop-labelKey'), { target: { value: 'name' } });

    const kind = saved(106);
    expect(kind.__config__).toMatchObject({
      dataType: 'dynamic',
      propsUrl: 'if1',
      propsName: '客户列表',
      templateJson: [{ field: 'area', relationField: 'name', required: 1 }],
    });
    expect(kind.props).toEqual({ props: { label: 'name', value: 'id' } });
  });

  it('draws document numbers from a rule picked in the rule list', async () => {
    stubFetch({
      'GET /api/system/BillRule/Selector': envelope({
        list: [
          {
            id: 'r1',
            fullName: '订单号',
            enCode: 'order',
            category: '',
            startNumber: '1',
            digit: 4,
            example: 'D0001',
          },
        ],
        pagination: { currentPage: 1, pageSize: 500, total: 1 },
      }),
    });
    const { saved } = openDesigner();
    await select(109);
    fireEvent.click(await screen.findByTestId('bill-rule-picker-input'));
    const rules = await screen.findByTestId('bill-rule-picker');
    fireEvent.click(await within(rules).findByText('订单号'));
    // The picker's own OK (antd's default text here; the designer's 确定 is another button).
    const ok = await screen.findByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).not.toBeDisabled());
    fireEvent.click(ok);
    expect(saved(109).__config__).toMatchObject({ rule: 'order', ruleName: '订单号' });
  });

  it('picks a related design and its fields, and sets pickers to several values and the area depth', async () => {
    stubFetch({
      'GET /api/visualdev/Base/Selector': envelope({
        list: [
          {
            id: 'cat',
            fullName: '业务',
            hasChildren: true,
            children: [
              {
                id: 'd1',
                fullName: '客户档案',
                enCode: 'c',
                category: 'cat',
                type: 1,
                webType: 2,
                enableFlow: 0,
              },
            ],
          },
        ],
      }),
      'GET /api/visualdev/Base/d1/FormDataFields': envelope({
        list: [
          { vmodel: 'fullName', label: '客户名', jnpfKey: 'comInput' },
          { vmodel: 'phone', label: '电话', jnpfKey: 'comInput' },
        ],
      }),
    });
    const { saved } = openDesigner();
    await select(110);
    await pick('prop-modelId', '客户档案');
    await pick('prop-relationField', '客户名');
    await pick('prop-columnOptions', '电话');
    await select(111);
    fireEvent.click(await screen.findByTestId('prop-multiple'));
    await pick('prop-level', '省市');
    await select(112);
    await pick('prop-selectType', '自定义');
    expect(await screen.findByTestId('prop-ableDepIds')).toBeTruthy();

    expect(saved(110)).toMatchObject({
      modelId: 'd1',
      relationField: 'fullName',
      columnOptions: [{ value: 'phone', label: '电话' }],
    });
    expect(saved(111)).toMatchObject({ multiple: true, level: 1 });
    expect(saved(112)).toMatchObject({ selectType: 'custom', ableDepIds: [] });
  });

  it('takes options from a released dynamic dictionary design, stored by the entry code', async () => {
    const { calls } = stubFetch({
      'GET /api/visualdev/Base/Selector': envelope({
        list: [
          {
            id: 'cat',
            fullName: '字典',
            hasChildren: true,
            children: [
              {
                id: 'dd1',
                fullName: '客户来源',
                enCode: 's',
                category: 'cat',
                type: 1,
                webType: 2,
                enableFlow: 0,
              },
            ],
          },
        ],
      }),
    });
    const { saved } = openDesigner();
    await select(106);
    await pick('prop-dataType', '动态字典');
    await pick('prop-dictionaryDesign', '客户来源');
    await pick('prop-dictionaryStored', '条目编码');
    const selector = calls.find((c) => c.path === '/api/visualdev/Base/Selector');
    expect(selector?.url.searchParams.get('isRelease')).toBe('1');

    const kind = saved(106);
    expect(kind.__config__).toMatchObject({ dataType: 'dynamicDictionary', dictionaryType: 'dd1' });
    expect(kind.props).toMatchObject({ props: { label: 'fullName', value: 'enCode' } });
  });

  it('picks a data-dictionary category from the category tree and stores its id', async () => {
    const node = (id: string, fullName: string, enCode: string, children?: unknown[]) => ({
      id,
      parentId: '0',
      fullName,
      enCode,
      isTree: 0,
      category: 1,
      sortCode: 0,
      description: null,
      hasChildren: Boolean(children),
      ...(children ? { children } : {}),
    });
    stubFetch({
      'GET /api/system/DictionaryType/Selector': envelope({
        list: [node('t0', '业务字典', 'business', [node('t1', '客户等级', 'customerLevel')])],
      }),
    });
    const { saved } = openDesigner();
    await select(106);
    await pick('prop-dataType', '数据字典');
    await pick('prop-dictionaryType', '客户等级 (customerLevel)');

    expect(saved(106).__config__).toMatchObject({ dataType: 'dictionary', dictionaryType: 't1' });
  });
});
