import type { ListCandidate } from './list-candidates.ts';
import { isMultipleSearch, searchTypeOf } from './list-candidates.ts';
import type {
  ColumnAlign,
  ColumnFixed,
  CustomButton,
  ListColumn,
  ListDesign,
  ListSearchItem,
  PermissionSwitch,
  RowButton,
  ToolbarButton,
} from './list-design.ts';
import { LIST_PAGE_SIZES, ROW_BUTTONS, TOOLBAR_BUTTONS } from './list-design.ts';
import type { ListDesignMessageKey } from './list-messages.ts';

/*
 * The list designer's edits. Each returns a new design (the given one is left as it was) or the reason
 * it is refused, with the field it names. Removing a column also drops it from the default order and
 * the summary, so an edit never leaves a reference to a column that is gone.
 */

export type ListEditResult =
  | { ok: true; design: ListDesign }
  | { ok: false; reason: ListDesignMessageKey; params?: Record<string, string | number> };

const done = (design: ListDesign): ListEditResult => ({ ok: true, design });
const refuse = (reason: ListDesignMessageKey, params?: Record<string, string | number>): ListEditResult => ({
  ok: false,
  reason,
  params,
});

export const MAX_COLUMN_WIDTH = 2000;

/** A column copies the widget, as the original does, so clients can format its cells. */
export function newColumn(candidate: ListCandidate): ListColumn {
  return {
    ...structuredClone(candidate.field),
    label: candidate.label,
    prop: candidate.name,
    jnpfKey: candidate.key,
    fixed: 'none',
    align: 'left',
    sortable: false,
    width: null,
  };
}

export function newSearchItem(candidate: ListCandidate): ListSearchItem {
  return {
    ...structuredClone(candidate.field),
    label: candidate.label,
    prop: candidate.name,
    jnpfKey: candidate.key,
    value: '',
    searchType: searchTypeOf(candidate.key),
    searchMultiple: isMultipleSearch(candidate.key),
  };
}

