import { describe, expect, it } from 'vitest';
import { parseFormDesign } from '../../schema/parse-design.ts';
import { type ListCandidate, listCandidates } from './list-candidates.ts';
import { checkListDesign, setListType } from './list-checks.ts';
import { type ListDesign, parseListDesign, serializeListDesign } from './list-design.ts';
import {
  addColumn,
  addCustomButton,
  addSearch,
  type ListEditResult,
  moveColumn,
  removeColumn,
  setButton,
  setDefaultSort,
  setPaging,
  updateColumn,
} from './list-edits.ts';

const FORM = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'comInput', label: '名称' } },
    { __vModel__: 'amount', __config__: { jnpfKey: 'numInput', label: '金额' } },
    {
      __vModel__: 'kind',
      __config__: { jnpfKey: 'select', label: '类型' },
      options: [{ fullName: 'A', id: 'a' }],
    },
    { __vModel__: 'files', __config__: { jnpfKey: 'uploadFz', label: '附件' } },
    { __vModel__: 'enabled', __config__: { jnpfKey: 'switch', label: '启用' } },
    {
      __vModel__: 'lines',
      __config__: {
        jnpfKey: 'table',
        label: '明细',
        children: [{ __vModel__: 'item', __config__: { jnpfKey: 'comInput', label: '品名' } }],
      },
    },
  ],
};

function candidatesOf(): ListCandidate[] {
  const parsed = parseFormDesign(FORM);
  if (!parsed.success) throw new Error(parsed.errors[0]?.message);
  return listCandidates(parsed.model);
}
const candidates = candidatesOf();

function emptyDesign(): ListDesign {
  const parsed = parseListDesign('');
  if (!parsed.success) throw new Error('blank design refused');
  return parsed.design;
}

const designOf = (result: ListEditResult): ListDesign => {
  if (!result.ok) throw new Error(result.reason);
  return result.design;
};

describe('list design candidates', () => {
  it('offers main-form value fields, never sub-table columns, and files as neither column nor search', () => {
    expect(candidates.map((c) => c.name)).toEqual(['name', 'amount', 'kind', 'files', 'enabled']);
    const files = candidates.find((c) => c.name === 'files');
    expect([files?.canBeColumn, files?.canBeSearched]).toEqual([false, false]);
    const enabled = candidates.find((c) => c.name === 'enabled');
    expect([enabled?.canBeColumn, enabled?.canBeSearched]).toEqual([true, false]);
    expect(candidates.filter((c) => c.isNumber).map((c) => c.name)).toEqual(['amount']);
  });
});

