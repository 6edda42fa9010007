/*
 * A form design in the original designer's JSON that holds every widget the form engine builds today
 * (packages/form-engine/src/react/registry.tsx), each value field with a Chinese label, inside every
 * layout container. Spec 16 pastes it into /previewModel, fills it and reads it back.
 *
 * The tree select and the record pickers with their related attributes are in `recordPickerDesign` below.
 * The autocomplete has no data interface here (the preview has no suggestion source), so it is typed.
 */

type Json = Record<string, unknown>;

const field = (key: string, name: string, label: string, extra: Json = {}, config: Json = {}): Json => ({
  __config__: { jnpfKey: key, label, span: 24, showLabel: true, ...config },
  __vModel__: name,
  ...extra,
});

/** A widget without a value of its own (layout, display). */
const widget = (key: string, extra: Json = {}, config: Json = {}): Json => ({
  __config__: { jnpfKey: key, span: 24, ...config },
  ...extra,
});

const container = (key: string, children: Json[], extra: Json = {}, config: Json = {}) =>
  widget(key, extra, { ...config, children });

const options = (...names: string[]) => names.map((fullName, index) => ({ fullName, id: String(index + 1) }));

export const LEVELS = options('普通', '重要', '紧急');
export const TAGS = options('差旅', '采购', '培训');
export const PAYMENTS = options('现金', '转账');
export const CATEGORIES = [
  {
    fullName: '办公用品',
    id: 'office',
    children: [
      { fullName: '纸张', id: 'paper' },
      { fullName: '耗材', id: 'supplies' },
    ],
  },
  { fullName: '设备', id: 'device', children: [{ fullName: '电脑', id: 'pc' }] },
];

/** The mobile number rule: the engine's generic message (`…格式不正确`) since the rule names none. */
export const MOBILE_PATTERN = '/^1\\d{10}$/';

const subTable = field(
  'table',
  'items',
  '采购明细',
  { showSummary: true, summaryField: ['amount'], thousands: true, actionText: '添加明细' },
  {
    children: [
      field('input', 'name', '品名', {}, { required: true }),
      field('inputNumber', 'qty', '数量', { min: 1 }, { defaultValue: 1 }),
      field('inputNumber', 'price', '单价', { precision: 2 }),
      field('calculate', 'amount', '金额', { expression: '{items.qty} × {items.price}', precision: 2 }),
    ],
  },
);

