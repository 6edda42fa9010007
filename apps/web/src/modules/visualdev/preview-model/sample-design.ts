import { DEMO_SUPPLIER_PICKER } from './demo-record-sources.ts';

/*
 * The bundled sample of the function preview: a small expense form in the original designer's JSON,
 * touching text, number, choice, date, upload and calculated widgets, and a popup select (with the
 * picked supplier's city) over the demo data interface the server seeds. Loaded on demand.
 */

const field = (
  key: string,
  name: string,
  label: string,
  extra: Record<string, unknown> = {},
  config = {},
) => ({
  __config__: { jnpfKey: key, label, span: 24, showLabel: true, ...config },
  __vModel__: name,
  ...extra,
});

export const sampleDesign = {
  formRef: 'elForm',
  formModel: 'dataForm',
  size: 'small',
  labelPosition: 'right',
  labelWidth: 100,
  gutter: 15,
  confirmButtonText: '提交',
  fields: [
    field('input', 'title', '标题', { maxlength: 50, placeholder: '请输入标题' }, { required: true }),
    field('inputNumber', 'price', '单价', { precision: 2, min: 0 }, { span: 12 }),
    field('inputNumber', 'quantity', '数量', { min: 1 }, { span: 12 }),
    field(
      'calculate',
      'amount',
      '金额',
      { expression: '{price} × {quantity}', precision: 2, thousands: true, isAmountChinese: true },
      { span: 12 },
    ),
    field(
      'select',
      'payment',
      '支付方式',
      {
        options: [
          { fullName: '现金', id: '1' },
          { fullName: '转账', id: '2' },
        ],
      },
      { span: 12 },
    ),
    field('popupSelect', 'supplier', '供应商', DEMO_SUPPLIER_PICKER, { span: 12 }),
    field(
      'popupAttr',
      'supplierCity',
      '供应商城市',
      { relationField: 'supplier', showField: 'city' },
      { span: 12 },
    ),
    field('date', 'payDate', '付款日期', { format: 'yyyy-MM-dd' }),
    field('textarea', 'remark', '备注'),
    field('uploadFz', 'attachments', '附件', {
      accept: '.pdf,.docx,.xlsx',
      fileSize: 10,
      sizeUnit: 'MB',
      limit: 3,
    }),
    field('uploadImg', 'photos', '照片', { fileSize: 5, sizeUnit: 'MB', limit: 5 }),
  ],
};
