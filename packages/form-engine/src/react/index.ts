export * from './calculate-values.ts';
export * from './current-defaults.ts';
export * from './FormRenderer.tsx';
export * from './form-context.ts';
export * from './form-engine-warmup.tsx';
export * from './messages.ts';
export * from './options.ts';
export * from './picker-sources.ts';
export * from './record-sources.ts';
export * from './registry.tsx';
export * from './sources.tsx';
export * from './widget-sources.ts';
export * from './widget-types.ts';
// A widget's face over one row's value, with its message: also for the cells of a host's own tables.
export { SubTableCell, type WidgetLookup } from './widgets/sub-table-cell.tsx';
export { FileList, ImageList } from './widgets/upload.tsx';
