import { parseFormDesign } from '@platform/form-engine';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneInterfaceRoutes } from '../../../../testing/data-interface-stub.ts';
import { envelope, stubFetch } from '../../../../testing/fetch-stub.ts';
import { openDesigner, pick, select } from './designer-properties-testing.tsx';

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
