/*
 * Widgets, list columns and search fields of the seed's demo designs, as the original's designers
 * write them.
 */

type Json = Record<string, unknown>;

/** A widget as the original's designer writes it. */
export const widget = (
  key: string,
  name: string,
  label: string,
  extra: Json = {},
  config: Json = {},
): Json => ({
  __config__: { jnpfKey: key, label, span: 24, showLabel: true, layout: 'colFormItem', ...config },
  __vModel__: name,
  ...extra,
});

/** A list column: the form widget with the list's own settings, as the original's list designer keeps it. */
export const column = (field: Json, width: number, align = 'left') => {
  const config = field.__config__ as Json;
  return {
    ...field,
    prop: field.__vModel__,
    label: config.label,
    jnpfKey: config.jnpfKey,
    width,
    align,
    sortable: true,
    fixed: 'none',
  };
};

/** A search field: the form widget with its search type (1 equals, 2 contains). */
export const search = (field: Json, searchType: number) => ({
  ...field,
  prop: field.__vModel__,
  label: (field.__config__ as Json).label,
  searchType,
  searchMultiple: false,
});

/** The list designer's buttons the demo lists use, as the original's list designer writes them. */
const LIST_BUTTONS = {
  add: { icon: 'icon-ym icon-ym-btn-add', label: '新增' },
  upload: { icon: 'icon-ym icon-ym-btn-upload', label: '导入' },
  download: { icon: 'icon-ym icon-ym-btn-download', label: '导出' },
  batchRemove: { icon: 'icon-ym icon-ym-btn-clearn', label: '批量删除' },
  edit: { icon: 'icon-ym icon-ym-btn-edit', label: '编辑' },
  detail: { icon: 'icon-ym icon-ym-generator-menu', label: '详情' },
  remove: { icon: 'icon-ym icon-ym-btn-clearn', label: '删除' },
} as const;

type ListButton = keyof typeof LIST_BUTTONS;

const buttons = (values: ListButton[]) => values.map((value) => ({ value, ...LIST_BUTTONS[value] }));

/**
 * A demo design's `columnData`: a paged plain list (type 1) with every permission switch on but data
 * permissions, the given sort, search fields, columns and buttons, and no custom buttons.
 */
export const demoList = (list: {
  pageSize: number;
  sort: 'asc' | 'desc';
  defaultSidx: string;
  summaryField?: string[];
  searchList: Json[];
  columnList: Json[];
  btnsList: ListButton[];
  columnBtnsList: ListButton[];
}): string =>
  JSON.stringify({
    type: 1,
    hasPage: true,
    pageSize: list.pageSize,
    sort: list.sort,
    defaultSidx: list.defaultSidx,
    childTableStyle: 1,
    ...(list.summaryField ? { showSummary: true, summaryField: list.summaryField } : {}),
    useColumnPermission: true,
    useFormPermission: true,
    useBtnPermission: true,
    useDataPermission: false,
    searchList: list.searchList,
    columnList: list.columnList,
    btnsList: buttons(list.btnsList),
    columnBtnsList: buttons(list.columnBtnsList),
    customBtnsList: [],
  });
