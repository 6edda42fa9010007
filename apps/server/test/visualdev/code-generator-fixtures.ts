import { formData, widget } from './visual-dev-fixtures.ts';

const options = (...values: string[]) => ({
  options: values.map((value) => ({ fullName: value, id: value })),
});
const multiple = { multiple: true };

/**
 * A design with one widget of each kind the generator types: plain inputs (required text with a
 * maxlength, text area, number with bounds, switch, date, select with static options, radio with number
 * values), choices (checkbox, a dictionary select with several values, cascader, area), uploads (one
 * with a file count and size), pickers single and multiple, ranges, a sub-table with columns of these
 * kinds, and the creator and modifier widgets the server fills; and a document number and a popup select
 * it leaves out.
 */
export const generatorFormData = formData([
  widget('comInput', 'title', '标题', { maxlength: 50 }, { required: true }),
  widget('textarea', 'remark', '备注'),
  widget('numInput', 'amount', '金额', { min: 0, max: 1000000, precision: 2 }),
  widget('switch', 'isUrgent', '加急'),
  widget('date', 'dueDate', '截止日期', { type: 'date', format: 'yyyy-MM-dd' }),
  widget('select', 'status', '状态', {
    options: [
      { fullName: '草稿', id: 'draft' },
      { fullName: '已提交', id: 'submitted' },
    ],
  }),
  widget('radio', 'level', '级别', {
    options: [
      { fullName: '高', id: 1 },
      { fullName: '低', id: 2 },
    ],
  }),
  widget('checkbox', 'tags', '标签', options('a', 'b')),
  widget('select', 'sources', '来源', multiple, { dataType: 'dictionary', dictionaryType: 'source' }),
  widget('cascader', 'category', '分类', options('c1', 'c2')),
  widget('address', 'region', '地区', multiple),
  widget('uploadFile', 'attachment', '附件', { limit: 3, fileSize: 10, sizeUnit: 'MB' }),
  widget('uploadImg', 'photos', '图片'),
  widget('userSelect', 'owner', '负责人'),
  widget('usersSelect', 'watchers', '关注人', multiple),
  widget('comSelect', 'company', '公司'),
  widget('organizeSelect', 'organizations', '组织', multiple),
  widget('depSelect', 'department', '部门'),
  widget('posSelect', 'positions', '岗位', multiple),
  widget('roleSelect', 'role', '角色'),
  widget('groupSelect', 'groups', '分组', multiple),
  widget('numRange', 'budget', '预算'),
  widget('dateRange', 'period', '周期', { type: 'daterange' }),
  widget('timeRange', 'hours', '时段', { 'is-range': true }),
  widget(
    'table',
    'items',
    '明细',
    {},
    {
      layout: 'rowFormItem',
      children: [
        widget('comInput', 'itemName', '品名', {}, { required: true }),
        widget('numInput', 'quantity', '数量'),
        widget('date', 'deliveredAt', '交付日期', { type: 'date', format: 'yyyy-MM-dd' }),
        widget('uploadFile', 'drawing', '图纸'),
        widget('userSelect', 'buyer', '采购员'),
        widget('checkbox', 'marks', '标记', options('m1', 'm2')),
      ],
    },
  ),
  widget('createUser', 'createdBy', '创建人'),
  widget('createTime', 'createdOn', '创建时间'),
  widget('modifyUser', 'modifiedBy', '修改人'),
  widget('modifyTime', 'modifiedOn', '修改时间'),
  widget('billRule', 'documentNo', '单号', {}, { rule: 'purchase' }),
  widget('popupSelect', 'supplier', '供应商'),
]);

/** The output dialog's body as the original sends it. */
export const generatorBody = {
  module: 'system',
  className: 'purchaseOrder',
  description: '采购单',
  subClassName: '',
  modulePackageName: 'jnpf',
};
