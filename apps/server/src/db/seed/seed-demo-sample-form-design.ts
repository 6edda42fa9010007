/*
 * The demo design behind 扩展示例 › 表单示例: an expense claim (费用报销单) drawn with the widgets a
 * business form uses most — pickers for the claimant and department, a date, a choice, a sub-table of
 * expense lines whose amounts are calculated and summed, a calculated total in Chinese capitals, an area,
 * a rating and an attachment. A form-only design (webType 1): its menu opens the form itself, each
 * submission a record. Widgets start from the designer's own templates, so they carry every property the
 * designer would give them.
 */

import { type FormField, NEW_FORM_CONF, newWidget, type PaletteKey } from '@platform/form-engine';

type Json = Record<string, unknown>;

/** The design's id: the seeded menu's `propertyJson.moduleId` names it. */
export const DEMO_SAMPLE_FORM_DESIGN_ID = 'demo-sample-form';

let formId = 100;

/** A widget from the designer's template, named and labelled, with its own properties and config. */
function field(key: PaletteKey, name: string, label: string, props: Json = {}, config: Json = {}): FormField {
  formId += 1;
  const made = newWidget(key, formId, 'zh-CN') as unknown as Json;
  const base = made.__config__ as Json;
  return { ...made, ...props, __vModel__: name, __config__: { ...base, label, ...config } } as FormField;
}

/** Static options as the designer's templates hold them (`options`, labelled by `fullName`). */
const staticChoice = (entries: [id: string, fullName: string][]) => ({
  props: { options: entries.map(([id, fullName]) => ({ id, fullName })) },
  config: { dataType: 'static' },
});

const kinds = staticChoice([
  ['travel', '差旅费'],
  ['office', '办公费'],
  ['meal', '招待费'],
  ['other', '其他'],
]);
const payments = staticChoice([
  ['transfer', '银行转账'],
  ['cash', '现金'],
]);

const fields: FormField[] = [
  field(
    'comInput',
    'title',
    '报销事由',
    { maxlength: 100, placeholder: '请输入报销事由' },
    { required: true },
  ),
  field('userSelect', 'claimant', '报销人', {}, { required: true, span: 12 }),
  field('depSelect', 'department', '所属部门', {}, { span: 12 }),
  field('date', 'claimDate', '报销日期', {}, { required: true, span: 12 }),
  field('radio', 'payment', '支付方式', payments.props, {
    ...payments.config,
    span: 12,
    defaultValue: 'transfer',
  }),
  field(
    'table',
    'lines',
    '费用明细',
    { actionText: '添加费用', 'show-summary': true, summaryField: ['lineAmount'] },
    {
      children: [
        field('select', 'kind', '费用类别', kinds.props, { ...kinds.config, required: true }),
        field('comInput', 'note', '说明', { maxlength: 100 }),
        field('numInput', 'quantity', '数量', { min: 0, precision: 0 }, { defaultValue: 1 }),
        field('numInput', 'price', '单价(元)', { min: 0, precision: 2 }),
        field('calculate', 'lineAmount', '金额(元)', {
          expression: '{lines.quantity} × {lines.price}',
          precision: 2,
        }),
      ],
    },
  ),
  field(
    'calculate',
    'total',
    '报销总额(元)',
    { expression: '{lines.lineAmount}', precision: 2, thousands: true, isAmountChinese: true },
    { span: 12 },
  ),
  field('address', 'place', '发生地区', { level: 1 }, { span: 12 }),
  field('rate', 'urgency', '紧急程度', { max: 5 }, { span: 12 }),
  field('uploadFz', 'attachments', '票据附件', { limit: 5, fileSize: 10, sizeUnit: 'MB' }),
  field('textarea', 'remark', '备注', { maxlength: 500, placeholder: '请输入备注' }),
];

export const demoSampleFormData = JSON.stringify({ ...NEW_FORM_CONF, idGlobal: formId, fields });
