import { formData, widget } from './visual-dev-fixtures.ts';

/**
 * A design with one widget of each kind the generator types (required text with a maxlength, text
 * area, number, switch, date, select with static options) and an upload it leaves out.
 */
export const generatorFormData = formData([
  widget('comInput', 'title', '标题', { maxlength: 50 }, { required: true }),
  widget('textarea', 'remark', '备注'),
  widget('numInput', 'amount', '金额'),
  widget('switch', 'isUrgent', '加急'),
  widget('date', 'dueDate', '截止日期', { type: 'date', format: 'yyyy-MM-dd' }),
  widget('select', 'status', '状态', {
    options: [
      { fullName: '草稿', id: 'draft' },
      { fullName: '已提交', id: 'submitted' },
    ],
  }),
  widget('uploadFz', 'attachment', '附件'),
]);

/** The output dialog's body as the original sends it. */
export const generatorBody = {
  module: 'system',
  className: 'purchaseOrder',
  description: '采购单',
  subClassName: '',
  modulePackageName: 'jnpf',
};