export const everyWidgetDesign = {
  formRef: 'elForm',
  formModel: 'dataForm',
  size: 'small',
  labelPosition: 'right',
  labelWidth: 110,
  gutter: 15,
  confirmButtonText: '提交',
  fields: [
    widget('alert', { title: '请如实填写采购申请', type: 'info', 'show-icon': true }),
    widget('groupTitle', { content: '基本信息' }),
    field('input', 'title', '申请标题', { maxlength: 50 }, { required: true }),
    field(
      'input',
      'mobile',
      '联系电话',
      {},
      { required: true, regList: [{ pattern: MOBILE_PATTERN, message: '' }] },
    ),
    field('PsdInput', 'secret', '查询口令'),
    field('textarea', 'remark', '备注'),
    field('autoComplete', 'supplier', '供应商', { interfaceId: '', relationField: 'fullName' }),
    container('row', [
      field('checkbox', 'tags', '标签', { options: TAGS }, { span: 12 }),
      field('select', 'payment', '支付方式', { options: PAYMENTS }, { span: 12 }),
    ]),
    field('cascader', 'category', '类别', { options: CATEGORIES }),
    container('tableGrid', [
      container('tableGridTr', [
        container('tableGridTd', [field('switch', 'urgent', '加急', { activeTxt: '是', inactiveTxt: '否' })]),
        container('tableGridTd', [field('radio', 'level', '重要程度', { options: LEVELS })]),
      ]),
    ]),
    container(
      'card',
      [
        field('inputNumber', 'price', '预算单价', { precision: 2, min: 0 }, { span: 12 }),
        field('inputNumber', 'quantity', '预算数量', { min: 1 }, { span: 12 }),
        field('calculate', 'total', '预算总额', {
          expression: '{price} × {quantity}',
          precision: 2,
          thousands: true,
          isAmountChinese: true,
        }),
      ],
      { header: '预算' },
    ),
    container('tab', [
      container('tabItem', [field('date', 'payDate', '付款日期'), field('time', 'meetTime', '会议时间')], {
        title: '时间',
        name: 'times',
      }),
      container(
        'tabItem',
        [
          field('dateRange', 'tripDates', '出差日期'),
          field('timeRange', 'workHours', '工作时段'),
          field('numRange', 'budgetRange', '预算范围'),
        ],
        { title: '范围', name: 'ranges' },
      ),
    ]),
    container(
      'collapse',
      [
        container(
          'collapseItem',
          [
            field('colorPicker', 'color', '标识颜色'),
            field('rate', 'score', '满意度', { max: 5 }),
            field('slider', 'progress', '进度', { min: 0, max: 100, step: 10 }),
          ],
          { title: '评价', name: 'rating' },
        ),
      ],
      {},
      { active: ['rating'] },
    ),
    widget('divider', { __slot__: { default: '附件与说明' } }),
    field('uploadFz', 'attachments', '附件', { accept: '.pdf,.docx', fileSize: 1, sizeUnit: 'MB', limit: 3 }),
    field('uploadImg', 'photos', '照片', { fileSize: 1, sizeUnit: 'MB', limit: 3 }),
    field('editor', 'content', '详细说明'),
    widget('groupTitle', { content: '人员与组织' }),
    field('organizeSelect', 'company', '所属组织'),
    field('depSelect', 'dept', '承办部门'),
    field('posSelect', 'position', '岗位'),
    field('userSelect', 'owner', '负责人'),
    field('usersSelect', 'members', '参与人员', { multiple: true }),
    field('roleSelect', 'role', '审批角色'),
    field('groupSelect', 'group', '协作分组'),
    field('address', 'area', '收货地区', { level: 2 }),
    subTable,
    field('calculate', 'itemsTotal', '明细合计', { expression: '{items.amount}', precision: 2 }),
    field('qrcode', 'qr', '二维码', { dataType: 'relation', relationField: 'title', size: 96 }),
    field('barcode', 'bar', '条形码', { dataType: 'static', staticText: 'CG20260305', format: 'code128' }),
    widget('JNPFText', { content: '以下由系统填写' }, { defaultValue: '以下由系统填写' }),
    field('billRule', 'billNo', '单据编号'),
    field('createUser', 'creator', '创建人'),
    field('createTime', 'createdAt', '创建时间'),
    field('currOrganize', 'creatorOrg', '所属部门'),
    widget('link', { content: '填写说明', href: 'https://example.com/help' }),
    widget('button', { buttonText: '帮助' }),
  ],
};

/** The value fields the submitted record holds (system fields and the document number are the server's). */
export const SUBMITTED_KEYS = [
  'title',
  'mobile',
  'secret',
  'remark',
  'supplier',
  'tags',
  'payment',
  'category',
  'urgent',
  'level',
  'price',
  'quantity',
  'total',
  'payDate',
  'meetTime',
  'tripDates',
  'workHours',
  'budgetRange',
  'color',
  'score',
  'progress',
  'attachments',
  'photos',
  'content',
  'company',
  'dept',
  'position',
  'owner',
  'members',
  'role',
  'group',
  'area',
  'items',
  'itemsTotal',
];

/*
 * The record pickers (popup select, popup table select, relation form) with their related attributes, and
 * the tree select. The popup selects read the demo static data interface the server seeds on a fresh
 * database (示例供应商, rows supplier-1 … supplier-36); the relation form reads the web's demo form
 * (apps/web/src/modules/visualdev/preview-model/demo-record-sources.ts) until the server has online forms.
 */
const DEMO_INTERFACE_ID = 'demo-suppliers';
const DEMO_FORM_ID = 'demo-contracts';

const supplierPicker = {
  interfaceId: DEMO_INTERFACE_ID,
  propsValue: 'id',
  relationField: 'fullName',
  hasPage: true,
  pageSize: 10,
  columnOptions: [
    { value: 'fullName', label: '供应商名称' },
    { value: 'city', label: '所在城市' },
  ],
};

export const recordPickerDesign = {
  labelWidth: 110,
  confirmButtonText: '提交',
  fields: [
    field('treeSelect', 'kind', '物品分类', { options: CATEGORIES }, { required: true }),
    field('popupSelect', 'supplier', '供应商', supplierPicker),
    field('popupAttr', 'supplierCity', '供应商城市', { relationField: 'supplier', showField: 'city' }),
    field('popupTableSelect', 'backups', '备选供应商', { ...supplierPicker, multiple: true }),
    field('relationForm', 'contract', '关联合同', {
      modelId: DEMO_FORM_ID,
      relationField: 'title',
      columnOptions: [
        { value: 'title', label: '合同名称' },
        { value: 'amount', label: '合同金额' },
      ],
    }),
    field('relationFormAttr', 'contractParty', '签订方', { relationField: 'contract', showField: 'party' }),
  ],
};