function moved<T>(list: readonly T[], from: number, to: number): T[] | undefined {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return undefined;
  const next = [...list];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

export function addColumn(
  design: ListDesign,
  candidates: readonly ListCandidate[],
  name: string,
): ListEditResult {
  const candidate = candidates.find((c) => c.name === name && c.canBeColumn);
  if (!candidate) return refuse('formEngine.list.notColumnField', { field: name });
  if (design.columnList.some((c) => c.prop === name))
    return refuse('formEngine.list.duplicateColumn', { field: name });
  return done({ ...design, columnList: [...design.columnList, newColumn(candidate)] });
}

export function removeColumn(design: ListDesign, name: string): ListEditResult {
  if (!design.columnList.some((c) => c.prop === name))
    return refuse('formEngine.list.notAColumn', { field: name });
  const summaryField = design.summaryField.filter((f) => f !== name);
  return done({
    ...design,
    columnList: design.columnList.filter((c) => c.prop !== name),
    defaultSidx: design.defaultSidx === name ? '' : design.defaultSidx,
    summaryField,
    showSummary: summaryField.length > 0,
  });
}

export function moveColumn(design: ListDesign, from: number, to: number): ListEditResult {
  const columnList = moved(design.columnList, from, to);
  return columnList ? done({ ...design, columnList }) : refuse('formEngine.list.positionMissing');
}

export interface ColumnSettings {
  label?: string;
  width?: number | null;
  align?: ColumnAlign;
  fixed?: ColumnFixed;
  sortable?: boolean;
  /** Whether the column is summed (in `summaryField`; the summary row shows when any is). */
  summary?: boolean;
}

export function isValidColumnWidth(width: number | null): boolean {
  return width === null || (Number.isInteger(width) && width >= 1 && width <= MAX_COLUMN_WIDTH);
}

export function updateColumn(
  design: ListDesign,
  candidates: readonly ListCandidate[],
  name: string,
  settings: ColumnSettings,
): ListEditResult {
  const column = design.columnList.find((c) => c.prop === name);
  if (!column) return refuse('formEngine.list.notAColumn', { field: name });
  const { summary, ...own } = settings;
  if (own.width !== undefined && !isValidColumnWidth(own.width))
    return refuse('formEngine.list.widthInvalid');
  let { summaryField } = design;
  if (summary !== undefined) {
    const isNumber = candidates.some((c) => c.name === name && c.isNumber);
    if (summary && !isNumber)
      return refuse('formEngine.list.summaryNotNumber', { field: column.label || name });
    summaryField = summaryField.filter((f) => f !== name);
    if (summary) summaryField.push(name);
  }
  return done({
    ...design,
    columnList: design.columnList.map((c) => (c.prop === name ? { ...c, ...own } : c)),
    summaryField,
    showSummary: summaryField.length > 0,
  });
}

export function addSearch(
  design: ListDesign,
  candidates: readonly ListCandidate[],
  name: string,
): ListEditResult {
  const candidate = candidates.find((c) => c.name === name && c.canBeSearched);
  if (!candidate) return refuse('formEngine.list.notSearchField', { field: name });
  if (design.searchList.some((s) => s.prop === name))
    return refuse('formEngine.list.duplicateSearch', { field: name });
  return done({ ...design, searchList: [...design.searchList, newSearchItem(candidate)] });
}

export function removeSearch(design: ListDesign, name: string): ListEditResult {
  return done({ ...design, searchList: design.searchList.filter((s) => s.prop !== name) });
}

export function moveSearch(design: ListDesign, from: number, to: number): ListEditResult {
  const searchList = moved(design.searchList, from, to);
  return searchList ? done({ ...design, searchList }) : refuse('formEngine.list.positionMissing');
}

/** Sorting by nothing (`undefined`) keeps the order; a sort field must be a column. */
export function setDefaultSort(
  design: ListDesign,
  field: string | undefined,
  sort: 'asc' | 'desc',
): ListEditResult {
  if (field && !design.columnList.some((c) => c.prop === field)) {
    return refuse('formEngine.list.sortNotColumn', { field });
  }
  return done({ ...design, defaultSidx: field ?? '', sort });
}

export function setPaging(design: ListDesign, hasPage: boolean, pageSize: number): ListEditResult {
  if (!(LIST_PAGE_SIZES as readonly number[]).includes(pageSize)) {
    return refuse('formEngine.list.pageSizeInvalid', { sizes: LIST_PAGE_SIZES.join(', ') });
  }
  return done({ ...design, hasPage, pageSize });
}

/**
 * Turns a built-in button on or off, with its label ('' shows the button's own name). Buttons keep the
 * designer's order, as in the original, whatever order they were turned on in.
 */
export function setButton(
  design: ListDesign,
  place: 'toolbar' | 'row',
  value: ToolbarButton | RowButton,
  isOn: boolean,
  label?: string,
): ListEditResult {
  const order: readonly string[] = place === 'toolbar' ? TOOLBAR_BUTTONS : ROW_BUTTONS;
  if (!order.includes(value)) return refuse('formEngine.list.buttonMissing');
  const key = place === 'toolbar' ? 'btnsList' : 'columnBtnsList';
  const current = design[key];
  const existing = current.find((b) => b.value === value);
  const others = current.filter((b) => b.value !== value);
  const next = isOn ? [...others, { ...existing, value, label: label ?? existing?.label ?? '' }] : others;
  // Buttons of other designers (batchPrint…) keep their place at the end.
  const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
  return done({ ...design, [key]: next.sort((a, b) => rank(a.value) - rank(b.value)) });
}

/** Only web links or paths of this site: a `javascript:` or `data:` link never becomes a button. */
export function isSafeButtonUrl(url: string): boolean {
  return /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(url.trim());
}

/** A row button opening a link; the value follows the original's `btn_{id}` so it gets its own grant. */
export function addCustomButton(design: ListDesign, label: string, url: string, id: string): ListEditResult {
  const button: CustomButton = {
    value: `btn_${id}`,
    label: label.trim(),
    event: { btnType: 'link', url: url.trim() },
  };
  const refusal = customButtonRefusal(button);
  if (refusal) return refusal;
  return done({ ...design, customBtnsList: [...design.customBtnsList, button] });
}

export function updateCustomButton(
  design: ListDesign,
  value: string,
  label: string,
  url: string,
): ListEditResult {
  const existing = design.customBtnsList.find((b) => b.value === value);
  if (!existing) return refuse('formEngine.list.buttonMissing');
  const button = {
    ...existing,
    label: label.trim(),
    event: { ...existing.event, btnType: 'link', url: url.trim() },
  };
  const refusal = customButtonRefusal(button);
  if (refusal) return refusal;
  return done({
    ...design,
    customBtnsList: design.customBtnsList.map((b) => (b.value === value ? button : b)),
  });
}

export function removeCustomButton(design: ListDesign, value: string): ListEditResult {
  return done({ ...design, customBtnsList: design.customBtnsList.filter((b) => b.value !== value) });
}

function customButtonRefusal(button: CustomButton): ListEditResult | undefined {
  if (!button.label) return refuse('formEngine.list.customLabelMissing');
  if (button.event.btnType === 'link' && !isSafeButtonUrl(button.event.url ?? '')) {
    return refuse('formEngine.list.customUrlInvalid', { label: button.label });
  }
  return undefined;
}

export function setPermission(design: ListDesign, name: PermissionSwitch, isOn: boolean): ListEditResult {
  return done({ ...design, [name]: isOn });
}
