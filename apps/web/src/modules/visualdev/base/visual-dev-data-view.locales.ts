import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of a data view (数据视图) in the 功能设计 dialog. */
export const visualDevDataViewLocales = defineLocales(
  'visualDevDataView',
  {
    interface: '数据接口',
    chooseInterface: '请选择数据接口',
    params: '接口参数',
    noParams: '该接口没有参数',
    paramValue: '参数值',
    fields: '接口字段',
    fieldsHint: '列表设计可选的字段；读取字段按上面的参数调用一次接口，也可直接输入字段名',
    loadFields: '读取字段',
    noFields: '请先选择数据接口并读取字段，或输入字段名',
  },
  {
    interface: '資料介面',
    chooseInterface: '請選擇資料介面',
    params: '介面參數',
    noParams: '該介面沒有參數',
    paramValue: '參數值',
    fields: '介面欄位',
    fieldsHint: '列表設計可選的欄位；讀取欄位按上面的參數呼叫一次介面，也可直接輸入欄位名',
    loadFields: '讀取欄位',
    noFields: '請先選擇資料介面並讀取欄位，或輸入欄位名',
  },
  {
    interface: 'Data interface',
    chooseInterface: 'Choose a data interface',
    params: 'Interface parameters',
    noParams: 'The interface has no parameters',
    paramValue: 'Value',
    fields: 'Interface fields',
    fieldsHint:
      'The fields the list designer offers; "Read fields" calls the interface once with the values above, or type the names',
    loadFields: 'Read fields',
    noFields: 'Choose a data interface and read its fields, or type the field names',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    visualDevDataView: KeysOf<typeof visualDevDataViewLocales>;
  }
}
