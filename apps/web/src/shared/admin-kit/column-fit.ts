import type { TableColumnType } from 'antd';
import type { CSSProperties } from 'react';

/*
 * Column widths that fit every language. A page sizes its columns for Chinese; English words are
 * wider ("Gender" needs more than 性别), and a header or a link narrower than one word breaks inside
 * it. Each column is widened to its header in the current language, headers and cells never wrap
 * (long cell text is cut with an ellipsis and shown whole on hover), and the 操作 column is as wide
 * as the buttons a row actually shows.
 */

/** antd's default font stack: the table renders with it unless a theme changes the family. */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const FONT_SIZE = 14;
/** A middle-size table cell's padding (8 px each side) and a little room for rounding. */
const CELL_PADDING = 16 + 4;
/** The sort arrows or the filter icon beside a header. */
const HEADER_ICON = 24;
/** A small link button's side padding (7 px each side) and the gap between buttons. */
const BUTTON_PADDING = 14 + 2;
/** The 更多 button's down arrow. */
const MORE_ARROW = 12 + 4;

let context: CanvasRenderingContext2D | null | undefined;

function canvasContext(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  return context;
}

/** Widths in em of a character class, for when no canvas can measure (tests, old browsers). */
function estimatedEm(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1; // CJK and full-width forms
  if (/[A-Z0-9]/.test(char)) return 0.68;
  if (/[mw]/.test(char)) return 0.85;
  if (/[a-z]/.test(char)) return 0.56;
  return 0.34; // spaces and punctuation
}

/** The rendered width of `text` in px at the table's font (bold for headers). */
export function textWidth(text: string, isBold = false): number {
  const ctx = canvasContext();
  if (ctx) {
    ctx.font = `${isBold ? 600 : 400} ${FONT_SIZE}px ${FONT_FAMILY}`;
    const measured = ctx.measureText(text).width;
    if (measured > 0) return Math.ceil(measured);
  }
  let em = 0;
  for (const char of text) em += estimatedEm(char);
  return Math.ceil(em * FONT_SIZE * (isBold ? 1.06 : 1));
}

/** The width a header needs on one line: its title, padding and any sort or filter icon. */
export function headerWidth<Row>(column: TableColumnType<Row>): number {
  const title = typeof column.title === 'string' ? column.title : '';
  const icons =
    (column.sorter ? HEADER_ICON : 0) + (column.filters || column.filterDropdown ? HEADER_ICON : 0);
  return textWidth(title, true) + CELL_PADDING + icons;
}

/** Headers and the 操作 buttons stay on one line. */
export const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * The columns widened to their headers: a set width grows to the header's, a column without one gets
 * the header's as its minimum. Headers do not wrap; cells cut long text with an ellipsis unless the
 * column says otherwise.
 */
export function fitColumns<Row>(columns: TableColumnType<Row>[]): TableColumnType<Row>[] {
  return columns.map((column) => {
    const needed = headerWidth(column);
    const onHeaderCell: TableColumnType<Row>['onHeaderCell'] = (col) => {
      const own = column.onHeaderCell?.(col) ?? {};
      return { ...own, style: { ...NO_WRAP, ...own.style } };
    };
    const width =
      typeof column.width === 'number' ? { width: Math.max(column.width, needed) } : { minWidth: needed };
    return { ellipsis: true, ...column, ...width, onHeaderCell };
  });
}

/**
 * The 操作 column's width: the widest row's buttons on one line (labels in the current language),
 * and never narrower than its header.
 */
export function actionsWidth(
  rowLabels: { inline: string[]; hasMore: boolean; moreLabel: string }[],
  title: string,
) {
  let widest = 0;
  for (const { inline, hasMore, moreLabel } of rowLabels) {
    let width = 0;
    for (const label of inline) width += textWidth(label) + BUTTON_PADDING;
    if (hasMore) width += textWidth(moreLabel) + BUTTON_PADDING + MORE_ARROW;
    widest = Math.max(widest, width);
  }
  return Math.max(widest + CELL_PADDING, textWidth(title, true) + CELL_PADDING);
}

/** The sideways scroll width: the page's, or the columns' sum when that is wider. */
export function tableScrollWidth<Row>(columns: TableColumnType<Row>[], pageWidth: number): number {
  let sum = 0;
  for (const column of columns) {
    sum += typeof column.width === 'number' ? column.width : (column.minWidth ?? 0);
  }
  return Math.max(pageWidth, sum);
}
