import type { CSSProperties } from 'react';
import { type FormDesign, toNumber } from '../schema/form-schema.ts';

/**
 * The root's classes and variables for form-frame.css: label position (`top`, `left`, otherwise right
 * aligned), label width, gutter; antd's `small` control size for the `small` and `mini` designs.
 */
export function formRootProps(design: FormDesign) {
  const isSmall = design.size === 'small' || design.size === 'mini';
  let className = 'form-engine';
  if (design.labelPosition === 'top') className += ' form-engine-label-top';
  else if (design.labelPosition === 'left') className += ' form-engine-label-left';
  if (isSmall) className += ' form-engine-small';
  const style = {
    '--form-engine-label-width': `${toNumber(design.labelWidth) ?? 100}px`,
    '--form-engine-gutter': `${toNumber(design.gutter) ?? 15}px`,
  } as CSSProperties;
  return { className, style, size: isSmall ? ('small' as const) : ('middle' as const) };
}

const GRID_COLUMNS = 24;
const HIDDEN_COLUMN: CSSProperties = { display: 'none' };
const columnStyles = new Map<number, CSSProperties>();

/** A grid column `span` of 24 wide (the whole line without one); span 0 hides it, as antd Col does. */
export function columnStyle(span: unknown): CSSProperties {
  const columns = toNumber(span) ?? GRID_COLUMNS;
  if (columns <= 0) return HIDDEN_COLUMN;
  let style = columnStyles.get(columns);
  if (!style) {
    const width = `${(Math.min(columns, GRID_COLUMNS) / GRID_COLUMNS) * 100}%`;
    style = { flex: `0 0 ${width}`, maxWidth: width };
    columnStyles.set(columns, style);
  }
  return style;
}
