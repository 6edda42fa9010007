import {
  type GroupTemplates,
  picker,
  type SampleText,
  sampleTree,
  staticSource,
  type Template,
  treeProps,
} from './widget-template-parts.ts';

/* The defaults of the picker widgets: organization pickers, sub-table, pop-ups, relations, numbers. */

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
const attribute: Template = {
  config: { isStorage: 1, defaultValue: '' },
  props: { showField: '', relationField: '' },
};

export function pickerTemplates(t: SampleText): GroupTemplates<'picker'> {
  const tree = sampleTree(t);
  return {
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
  };
}
