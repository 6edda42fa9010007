import type { PaletteKey } from './widget-names.ts';
import type { SampleKey } from './widget-sample-texts.ts';

/*
 * The defaults of each widget the designer offers, as the original designer writes them: its own
 * properties and what it adds to `__config__` (default value, option source, time bounds, children of
 * a container). Facts from the original designer's palette; texts from the designer's language.
 */

type Json = Record<string, unknown>;

export interface Template {
  /** Added to `__config__`. */
  config?: Json;
  /** The widget's own properties. */
  props?: Json;
  /** A container laid out over the whole row, holding other widgets. */
  isRow?: boolean;
}

const optionProps = { props: { props: { label: 'fullName', value: 'id' } } };
const treeProps = { props: { props: { value: 'id', label: 'fullName', children: 'children' } } };
const staticSource = {
  dataType: 'static',
  dictionaryType: '',
  propsUrl: '',
  propsName: '',
  templateJson: [],
};
const timeBounds = {
  startTimeRule: false,
  startTimeType: 1,
  startTimeTarget: 1,
  startTimeValue: '',
  endTimeRule: false,
  endTimeType: 1,
  endTimeTarget: 1,
  endTimeValue: '',
  startRelationField: '',
  endRelationField: '',
};
const upload = {
  accept: '',
  fileSize: 10,
  sizeUnit: 'MB',
  showTip: false,
  pathType: 'defaultPath',
  isAccount: 0,
  folder: '',
  tipText: '',
  limit: 9,
};
const popup = {
  interfaceId: '',
  interfaceName: '',
  templateJson: [],
  hasPage: false,
  pageSize: 20,
  columnOptions: [],
  propsValue: 'id',
  relationField: 'fullName',
  popupTitle: '',
  popupWidth: '800px',
  interfaceHasPage: 0,
};
const picker = { multiple: false, clearable: true, filterable: false };
const attribute: Template = {
  config: { isStorage: 1, defaultValue: '' },
  props: { showField: '', relationField: '' },
};
const system = (type: string): Template => ({
  config: { defaultValue: '' },
  props: { type, readonly: true },
});

