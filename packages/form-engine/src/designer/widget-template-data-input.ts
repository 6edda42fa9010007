import {
  type GroupTemplates,
  optionProps,
  picker,
  type SampleText,
  sampleTree,
  staticSource,
  treeProps,
} from './widget-template-parts.ts';

/* The defaults of the input widgets: texts, numbers, choices, dates, uploads, display and codes. */

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

export function inputTemplates(t: SampleText): GroupTemplates<'input'> {
  const options = [
    { fullName: t('option1'), id: '1' },
    { fullName: t('option2'), id: '2' },
  ];
  const tree = sampleTree(t);
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
  };
}