describe('list design edits', () => {
  it('adds columns with the original defaults and the widget copied, and refuses fields not in the form', () => {
    const design = designOf(addColumn(emptyDesign(), candidates, 'name'));
    expect(design.columnList[0]).toMatchObject({
      prop: 'name',
      label: '名称',
      jnpfKey: 'comInput',
      align: 'left',
      fixed: 'none',
      sortable: false,
      width: null,
      __config__: { jnpfKey: 'comInput' },
    });
    expect(addColumn(design, candidates, 'name')).toMatchObject({
      ok: false,
      reason: 'formEngine.list.duplicateColumn',
    });
    expect(addColumn(design, candidates, 'item')).toMatchObject({
      ok: false,
      reason: 'formEngine.list.notColumnField',
    });
    expect(addColumn(design, candidates, 'files')).toMatchObject({
      ok: false,
      reason: 'formEngine.list.notColumnField',
    });
  });

  it('adds search fields with their search type and multiple choice', () => {
    let design = designOf(addSearch(emptyDesign(), candidates, 'name'));
    design = designOf(addSearch(design, candidates, 'amount'));
    design = designOf(addSearch(design, candidates, 'kind'));
    expect(design.searchList.map((s) => [s.prop, s.searchType, s.searchMultiple, s.__vModel__])).toEqual([
      ['name', 2, false, 'name'],
      ['amount', 3, false, 'amount'],
      ['kind', 1, true, 'kind'],
    ]);
    expect(addSearch(design, candidates, 'enabled')).toMatchObject({
      ok: false,
      reason: 'formEngine.list.notSearchField',
    });
  });

  it('reorders columns and changes their settings; a summary needs a number column', () => {
    let design = designOf(addColumn(emptyDesign(), candidates, 'name'));
    design = designOf(addColumn(design, candidates, 'amount'));
    design = designOf(moveColumn(design, 1, 0));
    expect(design.columnList.map((c) => c.prop)).toEqual(['amount', 'name']);
    expect(moveColumn(design, 0, 5).ok).toBe(false);
    design = designOf(
      updateColumn(design, candidates, 'amount', {
        width: 120,
        align: 'right',
        fixed: 'left',
        sortable: true,
        summary: true,
      }),
    );
    expect(design.columnList[0]).toMatchObject({ width: 120, align: 'right', fixed: 'left', sortable: true });
    expect([design.showSummary, design.summaryField]).toEqual([true, ['amount']]);
    expect(updateColumn(design, candidates, 'name', { summary: true })).toMatchObject({
      ok: false,
      reason: 'formEngine.list.summaryNotNumber',
    });
    expect(updateColumn(design, candidates, 'name', { width: 0 })).toMatchObject({
      ok: false,
      reason: 'formEngine.list.widthInvalid',
    });
    expect(updateColumn(design, candidates, 'kind', { width: 80 })).toMatchObject({
      ok: false,
      reason: 'formEngine.list.notAColumn',
    });
  });

  it('sorts by a column only, and removing the column drops its sort and summary', () => {
    let design = designOf(addColumn(emptyDesign(), candidates, 'amount'));
    expect(setDefaultSort(design, 'name', 'asc')).toMatchObject({
      ok: false,
      reason: 'formEngine.list.sortNotColumn',
    });
    design = designOf(setDefaultSort(design, 'amount', 'asc'));
    design = designOf(updateColumn(design, candidates, 'amount', { summary: true }));
    design = designOf(removeColumn(design, 'amount'));
    expect([design.defaultSidx, design.summaryField, design.showSummary]).toEqual(['', [], false]);
  });

  it('keeps buttons in the designer order and refuses link buttons to scripts', () => {
    let design = designOf(setButton(emptyDesign(), 'toolbar', 'batchRemove', true));
    design = designOf(setButton(design, 'toolbar', 'download', true, '导出数据'));
    expect(design.btnsList.map((b) => [b.value, b.label])).toEqual([
      ['add', ''],
      ['download', '导出数据'],
      ['batchRemove', ''],
    ]);
    design = designOf(setButton(design, 'row', 'edit', false));
    design = designOf(setButton(design, 'row', 'detail', true));
    expect(design.columnBtnsList.map((b) => b.value)).toEqual(['remove', 'detail']);
    design = designOf(addCustomButton(design, '打开', 'https://example.com/a', '1'));
    expect(design.customBtnsList).toEqual([
      { value: 'btn_1', label: '打开', event: { btnType: 'link', url: 'https://example.com/a' } },
    ]);
    expect(addCustomButton(design, 'x', 'javascript:alert(1)', '2')).toMatchObject({
      ok: false,
      reason: 'formEngine.list.customUrlInvalid',
    });
    expect(addCustomButton(design, ' ', '/a', '3')).toMatchObject({
      ok: false,
      reason: 'formEngine.list.customLabelMissing',
    });
  });

  it('offers the original page sizes only', () => {
    expect(designOf(setPaging(emptyDesign(), false, 50))).toMatchObject({ hasPage: false, pageSize: 50 });
    expect(setPaging(emptyDesign(), true, 30)).toMatchObject({
      ok: false,
      reason: 'formEngine.list.pageSizeInvalid',
    });
  });
});