/** Each offered widget's defaults, from the language's sample texts. */
export function widgetTemplates(t: (key: SampleKey) => string): Record<PaletteKey, Template> {
  const options = [
    { fullName: t('option1'), id: '1' },
    { fullName: t('option2'), id: '2' },
  ];
  const tree = [{ id: '1', fullName: t('treeRoot'), children: [{ id: '2', fullName: t('treeLeaf') }] }];
  const panes = (key: 'collapseItem' | 'tabItem', title: string) =>
    [1, 2].map((i) => ({
      title: `${title} ${i}`,
      name: String(i),
      __config__: { jnpfKey: key, children: [] },
    }));
  return {
    comInput: {
      props: { clearable: true, maxlength: null, 'show-word-limit': false, readonly: false },
      config: { unique: false },
    },
    textarea: {
      props: {
        type: 'textarea',
        autosize: { minRows: 4, maxRows: 4 },
        maxlength: null,
        'show-word-limit': true,
      },
    },
    PsdInput: { props: { clearable: true, maxlength: null, 'show-password': true } },
    numInput: { props: { step: 1, precision: undefined, thousands: false, isAmountChinese: false } },
    switch: {
      config: { defaultValue: 0 },
      props: { activeTxt: '', inactiveTxt: '', 'active-value': 1, 'inactive-value': 0 },
    },
    radio: {
      config: staticSource,
      props: { ...optionProps, options, direction: 'horizontal', optionType: 'default', border: false },
    },
    checkbox: {
      config: { ...staticSource, defaultValue: [] },
      props: { ...optionProps, options, direction: 'horizontal', optionType: 'default', border: false },
    },
    select: { config: { ...staticSource, defaultValue: '' }, props: { ...optionProps, options, ...picker } },
    cascader: {
      config: { ...staticSource, defaultValue: [] },
      props: {
        ...treeProps,
        options: tree,
        'show-all-levels': true,
        clearable: true,
        filterable: false,
        separator: '/',
      },
    },
    date: {
      config: { defaultValue: null, defaultCurrent: false, ...timeBounds },
      props: { type: 'date', format: 'yyyy-MM-dd', 'value-format': 'timestamp', clearable: true },
    },
    time: {
      config: { defaultValue: null, defaultCurrent: false, ...timeBounds },
      props: { format: 'HH:mm:ss', 'value-format': 'HH:mm:ss', clearable: true },
    },
    dateRange: {
      config: { defaultValue: [] },
      props: { type: 'daterange', format: 'yyyy-MM-dd', 'value-format': 'timestamp', clearable: true },
    },
    timeRange: {
      config: { defaultValue: [] },
      props: { 'is-range': true, format: 'HH:mm:ss', 'value-format': 'HH:mm:ss', clearable: true },
    },
    numRange: { config: { defaultValue: [] }, props: { precision: undefined } },
    uploadFz: { config: { defaultValue: [] }, props: { ...upload, buttonText: '' } },
    uploadImg: { config: { defaultValue: [] }, props: upload },
    colorPicker: { config: { defaultValue: null }, props: { 'show-alpha': false, 'color-format': '' } },
    rate: {
      config: { defaultValue: 0 },
      props: { max: 5, 'allow-half': false, 'show-text': false, 'show-score': false },
    },
    slider: {
      config: { defaultValue: 0 },
      props: { min: 0, max: 100, step: 1, 'show-stops': false, range: false },
    },
    editor: { config: { defaultValue: null } },
    link: { props: { content: t('link'), href: '', target: '_self', textStyle: { 'text-align': 'left' } } },
    button: { props: { align: 'left', buttonText: t('button'), type: '' } },
    JNPFText: {
      config: { defaultValue: t('text') },
      props: { textStyle: { color: '#000000', 'text-align': 'left', 'font-size': 12, 'line-height': 32 } },
    },
    alert: { props: { title: t('alert'), type: 'success', 'show-icon': false, closable: true } },
    calculate: { props: { expression: [], precision: 2, thousands: false, isAmountChinese: false } },
    qrcode: {
      props: {
        dataType: 'static',
        staticText: '',
        relationField: '',
        size: 100,
        colorDark: '#000000',
        colorLight: '#ffffff',
      },
    },
    barcode: {
      props: {
        dataType: 'static',
        staticText: '',
        relationField: '',
        format: 'code128',
        lineColor: '#000000',
        background: '#ffffff',
        width: 4,
        height: 40,
      },
    },
    comSelect: { config: { defaultValue: [], defaultCurrent: false }, props: picker },
    depSelect: {
      config: { defaultValue: null, defaultCurrent: false },
      props: { ...picker, selectType: 'all', ableDepIds: [] },
    },
    posSelect: {
      config: { defaultValue: null },
      props: { ...picker, selectType: 'all', ableDepIds: [], ablePosIds: [] },
    },
    userSelect: {
      config: { defaultValue: null, defaultCurrent: false, relationField: '' },
      props: {
        ...picker,
        selectType: 'all',
        ableDepIds: [],
        ablePosIds: [],
        ableUserIds: [],
        ableRoleIds: [],
        ableGroupIds: [],
        relationField: '',
      },
    },
    roleSelect: { config: { defaultValue: null }, props: picker },
    groupSelect: { config: { defaultValue: '' }, props: picker },
    usersSelect: { config: { defaultValue: null }, props: { ...picker, selectType: 'all', ableIds: [] } },
    table: {
      isRow: true,
      config: { defaultValue: [], showTitle: true, type: 'table', rowType: 'table', children: [] },
      props: {
        actionText: t('add'),
        'show-summary': false,
        addType: 0,
        addTableConf: {
          ...popup,
          popupTitle: t('popupTitle'),
          popupType: 'dialog',
          hasPage: true,
          relationOptions: [],
        },
        summaryField: [],
        thousands: false,
        thousandsField: [],
        tableConf: {},
      },
    },
    treeSelect: {
      config: { ...staticSource, defaultValue: null },
      props: { ...treeProps, options: tree, ...picker },
    },
    popupTableSelect: {
      config: { defaultValue: '' },
      props: { ...popup, ...picker, popupTitle: t('popupTitle'), popupType: 'popover' },
    },
    autoComplete: {
      props: {
        total: 10,
        relationField: 'fullName',
        interfaceId: '',
        interfaceName: '',
        templateJson: [],
        clearable: true,
        maxlength: null,
      },
    },
    address: {
      config: { defaultValue: [] },
      props: { ...picker, ableAddressIds: [], selectType: 'all', level: 2 },
    },
    billRule: { config: { defaultValue: null, rule: '', ruleName: '' }, props: { readonly: true } },
    relationForm: {
      config: { defaultValue: '' },
      props: {
        modelId: '',
        relationField: '',
        hasPage: false,
        pageSize: 20,
        columnOptions: [],
        clearable: true,
        popupType: 'dialog',
        popupTitle: t('popupTitle'),
        popupWidth: '800px',
      },
    },
    popupSelect: {
      config: { defaultValue: '' },
      props: { ...popup, popupTitle: t('popupTitle'), popupType: 'dialog', clearable: true },
    },
    relationFormAttr: attribute,
    popupAttr: attribute,
    createUser: system('currUser'),
    createTime: system('currTime'),
    modifyUser: system('currUser'),
    modifyTime: system('currTime'),
    currOrganize: {
      ...system('currOrganize'),
      props: { type: 'currOrganize', readonly: true, showLevel: 'last' },
    },
    currDept: system('currDept'),
    currPosition: system('currPosition'),
    groupTitle: { props: { content: t('groupTitle'), 'content-position': 'left' } },
    divider: { props: { __slot__: { default: t('divider') }, 'content-position': 'center' } },
    collapse: {
      isRow: true,
      config: { children: panes('collapseItem', t('panel')), active: ['1'] },
      props: { accordion: false },
    },
    tab: {
      isRow: true,
      config: { children: panes('tabItem', t('tab')), active: '1' },
      props: { type: '', 'tab-position': 'top' },
    },
    row: {
      isRow: true,
      config: { children: [], layoutTree: true, rowType: 'layout' },
      props: { type: 'default', justify: 'start', align: 'top' },
    },
    card: { isRow: true, config: { children: [] }, props: { header: t('card'), shadow: 'always' } },
    tableGrid: {
      isRow: true,
      config: {
        borderType: 'solid',
        borderColor: '#E2E0E0',
        borderWidth: 1,
        rowType: 'tableGrid',
        children: [
          {
            __config__: {
              jnpfKey: 'tableGridTr',
              children: [
                {
                  __config__: {
                    jnpfKey: 'tableGridTd',
                    merged: false,
                    rowType: 'tableGrid',
                    colspan: 1,
                    rowspan: 1,
                    children: [],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  };
}
