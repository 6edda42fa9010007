import { DEFAULT_LANGUAGE, type Language } from '@platform/contracts';
import type { ListCandidate } from './list-candidates.ts';
import {
  LIST_PAGE_SIZES,
  type ListDesign,
  type ListDesignProblem,
  type ListType,
  listProblem,
  TREE_SOURCES,
} from './list-design.ts';
import { isSafeButtonUrl, isValidColumnWidth, type ListEditResult } from './list-edits.ts';

/*
 * The list type and what each needs, and the check of a whole list design against its form before it
 * is written back: what the original designer refused on save (no columns, a left tree without its
 * dictionary or relation field, a grouped list without its group field, a tree list without its parent
 * field), plus references the original left dangling (columns and searches of fields the form no
 * longer has, a default order or a summary on a field that is not a column).
 */

export interface ListTypeSettings {
  type: ListType;
  treeTitle?: string;
  treeDataSource?: string;
  treeDictionary?: string;
  treeRelation?: string;
  groupField?: string;
  parentField?: string;
}

const FIELD_SETTINGS = ['treeRelation', 'groupField', 'parentField'] as const;

/** Sets the list type and its settings; a field setting must name a field of the main form. */
export function setListType(
  design: ListDesign,
  candidates: readonly ListCandidate[],
  settings: ListTypeSettings,
): ListEditResult {
  for (const key of FIELD_SETTINGS) {
    const field = settings[key];
    if (field && !candidates.some((c) => c.name === field)) {
      return { ok: false, reason: 'formEngine.list.notMainField', params: { field } };
    }
  }
  const source = settings.treeDataSource;
  if (source !== undefined && !(TREE_SOURCES as readonly string[]).includes(source)) {
    return { ok: false, reason: 'formEngine.list.treeSourceInvalid' };
  }
  return { ok: true, design: { ...design, ...settings } };
}

export function checkListDesign(
  design: ListDesign,
  candidates: readonly ListCandidate[],
  lang: Language = DEFAULT_LANGUAGE,
): ListDesignProblem[] {
  const problems: ListDesignProblem[] = [];
  const add = (path: string, key: Parameters<typeof listProblem>[1], params?: Record<string, string>) =>
    problems.push(listProblem(path, key, lang, params));
  const isField = (name: string) => candidates.some((c) => c.name === name);

  if (design.columnList.length === 0) add('columnList', 'formEngine.list.noColumns');
  const columns = new Set<string>();
  design.columnList.forEach((column, index) => {
    const path = `columnList.${index}`;
    if (!candidates.some((c) => c.name === column.prop && c.canBeColumn)) {
      add(path, 'formEngine.list.notColumnField', { field: column.prop });
    }
    if (columns.has(column.prop)) add(path, 'formEngine.list.duplicateColumn', { field: column.prop });
    if (!isValidColumnWidth(column.width)) add(`${path}.width`, 'formEngine.list.widthInvalid');
    columns.add(column.prop);
  });
  const searched = new Set<string>();
  design.searchList.forEach((item, index) => {
    const path = `searchList.${index}`;
    if (!candidates.some((c) => c.name === item.prop && c.canBeSearched)) {
      add(path, 'formEngine.list.notSearchField', { field: item.prop });
    }
    if (searched.has(item.prop)) add(path, 'formEngine.list.duplicateSearch', { field: item.prop });
    searched.add(item.prop);
  });
  if (design.defaultSidx && !columns.has(design.defaultSidx)) {
    add('defaultSidx', 'formEngine.list.sortNotColumn', { field: design.defaultSidx });
  }
  design.summaryField.forEach((field, index) => {
    const isNumberColumn = columns.has(field) && candidates.some((c) => c.name === field && c.isNumber);
    if (!isNumberColumn) add(`summaryField.${index}`, 'formEngine.list.summaryNotNumber', { field });
  });
  if (design.hasPage && !(LIST_PAGE_SIZES as readonly (number | null)[]).includes(design.pageSize)) {
    add('pageSize', 'formEngine.list.pageSizeInvalid', { sizes: LIST_PAGE_SIZES.join(', ') });
  }
  design.customBtnsList.forEach((button, index) => {
    const path = `customBtnsList.${index}`;
    if (!button.label) add(path, 'formEngine.list.customLabelMissing');
    else if (button.event.btnType === 'link' && !isSafeButtonUrl(button.event.url ?? '')) {
      add(`${path}.event.url`, 'formEngine.list.customUrlInvalid', { label: button.label });
    }
  });
  const needsField = (
    key: 'treeRelation' | 'groupField' | 'parentField',
    missing: Parameters<typeof add>[1],
  ) => {
    const field = design[key];
    if (!field) add(key, missing);
    else if (!isField(field)) add(key, 'formEngine.list.notMainField', { field });
  };
  if (design.type === 2) {
    if (design.treeDataSource === 'dictionary' && !design.treeDictionary) {
      add('treeDictionary', 'formEngine.list.treeDictionaryMissing');
    }
    if (!(TREE_SOURCES as readonly string[]).includes(design.treeDataSource)) {
      add('treeDataSource', 'formEngine.list.treeSourceInvalid');
    }
    needsField('treeRelation', 'formEngine.list.treeRelationMissing');
  }
  if (design.type === 3) needsField('groupField', 'formEngine.list.groupFieldMissing');
  if (design.type === 5) needsField('parentField', 'formEngine.list.parentFieldMissing');
  return problems;
}