describe('list type and design check', () => {
  const withName = () => designOf(addColumn(emptyDesign(), candidates, 'name'));

  it('needs a column, and the settings of a left-tree, grouped and tree list', () => {
    expect(checkListDesign(emptyDesign(), candidates).map((p) => p.key)).toEqual([
      'formEngine.list.noColumns',
    ]);
    expect(checkListDesign(withName(), candidates)).toEqual([]);
    const tree = designOf(setListType(withName(), candidates, { type: 2, treeDataSource: 'dictionary' }));
    expect(checkListDesign(tree, candidates, 'en-US').map((p) => p.message)).toEqual([
      'Choose the dictionary of the left tree',
      'Choose the field the left tree filters',
    ]);
    const organize = designOf(
      setListType(withName(), candidates, { type: 2, treeDataSource: 'organize', treeRelation: 'kind' }),
    );
    expect(checkListDesign(organize, candidates)).toEqual([]);
    const grouped = designOf(setListType(withName(), candidates, { type: 3 }));
    expect(checkListDesign(grouped, candidates, 'zh-TW').map((p) => p.message)).toEqual(['請選擇分組欄位']);
    const treeTable = designOf(setListType(withName(), candidates, { type: 5 }));
    expect(checkListDesign(treeTable, candidates).map((p) => p.message)).toEqual(['请选择父级字段']);
    expect(setListType(withName(), candidates, { type: 3, groupField: 'item' })).toMatchObject({
      ok: false,
      reason: 'formEngine.list.notMainField',
    });
  });

  it('finds references the form no longer has in a loaded design', () => {
    const parsed = parseListDesign({
      columnList: [{ prop: 'gone', label: 'Gone' }, { prop: 'name' }, { prop: 'name' }],
      searchList: [{ prop: 'files' }],
      defaultSidx: 'kind',
      summaryField: ['name'],
    });
    if (!parsed.success) throw new Error('refused');
    expect(checkListDesign(parsed.design, candidates).map((p) => `${p.path} ${p.key}`)).toEqual([
      'columnList.0 formEngine.list.notColumnField',
      'columnList.2 formEngine.list.duplicateColumn',
      'searchList.0 formEngine.list.notSearchField',
      'defaultSidx formEngine.list.sortNotColumn',
      'summaryField.0 formEngine.list.summaryNotNumber',
    ]);
  });
});

describe('list design JSON', () => {
  it('fills the original defaults, keeps keys it does not edit and reads numbers typed as text', () => {
    const parsed = parseListDesign(
      JSON.stringify({
        type: '3',
        printIds: ['p1'],
        funcs: { rowStyle: { func: 'x' } },
        columnList: [{ prop: 'a', width: '90' }],
      }),
    );
    if (!parsed.success) throw new Error('refused');
    expect(parsed.design).toMatchObject({
      type: 3,
      pageSize: 20,
      hasPage: true,
      sort: 'desc',
      printIds: ['p1'],
      funcs: { rowStyle: { func: 'x' } },
      btnsList: [{ value: 'add' }],
      columnBtnsList: [{ value: 'edit' }, { value: 'remove' }],
    });
    expect(parsed.design.columnList[0]?.width).toBe(90);
    const byModel = parseListDesign({ searchList: [{ __vModel__: 'name', searchType: 2 }] });
    expect(byModel.success && byModel.design.searchList[0]?.prop).toBe('name');
    expect(JSON.parse(serializeListDesign(parsed.design)).printIds).toEqual(['p1']);
  });

  it('refuses text that is not a JSON object and values of the wrong type, with their path', () => {
    expect(parseListDesign('[1]')).toMatchObject({
      success: false,
      problems: [{ key: 'formEngine.list.invalidJson' }],
    });
    expect(parseListDesign('{', 'en-US')).toMatchObject({
      success: false,
      problems: [{ message: 'The list design is not a valid JSON object' }],
    });
    expect(parseListDesign({ columnList: [{ prop: 'a', align: 'middle' }] })).toMatchObject({
      success: false,
      problems: [{ path: 'columnList.0.align', key: 'formEngine.list.invalidValue' }],
    });
  });
});
