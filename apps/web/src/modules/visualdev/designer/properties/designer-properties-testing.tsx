import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithApp } from '../../../../testing/render-with-app.tsx';
import { FormDesignerDialog } from '../form-designer-dialog.tsx';
import { stateFromText } from '../use-form-design.ts';

/* The form designer as the property tests open it: one design with a widget of each kind they edit. */

const conf = (jnpfKey: string, formId: number, label: string, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, formId, ...extra },
});

/** 单价, a sub-table 明细 with 数量 and 备注, a calculated 合计, a choice 类型, a date and a text. */
export const DESIGN = {
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
    {
      ...conf('table', 125, '物品', {
        children: [
          { ...conf('comInput', 126, '物品名称', { parentVModel: 'goods' }), __vModel__: 'goodsName' },
          { ...conf('numInput', 127, '单价', { parentVModel: 'goods' }), __vModel__: 'unitPrice' },
        ],
      }),
      __vModel__: 'goods',
      addType: 1,
      addTableConf: { interfaceId: 'if1', interfaceName: '仓库物品', templateJson: [] },
    },
    {
      ...conf('userSelect', 128, '审核人'),
      __vModel__: 'checker',
      multiple: false,
      selectType: 'custom',
      ableDepIds: [],
      ablePosIds: [],
      ableUserIds: ['u1'],
      ableRoleIds: [],
      ableGroupIds: [],
    },
  ],
};

export function openDesigner() {
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

export const select = async (formId: number) =>
  fireEvent.click(await screen.findByTestId(`designer-widget-${formId}`));

export async function pick(testId: string, label: string) {
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
