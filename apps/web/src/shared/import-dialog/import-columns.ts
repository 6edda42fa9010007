import type { ImportHeader } from '@platform/contracts';

/*
 * Column sizes of the import dialog's tables. The dialog is 1200 px wide (at most 95vw); a template
 * can have any number of columns, so every column gets a width from its header (never squeezed to
 * nothing next to a fixed column) and the tables scroll sideways only when the sum is wider than the
 * dialog. Long values are cut with an ellipsis and shown whole on hover.
 */

/** Roughly one CJK character of the table's 14 px font; Latin letters take about half. */
const CHAR_PX = 14;

/** Width of a column from its header text, within [min, max] px (cell padding included). */
export function headerWidth(header: ImportHeader, min: number, max: number): number {
  const textPx = [...header.fullName].reduce((px, ch) => px + (ch.charCodeAt(0) > 0xff ? CHAR_PX : 8), 0);
  return Math.min(max, Math.max(min, textPx + 32));
}

/** The table's scroll width: its columns' sum, so antd stretches them when they fit and scrolls when not. */
export const sumWidths = (columns: readonly { width?: number | string }[]): number =>
  columns.reduce<number>((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);

/**
 * Ids of the columns a failure message names ("所属组织编码“x”不存在" names 所属组织编码). Longer names
 * are matched first and taken out of the text, so 组织 does not also match inside 所属组织编码.
 */
export function namedHeaderIds(headers: readonly ImportHeader[], message: string | null): Set<string> {
  const named = new Set<string>();
  let rest = message ?? '';
  for (const header of [...headers].sort((a, b) => b.fullName.length - a.fullName.length)) {
    if (header.fullName && rest.includes(header.fullName)) {
      named.add(header.id);
      rest = rest.split(header.fullName).join('\u0000');
    }
  }
  return named;
}
