export * from './calculate-values.ts';
export * from './FormRenderer.tsx';
export * from './messages.ts';
export * from './options.ts';
export * from './registry.tsx';
export * from './sources.tsx';
export * from './widget-types.ts';
export { FileList, ImageList } from './widgets/upload.tsx';
